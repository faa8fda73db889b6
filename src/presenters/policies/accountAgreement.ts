import { agreementMessages } from '../../core/policies/agreementMessages';
import { policyLinkMessages } from '../../core/policies/policyLinkMessages';
import { links } from '../links';

/** A run of the agreement's sentence: words, or a policy's link in their place. */
export type AgreementPart =
  { readonly text: string } | { readonly label: string; readonly href: string };

const TERMS = '\u0001';
const PRIVACY = '\u0002';

/**
 * "By creating an account, you agree to our Terms of service and Privacy notice.", its two
 * policies as links where the language puts them.
 */
export function accountAgreement(): {
  readonly parts: readonly AgreementPart[];
  readonly newTab: string;
} {
  const sentence = agreementMessages.text(TERMS, PRIVACY);
  const parts = sentence
    .split(new RegExp(`([${TERMS}${PRIVACY}])`, 'u'))
    .flatMap((run): AgreementPart[] => {
      if (run === TERMS) return [{ label: policyLinkMessages.terms, href: links.termsOfService }];
      if (run === PRIVACY) return [{ label: policyLinkMessages.privacy, href: links.privacy }];
      return run ? [{ text: run }] : [];
    });
  return { parts, newTab: agreementMessages.newTab };
}
