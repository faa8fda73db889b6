import { expect, type Locator, type Page } from '@playwright/test';
import type { Translated } from '../../../src/core/shared/language';
import { inLanguage } from '../../../src/presenters/languageAddress';
import { appTookOver, optionCard } from './app';
import { proceedToCheckout } from './cart';
import { catalogueName, englishCatalogueWords, GEYSER, GEYSER_REPAIR } from './catalogueWords';
import { PRIYA_MOBILE } from './demo';
import { translation } from './languages';
import { completeLogin, type CodeSource } from './login';
import { searchResult } from './search';
import { chooseVisitTime } from './visits';

/** What a geyser is typed as, in each language's script, as customers type it (no nuqta). */
const GEYSER_TYPED: Record<Translated, string> = { hi: 'गीजर', te: 'గీజర్' };

/** How the journey books: the demo pays online in its sheet; over HTTP, after the service. */
export type Paying = 'demo-sheet' | 'after-service';

/**
 * The text nodes a customer sees on the page (inside an element that is drawn), trimmed, with
 * the page's English catalogue words among them, if any: none should be, in Hindi or Telugu.
 */
export async function expectNoEnglishCatalogue(
  page: Page,
  language: Translated,
  where: string,
): Promise<void> {
  const seen = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text && parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        texts.push(text);
    }
    return texts;
  });
  const words = englishCatalogueWords(language).map(
    (word) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
  );
  const english = seen.filter((text) => words.some((word) => word.test(text)));
  expect(english, `English catalogue words on ${where} in ${language}`).toEqual([]);
}

/**
 * The geyser journey in Hindi or Telugu, from search to receipt, on a device whose language is
 * already chosen: search in her script, the service's dialog, Book Now on Repair, the cart, log
 * in, confirm with a visit time, book, My Bookings, the booking's detail and its receipt. On each
 * screen the catalogue's words are hers: no English catalogue word is drawn.
 */
export async function geyserJourney(
  page: Page,
  { language, code, paying }: { language: Translated; code: CodeSource; paying: Paying },
): Promise<void> {
  const t = (id: string, values?: Record<string, string | number>) =>
    translation(language, id, values);
  const geyser = catalogueName(language, 'services', GEYSER);
  const repair = catalogueName(language, 'options', GEYSER_REPAIR);
  const noEnglish = (where: string) => expectNoEnglishCatalogue(page, language, where);

  await page.goto('/');
  await appTookOver(page);
  await expect(page.getByRole('main').getByRole('list').first()).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await noEnglish('home');

  const field = page.getByRole('main').getByRole('search').getByRole('combobox');
  await field.click();
  await field.pressSequentially(GEYSER_TYPED[language]);
  const result = searchResult(field, geyser).first();
  await expect(result).toBeVisible();
  await noEnglish('the search results');
  await result.click();

  const dialog = page.getByRole('dialog', { name: geyser });
  const card = optionCard(dialog, repair);
  await expect(card).toBeVisible();
  await noEnglish("the geyser's options");
  await card.getByRole('button', { name: t('services.bookNow') }).click();
  await expect(card.getByRole('button', { name: t('services.addedToCart') })).toBeDisabled();
  await dialog.getByRole('button', { name: t('services.proceedToCheckout', { count: 1 }) }).click();

  await expect(page).toHaveURL(inLanguage('/cart', language));
  await expect(page.getByRole('main').getByText(repair).first()).toBeVisible();
  await noEnglish('the cart');
  await proceedToCheckout(page, language);
  await completeLogin(page, PRIYA_MOBILE, code, language);

  const confirm = page.getByRole('dialog', { name: t('confirmBookingTitle') });
  await expect(confirm.getByText(repair).first()).toBeVisible();
  await chooseVisitTime(confirm, language);
  await noEnglish('the confirm dialog');
  await book(page, confirm, paying, t);

  await expect(page).toHaveURL(inLanguage('/my-bookings', language));
  const newest = page.getByRole('article').first();
  await expect(newest.getByText(geyser).first()).toBeVisible();
  await noEnglish('My Bookings and its greeting');

  await newest.getByRole('link', { name: t('bookings.viewDetails') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('GS-');
  await expect(page.getByRole('article', { name: repair })).toBeVisible();
  await noEnglish("the booking's detail");
  const chat = page.getByRole('link', { name: `${t('help.whatsapp')} ${t('help.newTab')}` });
  const text = new URL((await chat.first().getAttribute('href')) ?? '').searchParams.get('text');
  expect(text).toContain(geyser);

  await page.getByRole('link', { name: t('bookings.receipt') }).click();
  const receipt = page.getByRole('article', { name: t('titles.receipt') });
  await expect(receipt.getByRole('table').getByRole('row').nth(1)).toContainText(repair);
  await noEnglish('the receipt');
}

async function book(
  page: Page,
  confirm: Locator,
  paying: Paying,
  t: (id: string) => string,
): Promise<void> {
  if (paying === 'after-service') {
    await confirm.getByRole('radio', { name: t('payment.choice.afterService') }).check();
    await confirm.getByRole('button', { name: t('payment.choice.bookAfterService') }).click();
    return;
  }
  await confirm.getByRole('button', { name: /₹/ }).click();
  const sheet = page.getByRole('dialog', { name: t('payment.demo.title') });
  await sheet.getByRole('button', { name: /₹/ }).click();
}
