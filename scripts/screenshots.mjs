// `npm run screenshots`: every screen and dialog of the demo build (dist/) at 320, 360 and 1280 px,
// in English, Hindi and Telugu (each at its language's address, /te/cart), drawn with the machine's
// own fonts, into reports/screenshots/ (<language>/<width>/<screen>.png). For looking at what we
// built as a customer sees it.
// The saved-copy screen drives dist-http/ (npm run build:http) against the reference provider,
// started here on a port the OS picks: the API calls the build makes to 127.0.0.1:4010 go to it.
//   SCREENS=home,cart LANGUAGES=te WIDTHS=360 npm run screenshots   only those
import { appendFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { LANGUAGES as SPOKEN } from '../src/core/shared/language.ts';
import { startSwitchingHost } from '../tests/e2e/support/switchingHost.ts';
import { CHROMIUM, CHROMIUM_FLAGS, startPreview, startProvider } from './perf/lab.mjs';
import { ROUTES, addressOf } from '../src/app/routes.ts';
import { inLanguage } from '../src/presenters/languageAddress.ts';
import { CATALOGUE_TRANSLATIONS } from '../src/adapters/fake/demoCatalogueTranslations.ts';

const OUT = 'reports/screenshots';
const pick = (name, all) => (process.env[name] ? process.env[name].split(',') : all);
const LANGUAGES = pick('LANGUAGES', SPOKEN);
const WIDTHS = pick('WIDTHS', ['320', '360', '1280']).map(Number);

const PRIYA = { userId: '101' };
const CART = [
  {
    Service_Option_Id: 111,
    serviceId: 11,
    serviceName: 'Split AC',
    serviceOptionName: 'Foam-jet service',
    serviceOptionPrice: 599,
    quantity: 1,
  },
  {
    Service_Option_Id: 131,
    serviceId: 13,
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

/** The service worker controls the page (every page precached) and keeps the fonts it loaded. */
const workerInControl = async (page) => {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await page.waitForFunction(async () => {
    const fonts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2'));
    const kept = await Promise.all(fonts.map(({ name }) => caches.match(name)));
    return kept.every((response) => response !== undefined);
  });
};

/** Each page of the route table at its address, named by its first one (`/receipt`: `receipt`). */
const PAGES = Object.fromEntries(
  ROUTES.map((route) => {
    const [first] = route.paths;
    const name = first === '/' ? 'home' : first === '*' ? 'not-found' : first.slice(1);
    return [name, { path: addressOf(route), ...(route.needsSession ? { device: PRIYA } : {}) }];
  }),
);

/**
 * Each screen: what the device holds, where to go, and what to do there before the picture
 * (`act` gets the page and its browser context); `build: 'http'` for the HTTP-mode build, `init`
 * runs in the page before its own scripts. The pages first, then their other states and dialogs.
 */
const SCREENS = {
  ...PAGES,
  // The cart as customers mostly see it, with lines in it.
  cart: { device: { cart: CART }, path: '/cart' },
  'options-dialog': {
    path: '/service/MQ==?open=11',
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
  // A category's services with their rating summaries (the ratings extension); Water tank has none.
  'rated-services': {
    path: '/service/Ng==',
    ready: (page) => page.locator('.tile__rating:not(:empty)').first().waitFor(),
  },
  // A service's options dialog with its summary and its first reviews opened.
  'reviews-dialog': {
    path: '/service/Ng==?open=61',
    act: async (page) => {
      await page.locator('.reviews__toggle').click();
      await page.locator('.review').first().waitFor();
      await page.locator('.reviews__toggle').scrollIntoViewIfNeeded();
      await page.locator('.reviews__toggle').evaluate((button) => button.scrollIntoView());
    },
  },
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
  // The confirm dialog's cancellation rule and its policy, below what the price covers.
  'confirm-dialog-rule': {
    path: '/cart',
    device: { ...PRIYA, cart: CART },
    act: async (page) => {
      await openConfirmDialog(page);
      await page.locator('.confirm-dialog__rule').evaluate((rule) => rule.scrollIntoView());
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
      // The demo pays online in its own sheet (the payments extension).
      await page.locator('.demo-pay .p-dialog-footer button').first().click();
      await page.locator('.booking-greeting .help-links').waitFor();
      await settled(page).catch(() => undefined);
    },
  },
  // How she pays (the payments extension): online now or after the service.
  'payment-choice': {
    path: '/cart',
    device: { ...PRIYA, cart: CART },
    act: async (page) => {
      await openConfirmDialog(page);
      await page.locator('.visit-window:not(.is-disabled)').first().click();
      await page.locator('.payment-choice').scrollIntoViewIfNeeded();
    },
  },
  // The demo's own payment sheet, over the confirm dialog, once Pay now has booked.
  'payment-sheet': {
    path: '/cart',
    device: { ...PRIYA, cart: CART },
    act: async (page) => {
      await openConfirmDialog(page);
      await page.locator('.visit-window:not(.is-disabled)').first().click();
      await page.locator('.confirm-dialog .p-dialog-footer button').last().click();
      await page.locator('.demo-pay .p-dialog-footer button').first().waitFor();
    },
  },
  // The sheet closed before paying: the greeting says the booking is kept, not paid, and how to pay.
  'booking-unpaid': {
    path: '/cart',
    device: { ...PRIYA, cart: CART },
    act: async (page) => {
      await openConfirmDialog(page);
      await page.locator('.visit-window:not(.is-disabled)').first().click();
      await page.locator('.confirm-dialog .p-dialog-footer button').last().click();
      await page.locator('.demo-pay .p-dialog-header-close').click();
      await page.locator('.booking-greeting .payment-summary__actions').waitFor();
      await settled(page).catch(() => undefined);
      await page.locator('.booking-greeting .payment-summary').scrollIntoViewIfNeeded();
    },
  },
  // A paid booking's detail (by card), and a refunded one.
  'booking-paid': {
    device: PRIYA,
    path: '/my-bookings-info?bookingId=5004',
    act: async (page) => {
      await page.locator('.booking-amount .payment-summary').scrollIntoViewIfNeeded();
    },
  },
  'booking-refund': {
    device: PRIYA,
    path: '/my-bookings-info?bookingId=5002',
    act: async (page) => {
      await page.locator('.booking-amount .payment-summary').scrollIntoViewIfNeeded();
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
  // A finished visit to rate (the ratings extension): stars chosen, a tag, words being written.
  'rate-visit': {
    device: PRIYA,
    path: '/my-bookings-info?bookingId=5003',
    act: async (page) => {
      const form = page.locator('.rate-form');
      await form.locator('.rate-stars__star').nth(3).click();
      await form.locator('.rate-tag').first().click();
      await form.locator('textarea').fill('Came on time and fixed the tap in twenty minutes.');
      await form.scrollIntoViewIfNeeded();
    },
  },
  // The rating as given, with Change while its week lasts.
  'rate-given': {
    device: PRIYA,
    path: '/my-bookings-info?bookingId=5003',
    act: async (page) => {
      const form = page.locator('.rate-form');
      await form.locator('.rate-stars__star').nth(4).click();
      await form.locator('.rate-tag').nth(1).click();
      await form.locator('button[type="submit"]').click();
      await page.locator('.visit-rating__given').waitFor();
      await page.locator('.visit-rating__given').scrollIntoViewIfNeeded();
    },
  },
  // An order on hold: Call and WhatsApp beside the words that say to call us.
  'booking-help': { device: PRIYA, path: '/my-bookings-info?bookingId=5003' },
  // A rejected order saying what happens next, with help, and one cancelled before this visit.
  'booking-rejected': { device: PRIYA, path: '/my-bookings-info?bookingId=5002' },
  // A completed order within the warranty: Claim warranty by Call or WhatsApp.
  'booking-warranty': {
    device: PRIYA,
    path: '/my-bookings-info?bookingId=5003',
    act: async (page) => {
      await page.locator('.work-order__warranty').scrollIntoViewIfNeeded();
    },
  },
  // Right after she cancelled an order: who and when, and its total not charged.
  'booking-cancelled': {
    device: PRIYA,
    path: '/my-bookings-info?bookingId=5005',
    act: async (page) => {
      await page.locator('.work-order__foot button').last().click();
      await page.locator('.cancel-dialog__prompt').waitFor();
      await page.locator('.cancel-dialog__actions button').last().click();
      await page.locator('.work-order__total--not-charged').waitFor();
      await page.locator('.booking-amount').scrollIntoViewIfNeeded();
    },
  },
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
  // A new customer's Create Account, down to its agreement to the terms and the privacy notice.
  'create-account': {
    path: '/',
    act: async (page) => {
      await page.locator('.navbar__actions button').last().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').first().fill('9000000081');
      await dialog.locator('button.p-button').last().click();
      await page.locator('input[autocomplete="one-time-code"]').first().click();
      await page.keyboard.type('123456');
      await page.locator('.account-agreement').scrollIntoViewIfNeeded();
      await page.locator('.app-toast [role="alert"]').waitFor({ state: 'detached' });
    },
  },
  'phone-menu': {
    path: '/',
    phoneOnly: true,
    act: async (page) => {
      await page.locator('.navbar__toggle').click();
    },
  },
  'offline-strip': {
    path: '/cart',
    device: { cart: CART },
    act: async (page, context) => {
      await workerInControl(page);
      await context.setOffline(true);
      await page.locator('.status-strip__row').waitFor();
    },
  },
  'saved-copy': {
    build: 'http',
    device: PRIYA,
    path: '/my-bookings',
    act: async (page, context) => {
      await workerInControl(page);
      await settled(page);
      await context.setOffline(true);
      await page.reload();
      await page.locator('.status-strip__saved').waitFor();
      await settled(page);
    },
  },
  'update-offer': {
    build: 'next-version',
    path: '/',
    act: async (page, context, host) => {
      await workerInControl(page);
      // A new version deployed at the same address, which the browser finds.
      host.deploy(NEXT_VERSION);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await page.locator('.status-strip__row--update').waitFor({ timeout: 30_000 });
    },
  },
  'install-entry': {
    path: '/',
    phoneOnly: true,
    // The browser's offer to install the app, as Chromium makes it on Android.
    init: () =>
      document.addEventListener('DOMContentLoaded', () =>
        window.dispatchEvent(
          Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: () => Promise.resolve({ outcome: 'dismissed' }),
          }),
        ),
      ),
    act: async (page) => {
      await page.locator('.navbar__toggle').click();
      await page.locator('.navbar__install').waitFor();
    },
  },
  // Create Account as a new customer meets it: nothing typed yet (the button says what is needed),
  // two fields touched with what is wrong, and every field filled. The whole page each time.
  'sign-up-empty': { path: '/', fullPage: true, act: (page) => newCustomerSignUp(page) },
  'sign-up-touched': {
    path: '/',
    fullPage: true,
    act: async (page) => {
      await newCustomerSignUp(page);
      await page.locator('input[autocomplete="given-name"]').fill('As');
      await page.locator('input[autocomplete="postal-code"]').fill('5000');
      await page.locator('input[autocomplete="postal-code"]').blur();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  'sign-up-filled': {
    path: '/',
    fullPage: true,
    act: async (page) => {
      await newCustomerSignUp(page);
      const fill = (selector, text, index = 0) => page.locator(selector).nth(index).fill(text);
      await fill('input[autocomplete="given-name"]', 'Asha');
      await fill('input[autocomplete="family-name"]', 'Rao');
      await fill('input[autocomplete="email"]', 'asha@example.in');
      await fill('input[autocomplete="address-line1"]', 'Flat 302, Sri Sai Residency');
      await fill('input[autocomplete="address-line2"]', 'Road No. 12, Banjara Hills');
      await fill('input[autocomplete="address-line3"]', 'near KBR Park');
      await fill('input[autocomplete="postal-code"]', '500034');
      await fill('input[autocomplete="new-password"]', 'secret1');
      await fill('input[autocomplete="new-password"]', 'secret1', 1);
      await page.locator('input[autocomplete="new-password"]').nth(1).blur();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  // Arjun's address, saved as one free text before the form had parts.
  'signup-free-text': { device: { userId: '102' }, path: '/signup' },
  'search-sheet': {
    path: '/service/MQ==',
    act: async (page) => {
      await page.locator('.navbar__actions button').first().click();
      await page.getByRole('dialog').getByRole('combobox').fill('geyser');
      await page.getByRole('listbox').waitFor();
    },
  },
};

/**
 * The device with its cart's lines in `language`, as a cart filled in that language holds them
 * (the demo's catalogue words, by id).
 */
function cartIn(language, device) {
  const words = CATALOGUE_TRANSLATIONS[language];
  if (!words || !device.cart) return device;
  return {
    ...device,
    cart: device.cart.map((line) => ({
      ...line,
      serviceName: words.services[line.serviceId]?.name ?? line.serviceName,
      serviceOptionName: words.options[line.Service_Option_Id]?.name ?? line.serviceOptionName,
    })),
  };
}

/** A number the demo does not know logs in from the navbar and lands on Create Account. */
async function newCustomerSignUp(page) {
  await page.locator('.navbar__actions button').last().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('9000000001');
  await dialog.locator('button.p-button').last().click();
  await page.locator('input[autocomplete="one-time-code"]').first().click();
  await page.keyboard.type('123456');
  await page.locator('.profile-form').waitFor();
  // The welcome's toast goes before the picture.
  await page.locator('.p-toast-message').waitFor({ state: 'detached', timeout: 10_000 });
}

/** Proceed to Checkout, and the confirm dialog with its address and visit times loaded. */
async function openConfirmDialog(page) {
  await page.locator('.cart__checkout button').click();
  await page.locator('.confirm-dialog').waitFor();
  await page.locator('.confirm-visit__heading').first().waitFor();
  await page.locator('.confirm-dialog .visit-days').waitFor();
}
/** dist/ once more with a changed service worker: a new version for the update offer. */
const NEXT_VERSION = 'reports/tmp/next-version';

const only = pick('SCREENS', Object.keys(SCREENS));
const previews = { demo: await startPreview('dist') };
if (only.some((name) => SCREENS[name].build === 'http')) {
  const provider = await startProvider();
  previews.http = { ...(await startPreview('dist-http')), provider };
}
if (only.some((name) => SCREENS[name].build === 'next-version')) {
  rmSync(NEXT_VERSION, { recursive: true, force: true });
  cpSync('dist', NEXT_VERSION, { recursive: true });
  appendFileSync(join(NEXT_VERSION, 'serviceWorker.js'), '\n// the next version\n');
  previews['next-version'] = await startSwitchingHost('dist');
}
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
let count = 0;
try {
  for (const language of LANGUAGES)
    for (const width of WIDTHS)
      for (const name of only) {
        const screen = SCREENS[name];
        if (screen.phoneOnly && width > 1000) continue;
        if (screen.print && width !== WIDTHS[0]) continue;
        const preview = previews[screen.build ?? 'demo'];
        preview.deploy?.('dist');
        const context = await browser.newContext({
          viewport: screen.print ? { width: 794, height: 1123 } : { width, height: 800 },
        });
        if (preview.provider)
          await context.route('http://127.0.0.1:4010/**', (route) =>
            route.continue({
              url: route.request().url().replace('http://127.0.0.1:4010', preview.provider.origin),
            }),
          );
        const page = await context.newPage();
        if (screen.init) await page.addInitScript(screen.init);
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
              const now = new Date().toISOString();
              localStorage.setItem(
                'gharseva-demo:sessions',
                JSON.stringify([
                  { token, userId: Number(device.userId), openedAt: now, lastUsedAt: now },
                ]),
              );
            }
            if (device.cart) localStorage.setItem('cart', JSON.stringify(device.cart));
          },
          { language, device: cartIn(language, screen.device ?? {}) },
        );
        if (screen.print) await page.emulateMedia({ media: 'print' });
        // The page at its language's own address, opened by a customer who chose that language.
        await page.goto(`${preview.origin}${inLanguage(screen.path, language)}`);
        await settled(page).catch(() => undefined);
        if (screen.ready) await screen.ready(page);
        if (screen.act) await screen.act(page, context, preview);
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(400);
        const dir = join(OUT, language, String(width));
        mkdirSync(dir, { recursive: true });
        await page.screenshot({
          path: join(dir, `${name}.png`),
          fullPage: screen.fullPage ?? !screen.act,
        });
        count += 1;
        await context.close();
      }
} finally {
  await browser.close();
  await previews.demo.stop();
  await previews.http?.stop();
  await previews.http?.provider.close();
  await previews['next-version']?.stop();
}
console.log(`${count} screenshots in ${OUT}/<language>/<width>/`);
