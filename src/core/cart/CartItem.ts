import type { Paise } from '../shared/Money';

/** One line of the cart (SPEC §3). Lines are keyed by option id (DESIGN.md). */
export interface CartItem {
  readonly optionId: number;
  /** The option's service, where its price is read again at checkout; unknown in older carts. */
  readonly serviceId?: number;
  readonly serviceName: string;
  readonly optionName: string;
  readonly description?: string;
  readonly unitPrice: Paise;
  readonly icon?: string;
  readonly quantity: number;
}

/** SPEC §3 defaults for a line made from an option that lacks them. */
export const DEFAULT_SERVICE_NAME = 'Service';
