import { expectSecurityHeaders, fullJourney } from '../support/fullJourney';
import { expect, test } from '../support/pageHealth';
import { providerOrigin, resetProvider } from './support/provider';

/**
 * The production security headers in HTTP mode: connect-src allows our origin and the API's
 * (the reference provider), and the whole app, talking to it, runs without a CSP violation.
 */

test.beforeEach(async ({ request }) => {
  await resetProvider(request);
});

test('every response carries the CSP with the API origin in connect-src and img-src, HSTS, COOP, nosniff and the referrer policy', async ({
  page,
}) => {
  const document = await page.goto('/');
  expectSecurityHeaders(document!.headers(), [providerOrigin()]);
});

test('a full journey over HTTP, every screen and dialog, causes no CSP violation', async ({
  page,
  health,
}) => {
  test.slow();
  // This build is for a backend of SPEC §7 alone: no visit time before Pay Now.
  await fullJourney(page, { visitTimes: false, payments: false });

  expect(health.cspViolations).toEqual([]);
});
