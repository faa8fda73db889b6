import { createHash } from 'node:crypto';
import { expectSecurityHeaders, fullJourney } from './support/fullJourney';
import { expect, test } from './support/pageHealth';

/**
 * The production security headers (scripts/vite/securityHeaders.ts, served by `vite preview`
 * from the build's `_headers` file) in demo mode: every page carries them, the policy is
 * enforced, and the whole app runs under it without a single violation.
 */

test('every response carries the CSP, HSTS, COOP, nosniff and the referrer policy; in demo mode connect-src and img-src are our origin only', async ({
  page,
}) => {
  const document = await page.goto('/');
  expectSecurityHeaders(document!.headers(), []);
  // The policy's hashes are the inline scripts' of the pages: the home page's one, and the cart's two.
  const inline = async (path: string) => {
    await page.goto(path);
    return page
      .locator('script:not([src])')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  };
  const scripts = [...(await inline('/cart')), ...(await inline('/'))];
  expect(scripts).toHaveLength(3);
  for (const script of scripts) {
    const hash = createHash('sha256').update(script).digest('base64');
    expect(document!.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
  }
  const script = await page.request.get(
    (await page.locator('script[type="module"]').first().getAttribute('src'))!,
  );
  expect(script.headers()['x-content-type-options']).toBe('nosniff');
});

test('a full journey in demo mode, every screen and dialog, causes no CSP violation', async ({
  page,
  health,
}) => {
  test.slow();
  await fullJourney(page);

  expect(health.cspViolations).toEqual([]);
});

test('the policy is enforced: an inline script injected into the page is refused and reported', async ({
  page,
  health,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = 1';
    document.body.append(script);
  });

  await expect.poll(() => health.cspViolations.length).toBeGreaterThan(0);
  expect(health.cspViolations[0]).toMatch(/^script-src(-elem)? blocked inline/);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  // Expected here: the fixture checks every other test for violations.
  health.cspViolations.length = 0;
});
