import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../src/adapters/http/HttpAuthGateway';
import { HttpBookingGateway } from '../../src/adapters/http/HttpBookingGateway';
import type { ApiClient } from '../../src/adapters/http/ApiClient';
import {
  customerGetsSessionToken,
  customerLogsOut,
  EXAMPLE_EXPIRES_AT,
  customerReadsBookingsInSession,
  customerReadsBookingsWithoutSession,
} from './interactions/sessionInteractions';
import { extensionProvider, newPact, PACT_DIR, runScenario } from './pactSetup';

/** The session extension's own pact: GharSevaWeb-HomeServicesApi-session.json. */
const pact = newPact(PACT_DIR, extensionProvider('session'));
const bookingGateway = (client: ApiClient) => new HttpBookingGateway(client);

describe('the session extension', () => {
  it('keeps the token that verify gives beside the welcome, and when the session ends', () =>
    runScenario(
      pact,
      customerGetsSessionToken,
      (client) => new HttpAuthGateway(client, true),
      async (auth, { mobile, code, name }) => {
        expect(await auth.verifyOtp(mobile, code)).toEqual({
          ok: true,
          value: {
            kind: 'registered',
            name,
            token: 'c2Vzc2lvbi0xMDEtZXhhbXBsZQ',
            expiresAt: new Date(EXAMPLE_EXPIRES_AT),
          },
        });
      },
    ));

  it('ends the session on the server at logout, with its token', () =>
    runScenario(
      pact,
      customerLogsOut,
      (client) => new HttpAuthGateway(client),
      async (auth) => {
        expect(await auth.logout()).toEqual({ ok: true, value: undefined });
      },
      { token: customerLogsOut.params.token },
    ));

  it('sends the token as a bearer header with a customer call', () =>
    runScenario(
      pact,
      customerReadsBookingsInSession,
      bookingGateway,
      async (bookings, { userId }) => {
        const listed = await bookings.listBookings(userId);

        expect(listed.ok && listed.value.map((row) => row.bookingId)).toEqual([5005, 5004]);
      },
      { token: customerReadsBookingsInSession.params.token },
    ));

  it('ends the session when a customer call is answered 401', async () => {
    let ended = 0;
    // A token the backend no longer knows. The pact's request has no Authorization header (a
    // header the pact does not name may be sent), so the provider is asked without a session.
    await runScenario(
      pact,
      customerReadsBookingsWithoutSession,
      bookingGateway,
      async (bookings, { userId }) => {
        expect(await bookings.listBookings(userId)).toEqual({
          ok: false,
          error: { kind: 'unauthorized' },
        });
      },
      { token: 'a-token-the-backend-ended', onEnded: () => (ended += 1) },
    );

    expect(ended).toBe(1);
  });
});
