import { spoken } from '../shared/language';

/**
 * The policy pages and the Help page by name, where they are offered: the route table's titles,
 * the footer and the Help page. Small, since the footer is on every first load; the pages' own
 * words are in policyMessages.ts and helpPageMessages.ts, Create Account's in agreementMessages.ts.
 */
export const policyLinkMessages = spoken('policyLinks', {
  heading: 'Policies and help',
  cancellation: 'Cancellation and refunds',
  terms: 'Terms of service',
  privacy: 'Privacy notice',
  help: 'Help',
} as const);
