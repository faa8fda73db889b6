import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '../../src/app/routes';
import { ASHAS_ADDRESS, fillAddress } from './support/addressFields';
import { cartLink, openCart, openService, optionCard, toast } from './support/app';
import { NEW_CUSTOMER, PRIYA_MOBILE, PRIYA_USER_ID } from './support/demo';
import { FOAM_JET, GAS_REFILL, seedDevice } from './support/device';
import { loginDialog, submitCode } from './support/login';
import { expect, test } from './support/pageHealth';
import { chooseVisitTime, confirmDialogReady } from './support/visits';
import { demoSheet, payInDemoSheet } from './support/payments';

/**
 * The customer's experience on a phone (DESIGN.md "The customer's experience"): the catalogue in
 * the first screen, where and what next, a short first booking, the cart in reach, notifications
 * and dialogs that behave, nothing that reads as unfinished.
 */

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 860 };

/** Counts the customer's taps (typing aside), as the booking journeys below make them. */
function tapCounter(page: Page) {
  let taps = 0;
  return {
    async tap(target: Locator): Promise<void> {
      taps += 1;
      await target.click();
    },
    get taps() {
      return taps;
    },
    page,
  };
}

/**
 * The first steps of both booking journeys, tapped as a customer would: home, the AC category,
 * Split AC, Book Now on the foam-jet service, Proceed to Checkout in the dialog and in the cart,
 * then the login dialog with `mobile` and the demo's code.
 */
async function bookFoamJetAndLogIn(
  page: Page,
  customer: ReturnType<typeof tapCounter>,
  mobile: string,
): Promise<void> {
  await page.goto('/');
  await customer.tap(
    page.getByRole('main').getByRole('link', { name: 'Air Conditioning & Heating' }),
  );
  await customer.tap(page.getByRole('main').getByRole('button', { name: 'Split AC', exact: true }));
  const dialog = page.getByRole('dialog', { name: 'Split AC' });
  await customer.tap(
    optionCard(dialog, 'Foam-jet service').getByRole('button', { name: 'Book Now' }),
  );
  await customer.tap(dialog.getByRole('button', { name: 'Proceed to Checkout (1)' }));
  await customer.tap(
    page
      .getByRole('complementary', { name: 'Order summary' })
      .getByRole('button', { name: 'Proceed to Checkout' }),
  );
  await loginDialog(page).getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await customer.tap(loginDialog(page).getByRole('button', { name: 'Continue' }));
  await submitCode(page);
}

/** The first window free on the day the confirm dialog's strip shows (the slots extension). */
function firstFreeWindow(confirm: Locator): Locator {
  return confirm
    .getByRole('group', { name: /^Times on / })
    .getByRole('radio', { disabled: false })
    .first();
}

