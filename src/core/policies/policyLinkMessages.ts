import { spoken, template } from '../shared/language';

/**
 * The policy pages and the Help page by name, where they are offered: the route table's titles,
 * the footer, the sign-up form and the dialogs. Small, since the footer is on every first load;
 * the pages' own words are in policyMessages.ts and helpPageMessages.ts.
 */
export const policyLinkMessages = spoken('policyLinks', {
  heading: 'Policies and help',
  cancellation: 'Cancellation and refunds',
  terms: 'Terms of service',
  privacy: 'Privacy notice',
  help: 'Help',
  /** The Help page offered beside Call and WhatsApp on a booking. */
  commonQuestions: 'Common questions',
  /** Create Account: the agreement, its two links in place of `{terms}` and `{privacy}`. */
  agreement: template(
    'By creating an account, you agree to our {terms} and {privacy}.',
    (terms: string, privacy: string) => ({ terms, privacy }),
  ),
  /** Said to screen readers after a link that opens a new tab. */
  newTab: '(opens in a new tab)',
} as const);
