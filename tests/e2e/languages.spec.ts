import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { FOAM_JET, GAS_REFILL, seedDevice } from './support/device';
import { PRIYA_USER_ID } from './support/demo';
import { logIn } from './support/login';
import { gstOn } from './support/money';
import {
  chooseLanguage,
  languageSwitch,
  moneyIn,
  SCRIPT_LETTERS,
  translation,
} from './support/languages';
import { openCart } from './support/app';
import { catalogueName, PEST_CONTROL, SPLIT_AC } from './support/catalogueWords';
import { PAGE_LANG, TRANSLATED } from '../../src/core/shared/language';

const FOAM_JET_ID = 111;

for (const language of TRANSLATED) {
  const script = SCRIPT_LETTERS[language];
  const t = (id: string, values?: Record<string, string | number>) =>
    translation(language, id, values);

  test.describe(`in ${language}`, () => {
    test('the switch redraws home and the navbar in place, and names itself in the language', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(languageSwitch(page, 'Language')).toHaveValue('en');
      await chooseLanguage(page, language);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('heroTitle'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(script);
      const nav = page.getByRole('navigation', { name: t('nav.main') });
      await expect(nav.getByRole('link', { name: t('nav.home') })).toBeVisible();
      await expect(nav.getByRole('link', { name: t('nav.services') })).toBeVisible();
      await expect(languageSwitch(page, t('language.label'))).toHaveValue(language);
      await expect(page).toHaveTitle(t('titles.home'));
      const options = languageSwitch(page).getByRole('option');
      await expect(options).toHaveText(['English', 'हिन्दी', 'తెలుగు']);
    });

    test("on a phone the switch is in the bar, not only in the menu: its mark and the language's two letters", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto('/');
      await expect(languageSwitch(page, 'Language')).toBeVisible();
      await chooseLanguage(page, language);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('heroTitle'));
      await expect(page.locator('.language-switch--bar .language-switch__short')).toHaveText(
        language === 'hi' ? 'हि' : 'తె',
      );
      // The menu is still closed: the switch was at hand without it.
      await expect(page.getByRole('button', { name: t('nav.menu') })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    test('switching keeps what is half typed and the cart', async ({ page }) => {
      await seedDevice(page, { cart: [FOAM_JET] });
      await page.goto('/contact');
      await page.getByRole('textbox', { name: 'Your name' }).fill('Priya Re');

      await chooseLanguage(page, language);

      await expect(
        page.getByRole('textbox', { name: t('site.contact.fields.name.label') }),
      ).toHaveValue('Priya Re');
      await expect(
        page.getByRole('banner').getByRole('link', { name: t('cartLabel', { units: 1 }) }),
      ).toBeVisible();
    });

    test('the login dialog speaks the language', async ({ page }) => {
      await page.goto('/');
      await chooseLanguage(page, language);
      await page.getByRole('button', { name: t('nav.logIn') }).click();

      const dialog = page.getByRole('dialog', { name: t('login.title') });
      await expect(dialog.getByRole('textbox', { name: t('login.phoneLabel') })).toBeVisible();
      await expect(dialog.getByRole('button', { name: t('login.continue') })).toBeVisible();
    });

    test("on a switch, the cart's lines are named in the language, at the same prices", async ({
      page,
    }) => {
      await seedDevice(page, { cart: [{ ...FOAM_JET, serviceId: SPLIT_AC }] });
      await openCart(page);
      const lines = page.getByRole('main').getByRole('listitem');
      await expect(lines.first()).toContainText('Foam-jet service');

      await chooseLanguage(page, language);

      await expect(lines.first()).toContainText(catalogueName(language, 'options', FOAM_JET_ID));
      await expect(lines.first()).toContainText(catalogueName(language, 'services', SPLIT_AC));
      await expect(lines.first()).toContainText(moneyIn(language, 59_900));
    });

    test("the cart's sums are exact in the language's money format", async ({ page }) => {
      // 50 gas refills reach lakhs, where Indian grouping differs from en-US.
      await seedDevice(page, { cart: [FOAM_JET, { ...GAS_REFILL, quantity: 50 }] });
      await openCart(page);
      await chooseLanguage(page, language);

      const subtotal = 59_900 + 50 * 249_900;
      const summary = page.getByRole('complementary', { name: t('cart.summary') });
      await expect(summary).toContainText(moneyIn(language, subtotal));
      await expect(summary).toContainText(moneyIn(language, gstOn(subtotal)));
      await expect(summary).toContainText(moneyIn(language, subtotal + gstOn(subtotal)));
      expect(moneyIn(language, subtotal)).toBe('₹1,25,549.00');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(script);
    });

    test('the profile form and its errors speak the language', async ({ page }) => {
      await page.goto('/');
      await logIn(page, '9000000041', { newCustomer: true });
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      const firstName = page.getByRole('textbox', { name: 'First name' });
      await firstName.fill('As');
      await firstName.blur();
      await expect(page.getByText('Minimum of three characters is required.')).toBeVisible();

      await chooseLanguage(page, language);

      await expect(
        page.getByRole('heading', { level: 1, name: t('profile.createTitle') }),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: t('profile.firstName') })).toHaveValue('As');
      await expect(page.getByText(t('firstNameTooShort'))).toBeVisible();
      await expect(page.getByText('Minimum of three characters is required.')).toHaveCount(0);
    });

    test('a booking detail speaks the language, and the server’s names stay as sent', async ({
      page,
    }) => {
      await seedDevice(page, { userId: PRIYA_USER_ID });
      await page.goto('/my-bookings-info?bookingId=5005');
      await chooseLanguage(page, language);

      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        t('bookings.referenceCode', { code: '' }).trim(),
      );
      await expect(page.getByRole('link', { name: t('bookings.backToBookings') })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(t('bookings.unitPrice'));
    });

    test('a spec error notification speaks the language', async ({ page }) => {
      await page.goto('/');
      await chooseLanguage(page, language);
      // The catalogue's words are in the language too (the catalogue-languages extension).
      await page
        .getByRole('main')
        .getByRole('button', { name: catalogueName(language, 'categories', PEST_CONTROL) })
        .click();

      await expect(
        page.getByRole('alert').filter({ hasText: t('nothingAvailable') }),
      ).toBeVisible();
    });

    test('the choice survives a reload and a logout, and the first paint is never English', async ({
      page,
    }) => {
      await seedDevice(page, { userId: PRIYA_USER_ID });
      await page.goto('/');
      await chooseLanguage(page, language);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[language]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('heroTitle'));

      await page.getByRole('button', { name: t('nav.accountMenu') }).click();
      await page.getByRole('menuitem', { name: t('nav.logout') }).click();
      await expect(page.getByRole('button', { name: t('nav.logIn') })).toBeVisible();
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[language]);

      // Without the app's code, the page's first paint is already in the language.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('heroTitle'));
      await expect(page.getByText('Welcome to GharSeva')).toHaveCount(0);
    });

    test('axe finds no WCAG 2.2 AA violation on home and the cart', async ({ page }) => {
      await seedDevice(page, { cart: [FOAM_JET] });
      await page.goto('/');
      await chooseLanguage(page, language);
      await expectNoAxeViolations(page, `home in ${language}`);
      await openCart(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(script);
      await expectNoAxeViolations(page, `cart in ${language}`);
    });
  });
}

test('a language’s catalogue and font are downloaded only when it is chosen', async ({ page }) => {
  const downloads: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    const catalogue = [...TRANSLATED, 'linguiCatalogue'].some((name) =>
      file.startsWith(`${name}-`),
    );
    if (file.endsWith('.woff2') || catalogue) downloads.push(file);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to GharSeva');
  await page.getByRole('main').getByRole('link', { name: 'Plumbing' }).waitFor();
  expect(downloads).toEqual([]);

  await chooseLanguage(page, 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('hi', 'heroTitle'));
  expect(downloads.some((file) => file.startsWith('hi-'))).toBe(true);
  expect(downloads.some((file) => /telugu|^te-/.test(file))).toBe(false);
  // The Devanagari face is in use (the device's own copy, or @fontsource's file where it has none).
  const devanagari = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) =>
        face.family.replace(/"/g, '') === 'Noto Sans Devanagari' && face.status === 'loaded',
    );
  });
  expect(devanagari).toBe(true);
});
