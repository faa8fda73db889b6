import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/adapters/http/ApiClient';
import { HttpAuthGateway } from '../../../../src/adapters/http/HttpAuthGateway';
import { HttpBookingGateway } from '../../../../src/adapters/http/HttpBookingGateway';
import { HttpCatalogGateway } from '../../../../src/adapters/http/HttpCatalogGateway';
import { HttpProfileGateway } from '../../../../src/adapters/http/HttpProfileGateway';
import { ScriptedServer, type ScriptedAnswer } from './ScriptedServer';
import { clientOn } from './testClient';

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const methods: ReadonlyArray<readonly [string, (client: ApiClient) => Promise<Outcome>]> = [
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

/** A GatewayFailure, exactly: one of the three kinds with its own fields and nothing else. */
function isGatewayFailure(error: unknown): boolean {
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
function isCleanDomainValue(value: unknown): boolean {
  if (value === undefined || typeof value === 'boolean') return true;
  if (typeof value === 'string') return value !== 'n_a';
  if (typeof value === 'number') return Number.isSafeInteger(value);
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (Array.isArray(value)) return value.every(isCleanDomainValue);
  if (typeof value === 'object' && value !== null)
    return Object.values(value).every(isCleanDomainValue);
  return false;
}

// Bodies a backend might really send: anything JSON, an envelope with any text in data, an
// envelope whose data is JSON text of anything, rows of loosely right shape, and non-JSON text.
const rowish = fc.dictionary(
  fc.constantFrom(
    'CategoryId',
    'Category_Name',
    'has_Services',
    'ServiceId',
    'Service_Name',
    'Category_Name',
    'has_Service_Options',
    'Service_Option_Id',
    'Service_Option_Name',
    'Service_Option_Price',
    'BookingID',
    'BookingCode',
    'CreatedDate',
    'ReferenceCode',
    'WorkOrderID',
    'Service_Option_Name',
    'Quantity',
    'UnitPrice',
    'TotalPrice',
    'WorkOrderStatusId',
    'Contact_Number',
    'First_Name',
    'Last_Name',
    'Email',
    'Address',
    'AltContactNumber',
    'data',
    'result',
    'status',
    'message',
  ),
  fc.oneof(fc.jsonValue(), fc.constantFrom('n_a', '0', '2026-05-12T10:30:00', 'true', '1')),
);
const answers: fc.Arbitrary<ScriptedAnswer> = fc.oneof(
  fc.jsonValue().map((json) => ({ json })),
  fc
    .record({ status: fc.option(fc.boolean(), { nil: undefined }), data: fc.string() })
    .map((json) => ({ json })),
  fc
    .record({
      status: fc.option(fc.boolean(), { nil: undefined }),
      data: fc.jsonValue().map((value) => JSON.stringify(value)),
    })
    .map((json) => ({ json })),
  fc.array(rowish).map((rows) => ({
    json: { status: true, data: JSON.stringify(rows), result: { data: rows[0]?.data } },
  })),
  fc.string().map((text) => ({ text })),
  fc.record({ status: fc.integer({ min: 200, max: 599 }), text: fc.string() }),
);

describe('the HTTP gateways on arbitrary answers', () => {
  it.each(methods)(
    '%s always resolves to a clean domain value or a GatewayFailure, never throws',
    async (_name, call) => {
      await fc.assert(
        fc.asyncProperty(answers, async (answer) => {
          const outcome = await call(clientOn(ScriptedServer.always(answer), { retries: 0 }));
          expect(
            outcome.ok ? isCleanDomainValue(outcome.value) : isGatewayFailure(outcome.error),
          ).toBe(true);
        }),
        { numRuns: 300 },
      );
    },
  );
});
