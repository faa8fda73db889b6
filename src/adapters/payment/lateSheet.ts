import type { Payer, PaymentOrder } from '../../core/payment/Payment';
import type { PaymentSheet, SheetOutcome } from '../../core/payment/PaymentSheet';
import { loadOnce } from '../../core/shared/loadOnce';

/**
 * A PaymentSheet whose code downloads when she first pays, not with the page: a download that
 * fails (offline) is the checkout being unavailable, and is tried again on the next payment.
 */
export function lateSheet(load: () => Promise<PaymentSheet>): PaymentSheet {
  const sheet = loadOnce(load);
  return {
    async pay(order: PaymentOrder, payer: Payer): Promise<SheetOutcome> {
      let loaded: PaymentSheet;
      try {
        loaded = await sheet();
      } catch {
        return { kind: 'unavailable' };
      }
      return loaded.pay(order, payer);
    },
  };
}
