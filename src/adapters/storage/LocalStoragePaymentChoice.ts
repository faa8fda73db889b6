import {
  isPaymentChoice,
  PAYMENT_CHOICE_KEY,
  type PaymentChoice,
  type PaymentChoiceStore,
} from '../../core/payment/PaymentChoice';

/**
 * The customer's way of paying, remembered on the device under `paymentChoice` (kept through
 * logout, like the language: it says nothing about who she is). Anything else stored there reads
 * as no choice; a storage that refuses to write forgets quietly.
 */
export class LocalStoragePaymentChoice implements PaymentChoiceStore {
  constructor(private readonly storage: Storage) {}

  read(): PaymentChoice | undefined {
    try {
      const stored = this.storage.getItem(PAYMENT_CHOICE_KEY);
      return isPaymentChoice(stored) ? stored : undefined;
    } catch {
      return undefined;
    }
  }

  write(choice: PaymentChoice): void {
    try {
      this.storage.setItem(PAYMENT_CHOICE_KEY, choice);
    } catch {
      // Full or refused: the choice is asked again next time, nothing worse.
    }
  }
}
