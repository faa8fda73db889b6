import { spoken, template } from '../shared/language';

const hoursAndFee = (hours: number, fee: string) => ({ hours, fee });

/**
 * The cancellation rule where she decides (the confirm and cancel dialogs) and what happens when
 * we fail her (the greeting after booking), from the deployment's `BusinessTerms`.
 */
export const cancelRuleMessages = spoken('cancelRule', {
  general: template(
    'Cancelling is free until {hours, plural, one {# hour} other {# hours}} before the visit. After that, the fee is {fee}.',
    hoursAndFee,
  ),
  free: template(
    'Free to cancel until {deadline}, {hours, plural, one {# hour} other {# hours}} before your visit. After that, the fee is {fee}.',
    (deadline: string, hours: number, fee: string) => ({ deadline, hours, fee }),
  ),
  fee: template(
    'Your visit is less than {hours, plural, one {# hour} other {# hours}} away, so cancelling now costs a fee of {fee}.',
    hoursAndFee,
  ),
  freeNotAssigned: 'We have not assigned a technician in time, so cancelling is free.',
  freeLate: 'Your technician is late, so cancelling is free.',
  noFee: 'Cancelling is free until work begins.',
  /** The refund line of a paid order when the fee applies: what was paid, less the fee. */
  refundLessFee: template(
    '{amount} paid: what is left after the {fee} fee goes back to where you paid from, in {days} working days.',
    (amount: string, fee: string, days: string) => ({ amount, fee, days }),
  ),
  policyLink: 'Cancellation and refund policy',
  /** Said to screen readers after a link that opens a new tab. */
  newTab: '(opens in a new tab)',
  /** The greeting after booking: what happens if we are slow or late. */
  ifNotAssigned: template(
    'If we have not assigned a technician {hours, plural, one {# hour} other {# hours}} before your visit, we call you to arrange one or another time, and you can cancel free of charge.',
    (hours: number) => ({ hours }),
  ),
  ifLate: template(
    'If your technician is more than {minutes} minutes late, call us: we tell you when they will reach you, and you can cancel free of charge.',
    (minutes: number) => ({ minutes }),
  ),
} as const);
