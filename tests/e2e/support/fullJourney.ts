import { expect, type Page } from '@playwright/test';
import { fillAddress } from './addressFields';
import { bookOption, expectCartBadge, openCategory, openService } from './app';
import { completeLogin, openAccountPage } from './login';
import { expectToast } from './pageHealth';
import { chooseVisitTime } from './visits';
import { PAY_NOW, payInDemoSheet } from './payments';

/**
 * Every screen and dialog of the app, in the order a customer meets them: browse, book two
 * options, log in at checkout, pay, see the booking and cancel one order, edit the profile, read
 * the static pages, log out. The security specs run it under the production CSP, in demo and in
 * HTTP mode, and expect no violation on the way. `visitTimes`: the app chooses a visit time
 * before Pay Now (the slots extension; the demo has it, the HTTP build of SPEC §7 does not);
 * `payments`: Pay now pays online in the demo's sheet (the payments extension; likewise).
 */
export async function fullJourney(
  page: Page,
  {
    visitTimes = true,
    payments = true,
  }: { readonly visitTimes?: boolean; readonly payments?: boolean } = {},
): Promise<void> {
  await page.goto('/');
  await openCategory(page, 'Air Conditioning & Heating');
  const dialog = await openService(page, 'Split AC');
  await bookOption(dialog, 'Foam-jet service');
  await bookOption(dialog, 'Gas refill');
  const foamJet = dialog.getByRole('listitem').filter({ hasText: 'Foam-jet service' });
  await foamJet.getByRole('button', { name: 'View Details' }).click();
  await dialog.getByRole('button', { name: 'Proceed to Checkout (2)' }).click();
  await expect(page).toHaveURL('/cart');
  await expectCartBadge(page, 2);

  await page
    .getByRole('complementary', { name: 'Order summary' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  await completeLogin(page);
  await expectToast(page, 'Welcome, Priya', 'success');
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  if (visitTimes) await chooseVisitTime(confirm);
  if (payments) {
    await confirm.getByRole('button', { name: PAY_NOW }).click();
    await payInDemoSheet(page);
  } else await confirm.getByRole('button', { name: /^Pay Now/ }).click();
  await expectToast(page, /^Your BookingId is \d+$/, 'success');
  await expect(page).toHaveURL('/my-bookings');

  await page.getByRole('link', { name: 'View Details' }).first().click();
  const order = page.getByRole('article', { name: 'Gas refill', exact: true });
  await order.getByRole('button', { name: 'Cancel Order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();
  await expectToast(page, 'Booking cancelled successfully', 'success');

  await openAccountPage(page, 'My Profile');
  await fillAddress(page, {
    house: 'Plot 7',
    street: 'Road No. 2, Banjara Hills',
    landmark: '',
    pincode: '500034',
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Account updated successfully!', 'success');

  for (const path of ['/about', '/feature', '/team', '/testimonial', '/contact', '/quote']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  await openAccountPage(page, 'Logout');
  await expectToast(page, 'Logged Out successfully!', 'success');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Plumbing' })).toBeVisible();
}

/** The production headers of SPEC-less DESIGN: CSP, nosniff, referrer policy, no framing. */
export function expectSecurityHeaders(
  headers: Record<string, string>,
  connectSrc: readonly string[],
): void {
  const csp = headers['content-security-policy'] ?? '';
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
  // Our origin, and by their hashes the inline scripts: the first paint in the visitor's language,
  // then the app; the cart page's drawn from the stored cart.
  expect(directives['script-src']).toEqual([
    "'self'",
    expect.stringMatching(/^'sha256-[\w+/]+=*'$/),
    expect.stringMatching(/^'sha256-[\w+/]+=*'$/),
  ]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['base-uri']).toEqual(["'none'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['connect-src']).toEqual(["'self'", ...connectSrc]);
  // Images from this site, data: URIs and the API's origin (the default image origins) only.
  expect(directives['img-src']).toEqual(["'self'", 'data:', ...connectSrc]);
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}
