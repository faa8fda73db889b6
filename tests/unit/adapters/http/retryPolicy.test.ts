import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/adapters/http/ApiClient';
import { HttpAuthGateway } from '../../../../src/adapters/http/HttpAuthGateway';
import { HttpBookingGateway } from '../../../../src/adapters/http/HttpBookingGateway';
import { HttpCatalogGateway } from '../../../../src/adapters/http/HttpCatalogGateway';
import { HttpProfileGateway } from '../../../../src/adapters/http/HttpProfileGateway';
import { ScriptedServer, type ScriptedAnswer } from './ScriptedServer';
import { clientOn, listAnswer } from './testClient';

type Call = (client: ApiClient) => Promise<{ ok: boolean }>;

// Every write of the app: each may send an SMS, create an account, book or cancel.
const writes: ReadonlyArray<readonly [string, Call]> = [
  ['login', (client) => new HttpAuthGateway(client).sendOtp('9876543210')],
  ['verify', (client) => new HttpAuthGateway(client).verifyOtp('9876543210', '123456')],
  [
    'sign-up',
    (client) =>
      new HttpProfileGateway(client).save({
        userId: 101,
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.in',
        password: 'secret1',
        address: '12 Jubilee Hills, Hyderabad',
        altContact: '',
      }),
  ],
  [
    'save-cart',
    (client) =>
      new HttpBookingGateway(client).saveCart(101, [
        { optionId: 611, quantity: 1, unitPrice: 24900 },
      ]),
  ],
  ['book-service', (client) => new HttpBookingGateway(client).book(101)],
  ['status change', (client) => new HttpBookingGateway(client).cancelWorkOrder(101, 9001)],
];

// Every read of the app, with an answer it accepts.
const reads: ReadonlyArray<readonly [string, Call, ScriptedAnswer]> = [
  ['categories', (client) => new HttpCatalogGateway(client).listCategories(), listAnswer([])],
  ['services', (client) => new HttpCatalogGateway(client).listServices(6), listAnswer([])],
  ['options', (client) => new HttpCatalogGateway(client).listOptions(61), listAnswer([])],
  ['bookings', (client) => new HttpBookingGateway(client).listBookings(101), listAnswer([], true)],
  [
    'booking detail',
    (client) => new HttpBookingGateway(client).getBookingDetail(5001),
    listAnswer([]),
  ],
  [
    'user details',
    (client) => new HttpProfileGateway(client).load(101),
    listAnswer(
      [
        {
          Contact_Number: 9876543210,
          First_Name: 'n_a',
          Last_Name: 'n_a',
          Email: 'n_a',
          Address: 'n_a',
          AltContactNumber: '0',
        },
      ],
      true,
    ),
  ],
];

describe('the retry policy of the HTTP gateways', () => {
  it.each(writes)('%s is sent exactly once when the connection drops', async (_name, call) => {
    const server = ScriptedServer.answering('drop-connection', {
      json: { status: true, data: '1' },
    });
    const result = await call(clientOn(server));
    expect(result).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'network' } });
    expect(server.requests).toHaveLength(1);
  });

  it.each(writes)('%s is sent exactly once when the server answers 503', async (_name, call) => {
    const server = ScriptedServer.answering(
      { status: 503, text: '' },
      { json: { status: true, data: '1' } },
    );
    expect((await call(clientOn(server))).ok).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it.each(writes)(
    '%s is sent exactly once when the server hangs, and ends as a timeout',
    async (_name, call) => {
      const server = ScriptedServer.always('hang');
      const result = await call(clientOn(server, { timeoutMs: 20 }));
      expect(result).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'timeout' } });
      expect(server.requests).toHaveLength(1);
    },
  );

  it.each(reads)('%s survives two 503s and then succeeds', async (_name, call, answer) => {
    const server = ScriptedServer.answering(
      { status: 503, text: '' },
      { status: 503, text: '' },
      answer,
    );
    expect((await call(clientOn(server))).ok).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it.each(reads)(
    '%s survives two dropped connections and then succeeds',
    async (_name, call, answer) => {
      const server = ScriptedServer.answering('drop-connection', 'drop-connection', answer);
      expect((await call(clientOn(server))).ok).toBe(true);
      expect(server.requests).toHaveLength(3);
    },
  );
});
