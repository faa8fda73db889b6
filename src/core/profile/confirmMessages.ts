import { spoken } from '../shared/language';

/**
 * The confirm dialog's where and who (our own: the spec's dialog does not say): a module of its
 * own, so the profile page does not download the dialog's words.
 */
export const confirmMessages = spoken('confirm', {
  visitHeading: 'Visit at',
  contactHeading: 'We will call',
  change: 'Change',
  changeLabel: 'Change the address or contact details in your profile',
  noAddress: 'No address yet: add one before you book.',
  visitUnavailable: 'We could not load your address. You can check it in My Profile.',
  loading: 'Loading your address',
} as const);
