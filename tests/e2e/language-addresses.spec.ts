import { expect, test, type Page } from '@playwright/test';
import { appTookOver, pageReady } from './support/app';
import { AC_AND_HEATING, catalogueName } from './support/catalogueWords';
import { PRIYA_USER_ID } from './support/demo';
import { FOAM_JET, seedDevice } from './support/device';
import {
  chooseLanguage,
  saidWithBlank,
  SCRIPT_LETTERS,
  spokenIn,
  translation,
} from './support/languages';
import { addressOf, ROUTES } from '../../src/app/routes';
import { LANGUAGES, PAGE_LANG, type Language } from '../../src/core/shared/language';
import { documentTitle, messages } from '../../src/core/shared/messages';
import { inLanguage } from '../../src/presenters/languageAddress';

/**
 * Each language has its own addresses: English at the spec's, Hindi under /hi/, Telugu under
 * /te/. An address says the language its page is drawn in, for anyone who opens it; a customer's
 * chosen language moves only the English addresses she opens.
 */

const BOOKING = '/my-bookings-info?bookingId=5004';
/** Priya's booking 5004, as its heading names it. */
const BOOKING_CODE = /GS-\d{5}-5004/;

/** The page speaks `language`: the address, `<html lang>`, and the main heading's words. */
async function expectPageIn(page: Page, language: Language, address: string): Promise<void> {
  await expect(page).toHaveURL(address);
  await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[language]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCRIPT_LETTERS[language]);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    const others = LANGUAGES.filter((each) => each !== 'en' && each !== language);

    test(`every page at its ${language} address is drawn in ${language}: lang, title and heading`, async ({
      page,
    }) => {
      for (const route of ROUTES) {
        const address = inLanguage(addressOf(route), language);
        await test.step(address, async () => {
          await page.goto(address);

          await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[language]);
          await expect(page).toHaveTitle(spokenIn(language, () => documentTitle(route.title())));
          if (route.firstPaint === 'page') {
            // The words of the page, not only its frame: the heading in the language's script.
            const heading = page.getByRole('heading', { level: 1 });
            await expect(heading).toHaveText(SCRIPT_LETTERS[language]);
            for (const other of others) await expect(heading).not.toHaveText(SCRIPT_LETTERS[other]);
          } else {
            // What it shows first lives on the device: only its shape, named in the language.
            await expect(
              page.getByRole('region', { name: translation(language, 'nav.loading') }),
            ).toBeVisible();
          }
        });
      }
    });
  }
});

test('the language switch keeps the page, its query, the cart and the session', async ({
  page,
}) => {
  const te = (id: string, values?: Record<string, string | number>) =>
    translation('te', id, values);
  await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
  await page.goto(BOOKING);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(BOOKING_CODE);

  await chooseLanguage(page, 'te');

  await expect(page).toHaveURL(inLanguage(BOOKING, 'te'));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(saidWithBlank('te', 'bookings.referenceCode', {}, 'code'));
  await expect(heading).toContainText(BOOKING_CODE);
  const navbar = page.getByRole('banner');
  await expect(navbar.getByRole('link', { name: te('cartLabel', { units: 1 }) })).toBeVisible();
  await expect(navbar.getByRole('button', { name: te('nav.accountMenu') })).toBeVisible();

  await chooseLanguage(page, 'en');

  await expect(page).toHaveURL(BOOKING);
  await expect(heading).toHaveText(saidWithBlank('en', 'bookings.referenceCode', {}, 'code'));
  await expect(heading).toContainText(BOOKING_CODE);
});

test('links inside the app keep the language: the navbar’s and the footer’s', async ({ page }) => {
  const te = (id: string) => translation('te', id);
  await page.goto(inLanguage('/', 'te'));
  await appTookOver(page);

  await page
    .getByRole('navigation', { name: te('nav.main') })
    .getByRole('link', { name: te('nav.about') })
    .click();
  await expectPageIn(page, 'te', inLanguage('/about', 'te'));

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: te('nav.quote'), exact: true })
    .click();
  await expectPageIn(page, 'te', inLanguage('/quote', 'te'));
});

test('a Telugu link opens in Telugu in a fresh browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const address = inLanguage('/service/MQ==', 'te');

  await page.goto(address);
  await pageReady(page);

  await expectPageIn(page, 'te', address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    catalogueName('te', 'categories', AC_AND_HEATING),
  );
  await expect(page).toHaveTitle(spokenIn('te', () => documentTitle(messages.titles.services)));
  await context.close();
});

test('an English link opens in English for a new visitor whose browser prefers Telugu', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'te-IN' });
  const page = await context.newPage();

  await page.goto('/cart');
  await appTookOver(page);

  await expectPageIn(page, 'en', '/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is empty');
  await context.close();
});

test('an English address opened by a customer who chose Telugu moves to the Telugu page, its query kept', async ({
  page,
}) => {
  await seedDevice(page, { userId: PRIYA_USER_ID, language: 'te' });

  await page.goto(BOOKING);

  await expectPageIn(page, 'te', inLanguage(BOOKING, 'te'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(BOOKING_CODE);
});

test('after she switched to Telugu, Back to an English page opens it in Telugu', async ({
  page,
}) => {
  await page.goto('/about');
  await appTookOver(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expect(page).toHaveURL('/contact');
  await chooseLanguage(page, 'te');
  await expect(page).toHaveURL(inLanguage('/contact', 'te'));

  await page.goBack();

  await expectPageIn(page, 'te', inLanguage('/about', 'te'));
});
