import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../../src/adapters/http/HttpAuthGateway';
import { HttpBookingGateway } from '../../../../src/adapters/http/HttpBookingGateway';
import { HttpCatalogGateway } from '../../../../src/adapters/http/HttpCatalogGateway';
import { HttpProfileGateway } from '../../../../src/adapters/http/HttpProfileGateway';
import type { ApiClient } from '../../../../src/adapters/http/ApiClient';
import { rejected } from '../../../../src/core/shared/GatewayFailure';
import type { Outcome } from './gatewayCalls';
import { ScriptedServer } from './ScriptedServer';
import { clientOn } from './testClient';

/**
 * What each HTTP gateway decides that the contract leaves open, and so only the gateway can
 * show: which answers without rows it reads as an empty list, and what it refuses before
 * anything is sent. (The requests and answers the contract pins are the pact tests'; how a list
 * and its rows are decoded is rowDecoding.test.ts'.)
 */

type Call = (client: ApiClient) => Promise<Outcome>;

const listCategories: Call = (client) => new HttpCatalogGateway(client).listCategories();
const listServices: Call = (client) => new HttpCatalogGateway(client).listServices(6);
const listOptions: Call = (client) => new HttpCatalogGateway(client).listOptions(61);
const listBookings: Call = (client) => new HttpBookingGateway(client).listBookings(101);
const bookingDetail: Call = (client) => new HttpBookingGateway(client).getBookingDetail(5001);
const loadProfile: Call = (client) => new HttpProfileGateway(client).load(101);

const noRows = { ok: true, value: [] };
const malformed = { ok: false, error: { kind: 'malformed' } };

async function answer(call: Call, body: unknown): Promise<Outcome> {
  return call(clientOn(ScriptedServer.always({ json: body })));
}

describe('an answer without rows', () => {
  it.each([
    ['categories', listCategories],
    ['services', listServices],
    ['options', listOptions],
  ])(
    'of the %s is an empty list only as data "[]"; empty text is malformed, and status false a refusal',
    async (_list, call) => {
      expect(await answer(call, { data: '[]' })).toEqual(noRows);
      expect(await answer(call, { data: '' })).toMatchObject(malformed);
      expect(await answer(call, { data: 'n_a' })).toMatchObject(malformed);
      expect(await answer(call, { status: false, data: 'Service temporarily disabled' })).toEqual({
        ok: false,
        error: rejected('Service temporarily disabled'),
      });
    },
  );

  it.each([
    ['data "[]"', { status: true, data: '[]' }],
    ['data ""', { status: true, data: '' }],
    ['data "n_a"', { status: true, data: 'n_a' }],
    ['status false', { status: false, data: 'No bookings found' }],
    ['status false without data', { status: false }],
  ])('of the bookings, %s, is no bookings (SPEC §8: the empty state)', async (_case, body) => {
    expect(await answer(listBookings, body)).toEqual(noRows);
  });

  it.each(['[]', '', 'n_a'])(
    'of a booking, data %j, is a booking without work orders',
    async (data) => {
      expect(await answer(bookingDetail, { data })).toEqual(noRows);
    },
  );

  it("of a booking, status false with a reason, is the server's refusal", async () => {
    expect(await answer(bookingDetail, { status: false, data: 'Booking not found' })).toEqual({
      ok: false,
      error: rejected('Booking not found'),
    });
  });

  it('of the profile, an empty list, is malformed: the profile is missing', async () => {
    expect(await answer(loadProfile, { status: true, data: '[]' })).toMatchObject(malformed);
  });
});

describe('what the wire cannot carry is refused before anything is sent', () => {
  it.each([
    [
      'a mobile number that is not ten digits',
      (client: ApiClient) => new HttpAuthGateway(client).sendOtp('98765'),
    ],
    [
      'a code that is not six digits',
      (client: ApiClient) => new HttpAuthGateway(client).verifyOtp('9876543210', '12a456'),
    ],
    [
      'an alternate contact that is not digits',
      (client: ApiClient) =>
        new HttpProfileGateway(client).save({
          userId: 101,
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'asha@example.in',
          password: 'secret1',
          address: '12 Jubilee Hills, Hyderabad',
          altContact: '91234-56780',
        }),
    ],
  ])('%s', async (_case, call: Call) => {
    const server = ScriptedServer.always({ json: { status: true, data: '101' } });

    const result = await call(clientOn(server));

    expect(result).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    expect(server.requests).toEqual([]);
  });
});
