import { describe, expect, it } from 'vitest';
import { closingReport, type Verdicts } from '../../../scripts/pact-kit/closingReport';
import type { PactInteraction } from '../../../scripts/pact-kit/runAppChecks';

const interactions: readonly PactInteraction[] = [
  {
    description: 'a request for all categories',
    request: { method: 'POST', path: '/Services/allCategory' },
  },
  {
    description: "a request for a customer's bookings",
    request: { method: 'GET', path: '/Services/BookingsByUserId/101' },
  },
];

const allPass: Verdicts = { pact: new Map(), app: new Map(), cors: undefined, apiKey: [] };

describe("closingReport, the kit's last lines", () => {
  it('is the count alone when everything passes', () => {
    expect(closingReport(interactions, allPass)).toEqual({
      lines: ['2/2 interactions passed'],
      passed: true,
    });
  });

  it("names each failed interaction with its call, the app's reason before Pact's", () => {
    const { lines, passed } = closingReport(interactions, {
      ...allPass,
      pact: new Map([
        ['a request for all categories', '$.data: Expected …'],
        ["a request for a customer's bookings", 'answered HTTP 500'],
      ]),
      app: new Map([['a request for all categories', 'data: expected text, got a JSON array']]),
    });
    expect(lines).toEqual([
      '✘ a request for all categories (POST /Services/allCategory): data: expected text, got a JSON array',
      "✘ a request for a customer's bookings (GET /Services/BookingsByUserId/101): answered HTTP 500",
      '0/2 interactions passed, 2 failed',
    ]);
    expect(passed).toBe(false);
  });

  it('adds a line for each call whose key was not refused, and says so in the count', () => {
    const { lines, passed } = closingReport(interactions, {
      ...allPass,
      apiKey: ['POST /api/Services/allCategory without x-api-key answered 200: …'],
    });
    expect(lines).toEqual([
      '✘ API key: POST /api/Services/allCategory without x-api-key answered 200: …',
      '2/2 interactions passed; the API-key check failed',
    ]);
    expect(passed).toBe(false);
  });

  it('says in the count which checks beside the interactions failed', () => {
    const { lines } = closingReport(interactions, {
      ...allPass,
      app: new Map([['a request for all categories', 'answered HTTP 404']]),
      cors: 'OPTIONS /api/Services/allCategory answered 404, expected 2xx',
      apiKey: ['POST /api/Services/allCategory with a wrong x-api-key answered 401: …'],
    });
    expect(lines.slice(-3)).toEqual([
      '✘ CORS preflight: OPTIONS /api/Services/allCategory answered 404, expected 2xx',
      '✘ API key: POST /api/Services/allCategory with a wrong x-api-key answered 401: …',
      '1/2 interactions passed, 1 failed; the CORS preflight and the API-key check failed',
    ]);
  });
});
