import type { Paise } from '../shared/Money';

/** A bookable option of a service, e.g. "Tap replacement" for ₹249 (SPEC §3). */
export interface ServiceOption {
  readonly id: number;
  /** The service it belongs to, when the list it came from says (the options of one service). */
  readonly serviceId?: number;
  readonly serviceName: string;
  readonly name: string;
  readonly description?: string;
  /** Absent when the server gives no price; the option then costs nothing in the cart. */
  readonly price?: Paise;
  readonly icon?: string;
}
