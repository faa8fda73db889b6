import type { BusinessTerms } from '../shared/BusinessTerms';
import { formatMoney, paiseFromRupees } from '../shared/Money';
import type { CancellationRule } from './cancellationRule';
import { cancelRuleMessages } from './cancelRuleMessages';
import { formatVisitMoment } from './formatVisit';

type Terms = Pick<BusinessTerms, 'freeCancellationHours' | 'cancellationFeeRupees'>;

/** The fee as money is written: "₹100.00" (the spec's format). */
export function cancellationFee(terms: Pick<BusinessTerms, 'cancellationFeeRupees'>): string {
  return formatMoney(paiseFromRupees(terms.cancellationFeeRupees));
}

/** The rule for any visit: "Cancelling is free until 4 hours before the visit. After that, …". */
export function generalCancelRule(terms: Terms): string {
  return terms.cancellationFeeRupees === 0
    ? cancelRuleMessages.noFee
    : cancelRuleMessages.general(terms.freeCancellationHours, cancellationFee(terms));
}

/** `rule` in words, for the order the customer is about to cancel. */
export function cancelRuleWording(rule: CancellationRule, terms: Terms): string {
  const hours = terms.freeCancellationHours;
  switch (rule.kind) {
    case 'general':
    case 'no-fee':
      return generalCancelRule(terms);
    case 'free':
      return cancelRuleMessages.free(formatVisitMoment(rule.until), hours, cancellationFee(terms));
    case 'fee':
      return cancelRuleMessages.fee(hours, cancellationFee(terms));
    case 'free-not-assigned':
      return cancelRuleMessages.freeNotAssigned;
    case 'free-late':
      return cancelRuleMessages.freeLate;
  }
}
