/**
 * How the customer means to pay a booking (the `payments` extension): online now through the
 * provider's checkout, or to the technician after the service.
 */
export const PAYMENT_CHOICES = ['online', 'after-service'] as const;

export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

export { PAYMENT_CHOICE_KEY } from './paymentChoiceKey';

/**
 * The choice remembered on this device for the next booking. `read` gives undefined when none
 * was made (or what is stored is not a choice); `write` never throws (a full storage forgets).
 */
export interface PaymentChoiceStore {
  read(): PaymentChoice | undefined;
  write(choice: PaymentChoice): void;
}

export function isPaymentChoice(value: unknown): value is PaymentChoice {
  return (PAYMENT_CHOICES as readonly unknown[]).includes(value);
}