/** Whether `box` lies whole inside the first screen of the viewport. */
function inFirstScreen(box: { y: number; height: number } | null, height: number): boolean {
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test.describe('on a 360 × 780 phone', () => {
  test.use({ viewport: PHONE });

  test('the home page shows at least six categories, all of them here, in its first screen', async ({
    page,
  }) => {
    await page.goto('/');
    const tiles = page.locator('#categories ul[aria-busy="false"] > li');
    await expect(tiles).toHaveCount(7);

    const boxes = await tiles.evaluateAll((items) =>
      items.map((item) => {
        const { y, height } = item.getBoundingClientRect();
        return { y, height };
      }),
    );
    const visible = boxes.filter((box) => inFirstScreen(box, PHONE.height));
    expect(visible.length).toBeGreaterThanOrEqual(6);
    expect(visible).toHaveLength(7);
  });

  test('a category with nothing to book says "Coming soon", and still explains itself when pressed', async ({
    page,
  }) => {
    await page.goto('/');
    const pestControl = page.locator('#categories li').filter({ hasText: 'Pest Control' });
    await expect(pestControl.getByText('Coming soon', { exact: true })).toBeVisible();

    await pestControl.getByRole('button', { name: 'Pest Control' }).click();

    await expect(toast(page, 'Currently no services are available.')).toBeVisible();
  });

  test('below the categories, the home page says how booking works in three steps', async ({
    page,
  }) => {
    await page.goto('/');
    const steps = page.getByRole('region', { name: 'How booking works' }).getByRole('listitem');

    await expect(steps).toHaveText([
      /^Choose the job/,
      /^Confirm with an OTP/,
      /^We agree a time, then come/,
    ]);
  });

  test('the cart total stays in view while browsing, one tap from the cart', async ({ page }) => {
    await seedDevice(page, { cart: [{ ...FOAM_JET, quantity: 2 }] });
    await page.goto('/service/MQ==');
    const bar = page.getByRole('link', { name: /^2 items · ₹1,413\.64/ });

    await expect(bar).toBeVisible();
    await page.mouse.wheel(0, 2000);
    expect(inFirstScreen(await bar.boundingBox(), PHONE.height)).toBe(true);
    await bar.click();
    await expect(page).toHaveURL('/cart');
  });

  test('the cart bar stays off a page of forms, over which it would sit', async ({ page }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
    await page.goto('/signup');
    await expect(page.getByRole('textbox', { name: /First name/ })).toBeVisible();

    await expect(page.getByRole('link', { name: /^1 item · / })).toHaveCount(0);
  });

  test('the cart bar steps aside while a field has the focus, when the keyboard is up', async ({
    page,
  }) => {
    await seedDevice(page, { cart: [FOAM_JET] });
    await page.goto('/service/MQ==');
    const bar = page.getByRole('link', { name: /^1 item · / });
    await expect(bar).toBeVisible();

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();

    await expect(bar).toBeHidden();
  });

  test('on the cart page the total and Proceed to Checkout stay in view', async ({ page }) => {
    await seedDevice(page, { cart: [FOAM_JET, GAS_REFILL] });
    await openCart(page);
    const proceed = page
      .getByRole('complementary', { name: 'Order summary' })
      .getByRole('button', { name: 'Proceed to Checkout' });
    await expect(proceed).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    expect(inFirstScreen(await proceed.boundingBox(), PHONE.height)).toBe(true);
    await expect(page.getByText('₹3,655.64').first()).toBeInViewport();
  });

  test('Back closes the options dialog and stays on the services page', async ({ page }) => {
    await page.goto('/service/MQ==');
    const dialog = await openService(page, 'Split AC');

    await page.goBack();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/service/MQ==');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Air Conditioning & Heating' }),
    ).toBeVisible();
  });

  // One tap of each is the visit's window (the demo has the slots extension): the strip opens on
  // the first day with a window free.
  test('a first-time customer books one AC service in at most 13 taps, straight from Create Account to the confirm dialog', async ({
    page,
  }) => {
    const customer = tapCounter(page);
    await bookFoamJetAndLogIn(page, customer, NEW_CUSTOMER);

    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(
      page.getByText('One last step: tell us who you are and where our technician should come.', {
        exact: false,
      }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Asha');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Rao');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('asha@example.in');
    await fillAddress(page);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm password').fill('secret1');
    await customer.tap(page.getByRole('button', { name: 'Create Account' }));

    const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(
      `${ASHAS_ADDRESS.house}, ${ASHAS_ADDRESS.street}, ${ASHAS_ADDRESS.landmark}, Hyderabad ${ASHAS_ADDRESS.pincode}`,
    );
    await customer.tap(firstFreeWindow(confirm));
    await customer.tap(confirm.getByRole('button', { name: 'Pay Now (₹706.82)' }));
    // Paying online is one tap more, in the payment sheet (the demo's has the payments extension).
    await customer.tap(demoSheet(page).getByRole('button', { name: 'Pay ₹706.82' }));
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

    expect(customer.taps).toBeLessThanOrEqual(14);
  });

  test('a returning customer books one AC service in at most 8 taps', async ({ page }) => {
    const customer = tapCounter(page);
    await bookFoamJetAndLogIn(page, customer, PRIYA_MOBILE);
    const confirm = await confirmDialogReady(page);
    await customer.tap(firstFreeWindow(confirm));
    await customer.tap(confirm.getByRole('button', { name: 'Pay Now (₹706.82)' }));
    await customer.tap(demoSheet(page).getByRole('button', { name: 'Pay ₹706.82' }));
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

    expect(customer.taps).toBeLessThanOrEqual(9);
  });
});

