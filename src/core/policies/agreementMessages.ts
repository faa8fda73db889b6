import { spoken, template } from '../shared/language';

/** Create Account's agreement to the terms and the privacy notice. */
export const agreementMessages = spoken('agreement', {
  /** Its two links in place of `{terms}` and `{privacy}`. */
  text: template(
    'By creating an account, you agree to our {terms} and {privacy}.',
    (terms: string, privacy: string) => ({ terms, privacy }),
  ),
  /** Said to screen readers after a link that opens a new tab. */
  newTab: '(opens in a new tab)',
} as const);
