import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../src/adapters/http/HttpAuthGateway';
import { HttpBookingGateway } from '../../src/adapters/http/HttpBookingGateway';
import { ApiClient } from '../../src/adapters/http/ApiClient';
import {
  customerGetsSessionToken,
  customerReadsBookingsInSession,
  customerReadsBookingsWithoutSession,
} from './interactions/sessionInteractions';
import { clientFor, extensionProvider, newPact, PACT_DIR, TEST_API_KEY } from './pactSetup';

/** The session extension's own pact: GharSevaWeb-HomeServicesApi-session.json. */
const pact = newPact(PACT_DIR, extensionProvider('session'));

describe('the session extension', () => {
  it('keeps the token that verify gives beside the welcome', () =>
    customerGetsSessionToken.addTo(pact).executeTest(async (server) => {
      const auth = new HttpAuthGateway(clientFor(server), true);
      const { mobile, code, name } = customerGetsSessionToken.params;

      expect(await auth.verifyOtp(mobile, code)).toEqual({
        ok: true,
        value: { kind: 'registered', name, token: 'c2Vzc2lvbi0xMDEtZXhhbXBsZQ' },
      });
    }));

  it('sends the token as a bearer header with a customer call', () =>
    customerReadsBookingsInSession.addTo(pact).executeTest(async (server) => {
      const { userId, token } = customerReadsBookingsInSession.params;
      const bookings = new HttpBookingGateway(clientFor(server, token));

      const listed = await bookings.listBookings(userId);

      expect(listed.ok && listed.value.map((row) => row.bookingId)).toEqual([5005, 5004]);
    }));

  it('ends the session when a customer call is answered 401', () =>
    customerReadsBookingsWithoutSession.addTo(pact).executeTest(async (server) => {
      let ended = 0;
      // A token the backend no longer knows. The pact's request has no Authorization header (a
      // header the pact does not name may be sent), so the provider is asked without a session.
      const client = new ApiClient({
        baseUrl: server.url,
        apiKey: TEST_API_KEY,
        timeoutMs: 5000,
        retries: 0,
        sessionToken: () => 'a-token-the-backend-ended',
        onSessionEnded: () => (ended += 1),
      });
      const bookings = new HttpBookingGateway(client);

      const listed = await bookings.listBookings(customerReadsBookingsWithoutSession.params.userId);

      expect(listed).toEqual({ ok: false, error: { kind: 'unauthorized' } });
      expect(ended).toBe(1);
    }));
});