test.describe('where, who and what next', () => {
  test("the confirm dialog shows where the visit is and whom we call, from the customer's profile", async ({
    page,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
    await openCart(page);
    await page
      .getByRole('complementary', { name: 'Order summary' })
      .getByRole('button', { name: 'Proceed to Checkout' })
      .click();

    const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
    await expect(
      confirm.getByText(
        'Flat 302, Lotus Residency, Road No. 12, Banjara Hills, near KBR Park, Hyderabad 500034',
      ),
    ).toBeVisible();
    await expect(confirm.getByText('Telangana', { exact: true })).toBeVisible();
    await expect(confirm.getByText('Priya Sharma, +91 9876543210')).toBeVisible();
  });

  test('Change leads to the profile and, once saved, back to the confirm dialog', async ({
    page,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
    await openCart(page);
    await page
      .getByRole('complementary', { name: 'Order summary' })
      .getByRole('button', { name: 'Proceed to Checkout' })
      .click();
    await page
      .getByRole('dialog', { name: 'Confirm Booking' })
      .getByRole('button', { name: 'Change the address or contact details in your profile' })
      .click();

    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    await fillAddress(page, {
      house: 'Flat 12, Sai Residency',
      street: 'Kondapur',
      landmark: '',
      pincode: '500084',
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
    await expect(
      confirm.getByText('Flat 12, Sai Residency, Kondapur, Hyderabad 500084'),
    ).toBeVisible();
  });

  test('Back to my booking on the profile returns to the confirm dialog without saving, the cart intact', async ({
    page,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET, GAS_REFILL] });
    await openCart(page);
    await page
      .getByRole('complementary', { name: 'Order summary' })
      .getByRole('button', { name: 'Proceed to Checkout' })
      .click();
    await page
      .getByRole('dialog', { name: 'Confirm Booking' })
      .getByRole('button', { name: 'Change the address or contact details in your profile' })
      .click();
    await expect(
      page.getByText(
        'Your profile holds the address we come to, for this visit and the next ones.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Back to my booking' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
    await expect(confirm.getByRole('button', { name: 'Pay Now (₹3,655.64)' })).toBeVisible();
    await expect(confirm).toContainText('Foam-jet service');
    await expect(confirm).toContainText('Gas refill');
  });

  test('My Bookings greets the booking just made with its amount, its visit and what happens next', async ({
    page,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET, GAS_REFILL] });
    await openCart(page);
    await page
      .getByRole('complementary', { name: 'Order summary' })
      .getByRole('button', { name: 'Proceed to Checkout' })
      .click();
    const visit = await chooseVisitTime(await confirmDialogReady(page));
    await page.getByRole('button', { name: 'Pay Now (₹3,655.64)' }).click();
    await payInDemoSheet(page);

    const greeting = page.getByRole('region', { name: 'Booking confirmed' });
    await expect(greeting).toBeVisible();
    await expect(greeting).toContainText('1 × Foam-jet service');
    await expect(greeting).toContainText('1 × Gas refill');
    await expect(greeting).toContainText('Amount with GST ₹3,655.64');
    await expect(greeting).toContainText(`Visit: ${visit}`);
    await expect(greeting).toContainText('We assign a technician before your visit');
    await greeting.getByRole('button', { name: 'Got it' }).click();
    await expect(greeting).toBeHidden();
  });
});

test.describe('undo', () => {
  test('Clear Cart can be undone, from the notification', async ({ page }) => {
    await seedDevice(page, { cart: [FOAM_JET, GAS_REFILL] });
    await openCart(page);
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

    await toast(page, 'Your cart was cleared.').getByRole('button', { name: 'Undo' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Foam-jet service' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gas refill' })).toBeVisible();
  });

  test('Clear Cart can be undone on the emptied cart too', async ({ page }) => {
    await seedDevice(page, { cart: [FOAM_JET] });
    await openCart(page);
    await page.getByRole('button', { name: 'Clear Cart' }).click();

    await page.getByRole('button', { name: 'Put the items back' }).click();

    await expect(page.getByRole('heading', { name: 'Foam-jet service' })).toBeVisible();
  });

  test('a removed line can be undone', async ({ page }) => {
    await seedDevice(page, { cart: [FOAM_JET, GAS_REFILL] });
    await openCart(page);
    await page
      .locator('.cart-line')
      .filter({ hasText: 'Gas refill' })
      .getByRole('button', { name: 'Remove Gas refill from the cart' })
      .last()
      .click();
    await expect(page.getByRole('heading', { name: 'Gas refill' })).toHaveCount(0);

    await toast(page, 'Gas refill removed from your cart.')
      .getByRole('button', { name: 'Undo' })
      .click();

    await expect(page.getByRole('heading', { name: 'Gas refill' })).toBeVisible();
  });
});

test.describe('notifications', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`never cover the navbar's buttons at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.getByRole('main').getByRole('button', { name: 'Pest Control' }).click();
      const message = toast(page, 'Currently no services are available.');
      await expect(message).toBeVisible();

      const notice = await message.boundingBox();
      const navbar = await page.getByRole('banner').boundingBox();
      expect(notice && navbar && notice.y >= navbar.y + navbar.height).toBe(true);
      for (const button of [
        cartLink(page),
        page.getByRole('button', { name: 'Log in', exact: true }),
      ])
        await expect(button).toBeInViewport();
    });
  }

  test('a notification that replaces another stays on top and closes by its button', async ({
    page,
  }) => {
    await page.goto('/');
    const pestControl = page.getByRole('main').getByRole('button', { name: 'Pest Control' });
    await pestControl.click();
    await expect(toast(page, 'Currently no services are available.')).toBeVisible();
    // The second replaces the first; the first's exit animation ends after the second shows.
    await pestControl.click();
    await page.waitForTimeout(600);

    const close = page.getByRole('alert').getByRole('button', { name: 'Close' });
    await expect(close).toHaveCount(1);
    const box = await close.boundingBox();
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(onTop).toBe('Close');
    await close.click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('shows above an open dialog and closes by its button', async ({ page }) => {
    // A toast dismisses itself after 3 s of the page's time: the page's clock stands still while
    // the test looks at it, however slow the machine.
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
    await loginDialog(page).getByRole('textbox', { name: 'Mobile number' }).fill(PRIYA_MOBILE);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await loginDialog(page).getByRole('button', { name: 'Continue' }).click();
    // The page's time moves on a tenth of a second at a look until the toast is there (after the
    // demo backend's latency and the toast's own code), then stands still.
    const message = toast(page, `OTP sent to +91 ${PRIYA_MOBILE}`);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return message.isVisible();
      })
      .toBe(true);

    const close = message.getByRole('button', { name: 'Close' });
    const box = await close.boundingBox();
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(onTop).toBe('Close');
    await close.click();
    // Its closing animation.
    await page.clock.runFor(1000);
    await expect(message).toBeHidden();
    await expect(loginDialog(page)).toBeVisible();
  });
});

test('nothing a customer reads says "placeholder" or "sample"', async ({ page }) => {
  for (const route of ROUTES) {
    const path = route.paths.find((each) => each !== '*' && !each.includes(':')) ?? '/no-such-page';
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text, path).not.toMatch(/placeholder|sample/i);
  }
});
