import type { Paise } from '../shared/Money';

/** A bookable option of a service, e.g. "Tap replacement" for ₹249 (SPEC §3). */
export interface ServiceOption {
  readonly id: number;
  readonly serviceName: string;
  readonly name: string;
  readonly description?: string;
  /** Absent when the server gives no price; the option then costs nothing in the cart. */
  readonly price?: Paise;
  readonly icon?: string;
}
