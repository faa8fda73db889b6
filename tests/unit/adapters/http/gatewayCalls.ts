import type { ApiClient } from '../../../../src/adapters/http/ApiClient';
import { HttpAuthGateway } from '../../../../src/adapters/http/HttpAuthGateway';
import { HttpBookingGateway } from '../../../../src/adapters/http/HttpBookingGateway';
import { HttpCatalogGateway } from '../../../../src/adapters/http/HttpCatalogGateway';
import { HttpProfileGateway } from '../../../../src/adapters/http/HttpProfileGateway';

/**
 * The twelve calls of SPEC §7 through their HTTP gateways, and what a gateway may give back, for
 * the property tests that feed them arbitrary and hostile answers (gatewaysNeverThrow.test.ts,
 * hostilePayloads.test.ts).
 */

export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export type CallName =
  | 'sendOtp'
  | 'verifyOtp'
  | 'listCategories'
  | 'listServices'
  | 'listOptions'
  | 'saveCart'
  | 'book'
  | 'listBookings'
  | 'getBookingDetail'
  | 'cancelWorkOrder'
  | 'load profile'
  | 'save profile';

export const gatewayCalls: ReadonlyArray<
  readonly [CallName, (client: ApiClient) => Promise<Outcome>]
> = [
  ['sendOtp', (client) => new HttpAuthGateway(client).sendOtp('9876543210')],
  ['verifyOtp', (client) => new HttpAuthGateway(client).verifyOtp('9876543210', '123456')],
  ['listCategories', (client) => new HttpCatalogGateway(client).listCategories()],
  ['listServices', (client) => new HttpCatalogGateway(client).listServices(6)],
  ['listOptions', (client) => new HttpCatalogGateway(client).listOptions(61)],
  [
    'saveCart',
    (client) =>
      new HttpBookingGateway(client).saveCart(101, [{ optionId: 1, quantity: 1, unitPrice: 100 }]),
  ],
  ['book', (client) => new HttpBookingGateway(client).book(101)],
  ['listBookings', (client) => new HttpBookingGateway(client).listBookings(101)],
  ['getBookingDetail', (client) => new HttpBookingGateway(client).getBookingDetail(5001)],
  ['cancelWorkOrder', (client) => new HttpBookingGateway(client).cancelWorkOrder(101, 9001)],
  ['load profile', (client) => new HttpProfileGateway(client).load(101)],
  [
    'save profile',
    (client) =>
      new HttpProfileGateway(client).save({
        userId: 101,
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'a@b.in',
        password: 'secret1',
        address: '12 Jubilee Hills',
        altContact: '',
      }),
  ],
];

/** The call named `name`. */
export function gatewayCall(name: CallName): (client: ApiClient) => Promise<Outcome> {
  const found = gatewayCalls.find(([candidate]) => candidate === name);
  if (!found) throw new Error(`no gateway call ${name}`);
  return found[1];
}

/** A GatewayFailure, exactly: one of the three kinds with its own fields and nothing else. */
export function isGatewayFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as Record<string, unknown>;
  switch (failure.kind) {
    case 'unavailable':
      return (
        failure.cause === undefined ||
        ['network', 'timeout', 'http'].includes(failure.cause as string)
      );
    case 'malformed':
      return failure.detail === undefined || typeof failure.detail === 'string';
    case 'rejected':
      return typeof failure.reason === 'string' && failure.reason.trim() !== '';
    default:
      return false;
  }
}

/**
 * What the core may see in a success: no 'n_a', only whole numbers (ids, quantities, paise) and
 * real dates.
 */
export function isCleanDomainValue(value: unknown): boolean {
  if (value === undefined || typeof value === 'boolean') return true;
  if (typeof value === 'string') return value !== 'n_a';
  if (typeof value === 'number') return Number.isSafeInteger(value);
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (Array.isArray(value)) return value.every(isCleanDomainValue);
  if (typeof value === 'object' && value !== null)
    return Object.values(value).every(isCleanDomainValue);
  return false;
}

/** A clean domain value on success, a GatewayFailure otherwise: what every call must give. */
export function isWellFormedOutcome(outcome: Outcome): boolean {
  return outcome.ok ? isCleanDomainValue(outcome.value) : isGatewayFailure(outcome.error);
}
