import type { ApiClient } from '../../../../src/adapters/http/ApiClient';
import { HttpAuthGateway } from '../../../../src/adapters/http/HttpAuthGateway';
import { HttpBookingGateway } from '../../../../src/adapters/http/HttpBookingGateway';
import { HttpCatalogGateway } from '../../../../src/adapters/http/HttpCatalogGateway';
import { HttpProfileGateway } from '../../../../src/adapters/http/HttpProfileGateway';
import type { ScriptedAnswer } from './ScriptedServer';
import { listAnswer } from './testClient';

/** A visit window the `slots` extension's calls send. */
const window = {
  start: new Date('2026-11-25T10:00:00+05:30'),
  end: new Date('2026-11-25T12:00:00+05:30'),
};

/**
 * The twelve calls of SPEC §7, and those of the `slots` and `visit` extensions, through their HTTP gateways: whether each is a read (retried) or a
 * write (sent once), an answer it accepts, and what a gateway may give back. For the tests that
 * hold every call to a rule: the retry policy (retryPolicy.test.ts) and arbitrary answers
 * (gatewaysNeverThrow.test.ts).
 */

export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface GatewayCall {
  readonly name: string;
  /** Reads are idempotent and retried; writes are sent exactly once. */
  readonly kind: 'read' | 'write';
  readonly call: (client: ApiClient) => Promise<Outcome>;
  /** An answer the call takes as success. */
  readonly accepted: ScriptedAnswer;
}

const newUserProfile = {
  Contact_Number: 9876543210,
  First_Name: 'n_a',
  Last_Name: 'n_a',
  Email: 'n_a',
  Address: 'n_a',
  AltContactNumber: '0',
};

export const gatewayCalls: readonly GatewayCall[] = [
  {
    name: 'login',
    kind: 'write',
    call: (client) => new HttpAuthGateway(client).sendOtp('9876543210'),
    accepted: { json: { status: true, data: '101' } },
  },
  {
    name: 'verify',
    kind: 'write',
    call: (client) => new HttpAuthGateway(client).verifyOtp('9876543210', '123456'),
    accepted: { json: { status: true, data: 'Asha' } },
  },
  {
    name: 'categories',
    kind: 'read',
    call: (client) => new HttpCatalogGateway(client).listCategories(),
    accepted: listAnswer([]),
  },
  {
    name: 'services',
    kind: 'read',
    call: (client) => new HttpCatalogGateway(client).listServices(6),
    accepted: listAnswer([]),
  },
  {
    name: 'options',
    kind: 'read',
    call: (client) => new HttpCatalogGateway(client).listOptions(61),
    accepted: listAnswer([]),
  },
  {
    name: 'save-cart',
    kind: 'write',
    call: (client) =>
      new HttpBookingGateway(client).saveCart(101, [
        { optionId: 611, quantity: 1, unitPrice: 24900 },
      ]),
    accepted: { json: { message: 'Cart saved' } },
  },
  {
    name: 'book-service',
    kind: 'write',
    call: (client) => new HttpBookingGateway(client).book(101),
    accepted: { json: { result: { data: 5001 } } },
  },
  {
    name: 'bookings',
    kind: 'read',
    call: (client) => new HttpBookingGateway(client).listBookings(101),
    accepted: listAnswer([], true),
  },
  {
    name: 'booking detail',
    kind: 'read',
    call: (client) => new HttpBookingGateway(client).getBookingDetail(5001),
    accepted: listAnswer([]),
  },
  {
    name: 'status change',
    kind: 'write',
    call: (client) => new HttpBookingGateway(client).cancelWorkOrder(101, 9001),
    accepted: { json: { status: true, data: 'Status changed' } },
  },
  {
    name: 'user details',
    kind: 'read',
    call: (client) => new HttpProfileGateway(client).load(101),
    accepted: listAnswer([newUserProfile], true),
  },
  {
    name: 'sign-up',
    kind: 'write',
    call: (client) =>
      new HttpProfileGateway(client).save({
        userId: 101,
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.in',
        password: 'secret1',
        address: '12 Jubilee Hills, Hyderabad',
        altContact: '',
      }),
    accepted: { json: { status: true } },
  },
  {
    name: 'visit slots',
    kind: 'read',
    call: (client) => new HttpBookingGateway(client).visitSlots(101),
    accepted: listAnswer([], true),
  },
  {
    name: 'book-service in a window',
    kind: 'write',
    call: (client) => new HttpBookingGateway(client).book(101, window),
    accepted: { json: { result: { data: 5001 } } },
  },
  {
    name: 'change visit time',
    kind: 'write',
    call: (client) => new HttpBookingGateway(client).changeVisitTime(101, 9001, window),
    accepted: { json: { status: true, data: 'Visit time changed' } },
  },
  {
    name: 'booking detail with visits',
    kind: 'read',
    call: (client) => new HttpBookingGateway(client, true).getBookingDetail(5001),
    accepted: listAnswer([]),
  },
];

/** A GatewayFailure (or a full window), exactly: one of its kinds with its own fields. */
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
    case 'unauthorized':
      return Object.keys(failure).length === 1;
    // A visit window whose last place was taken (the slots extension), with the server's words.
    case 'window-full':
      return typeof failure.reason === 'string';
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
