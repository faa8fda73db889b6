// `npm run screenshots`: every screen and dialog of the demo build (dist/) at 320, 360 and 1280 px,
// in English, Hindi and Telugu, drawn with the machine's own fonts, into reports/screenshots/
// (<language>/<width>/<screen>.png). For looking at what we built as a customer sees it.
//   SCREENS=home,cart LANGUAGES=te WIDTHS=360 npm run screenshots   only those
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, startPreview } from './perf/lab.mjs';

const OUT = 'reports/screenshots';
const pick = (name, all) => (process.env[name] ? process.env[name].split(',') : all);
const LANGUAGES = pick('LANGUAGES', ['en', 'hi', 'te']);
const WIDTHS = pick('WIDTHS', ['320', '360', '1280']).map(Number);

const PRIYA = { userId: '101' };
const CART = [
  {
    Service_Option_Id: 111,
    serviceName: 'Split AC',
    serviceOptionName: 'Foam-jet service',
    serviceOptionPrice: 599,
    quantity: 1,
  },
  {
    Service_Option_Id: 131,
    serviceName: 'Geyser',
    serviceOptionName: 'Repair',
    serviceOptionPrice: 299,
    quantity: 2,
  },
];

const settled = (page) =>
  page.waitForFunction(
    () => !document.querySelector('[inert]') && !document.querySelector('[aria-busy="true"]'),
    null,
    {
      timeout: 15_000,
    },
  );

/** Each screen: what the device holds, where to go, and what to do there before the picture. */
const SCREENS = {
  home: { path: '/' },
  services: { path: '/service/MQ==' },
  'options-dialog': {
    path: '/service/MQ==?open=11',
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
  cart: { device: { cart: CART }, path: '/cart' },
  'cart-empty': { path: '/cart' },
  'login-phone': {
    path: '/cart',
    device: { cart: CART },
    act: async (page) => {
      await page.locator('.navbar__actions button').last().click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('dialog').getByRole('textbox').first().fill('9876543210');
    },
  },
  'login-code': {
    path: '/cart',
    device: { cart: CART },
    act: async (page) => {
      await page.locator('.navbar__actions button').last().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').first().fill('9876543210');
      await dialog.locator('button.p-button').last().click();
      await page.locator('input[autocomplete="one-time-code"]').waitFor();
    },
  },
  'confirm-dialog': {
    path: '/cart',
    device: { ...PRIYA, cart: CART },
    act: async (page) => {
      await openConfirmDialog(page);
      // The visit time chosen (the slots extension), as the customer sees it before Pay Now.
      await page.locator('.visit-window:not(.is-disabled)').first().click();
      await page.locator('.visit-time__chosen').scrollIntoViewIfNeeded();
    },
  },
  'slot-strip': {
    path: '/cart',
    device: { ...PRIYA, cart: CART },
    act: async (page) => {
      await openConfirmDialog(page);
      await page.locator('.visit-time').scrollIntoViewIfNeeded();
    },
  },
  // Right after Pay Now: the greeting, its visit window, Call and WhatsApp about the booking.
  'booking-greeting': {
    path: '/cart',
    device: { ...PRIYA, cart: CART },
    act: async (page) => {
      await openConfirmDialog(page);
      await page.locator('.visit-window:not(.is-disabled)').first().click();
      await page.locator('.confirm-dialog .p-dialog-footer button').last().click();
      await page.locator('.booking-greeting .help-links').waitFor();
      await settled(page).catch(() => undefined);
    },
  },
  'change-time': {
    device: PRIYA,
    path: '/my-bookings-info?bookingId=5004',
    act: async (page) => {
      await page.locator('.work-order__foot button').first().click();
      await page.locator('.change-time-dialog .visit-days').waitFor();
    },
  },
  'my-bookings': { device: PRIYA, path: '/my-bookings' },
  'booking-detail': { device: PRIYA, path: '/my-bookings-info?bookingId=5005' },
  // An order on hold: Call and WhatsApp beside the words that say to call us.
  'booking-help': { device: PRIYA, path: '/my-bookings-info?bookingId=5003' },
  receipt: { device: PRIYA, path: '/receipt?bookingId=5004' },
  // The receipt as it prints: one A4 page (794 px wide at 96 dpi), no navbar, footer or cart bar.
  'receipt-print': {
    device: { ...PRIYA, cart: CART },
    path: '/receipt?bookingId=5004',
    print: true,
  },
  'cancel-dialog': {
    device: PRIYA,
    path: '/my-bookings-info?bookingId=5004',
    act: async (page) => {
      await page.locator('.work-order__foot button').last().click();
      await page.locator('.cancel-dialog__prompt').waitFor();
    },
  },
  'profile-edit': { device: PRIYA, path: '/signup' },
  about: { path: '/about' },
  features: { path: '/feature' },
  team: { path: '/team' },
  testimonials: { path: '/testimonial' },
  contact: { path: '/contact' },
  quote: { path: '/quote' },
  'not-found': { path: '/no/such/page' },
  'phone-menu': {
    path: '/',
    phoneOnly: true,
    act: async (page) => {
      await page.locator('.navbar__toggle').click();
    },
  },
  'search-sheet': {
    path: '/service/MQ==',
    act: async (page) => {
      await page.locator('.navbar__actions button').first().click();
      await page.getByRole('dialog').getByRole('combobox').fill('geyser');
      await page.getByRole('listbox').waitFor();
    },
  },
};

/** Proceed to Checkout, and the confirm dialog with its address and visit times loaded. */
async function openConfirmDialog(page) {
  await page.locator('.cart__checkout button').click();
  await page.locator('.confirm-dialog').waitFor();
  await page.locator('.confirm-visit__heading').first().waitFor();
  await page.locator('.confirm-dialog .visit-days').waitFor();
}

const only = pick('SCREENS', Object.keys(SCREENS));
const preview = await startPreview('dist');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
let count = 0;
try {
  for (const language of LANGUAGES)
    for (const width of WIDTHS)
      for (const name of only) {
        const screen = SCREENS[name];
        if (screen.phoneOnly && width > 1000) continue;
        if (screen.print && width !== WIDTHS[0]) continue;
        const context = await browser.newContext({
          viewport: screen.print ? { width: 794, height: 1123 } : { width, height: 800 },
        });
        const page = await context.newPage();
        await page.goto(`${preview.origin}/favicon.svg`);
        await page.evaluate(
          ({ language, device }) => {
            localStorage.clear();
            if (language !== 'en') localStorage.setItem('lang', language);
            if (device.userId) {
              // The demo keeps sessions (the session extension), as tests/e2e/support/device.ts seeds them.
              const token = `screenshots-${device.userId}`;
              localStorage.setItem('userId', device.userId);
              localStorage.setItem('sessionToken', token);
              localStorage.setItem(
                'gharseva-demo:sessions',
                JSON.stringify([{ token, userId: Number(device.userId) }]),
              );
            }
            if (device.cart) localStorage.setItem('cart', JSON.stringify(device.cart));
          },
          { language, device: screen.device ?? {} },
        );
        if (screen.print) await page.emulateMedia({ media: 'print' });
        await page.goto(`${preview.origin}${screen.path}`);
        await settled(page).catch(() => undefined);
        if (screen.ready) await screen.ready(page);
        if (screen.act) await screen.act(page);
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(400);
        const dir = join(OUT, language, String(width));
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: join(dir, `${name}.png`), fullPage: !screen.act });
        count += 1;
        await context.close();
      }
} finally {
  await browser.close();
  await preview.stop();
}
console.log(`${count} screenshots in ${OUT}/<language>/<width>/`);
