import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { expect, type Page } from '@playwright/test';
import { catalogueFile, readCatalogue } from '../../../scripts/i18n/catalogue';
import {
  FORMAT_LOCALES,
  PAGE_LANG,
  speakThrough,
  type Language,
} from '../../../src/core/shared/language';

/** The language switch in the navbar (a desktop window) by its name in the language spoken. */
export function languageSwitch(page: Page, name: string | RegExp = /^(Language|भाषा|భాష)$/) {
  return page.getByRole('banner').getByRole('combobox', { name });
}

/**
 * What the app says for message `id` in `language`, from the catalogue the app ships (English
 * from a catalogue's msgids: the code's English texts, extracted).
 */
export function translation(
  language: Language,
  id: string,
  values: Record<string, string | number> = {},
): string {
  const file = catalogueFile(language === 'en' ? 'hi' : language);
  const messages = Object.fromEntries(
    readCatalogue(file).map((entry) => [
      entry.id,
      compileMessage(language === 'en' ? entry.english : entry.translation),
    ]),
  );
  if (!(id in messages)) throw new Error(`No message ${id} in ${language}.po`);
  return setupI18n({ locale: language, messages: { [language]: messages } })._(id, values);
}

/** A letter of each language's script: Latin, Devanagari, Telugu. */
export const SCRIPT_LETTERS: Readonly<Record<Language, RegExp>> = {
  en: /[A-Za-z]/,
  hi: /[\u0900-\u097F]/,
  te: /[\u0C00-\u0C7F]/,
};

/**
 * What `read` returns while the app's messages speak `language` as the app ships them: a text the
 * test knows only by the code that says it (a route's title), in that language.
 */
export function spokenIn<T>(language: Language, read: () => T): T {
  speakThrough({
    language: () => language,
    say: (id, _template, values) =>
      language === 'en' ? undefined : translation(language, id, { ...values }),
  });
  try {
    return read();
  } finally {
    speakThrough({ language: () => 'en', say: () => undefined });
  }
}

/** Money as the app writes it in `language`: India's grouping, Latin digits; en-US in English. */
export function moneyIn(language: Language, paise: number): string {
  return new Intl.NumberFormat(FORMAT_LOCALES[language], {
    style: 'currency',
    currency: 'INR',
  }).format(paise / 100);
}

/** Chooses `language` with the navbar's switch and waits for the page to speak it. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await languageSwitch(page).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[language]);
}

/**
 * Message `id` in `language` as a pattern whose `blank` value may be any text (a name, a date, an
 * amount): `saidWithBlank('en', 'rate.question', {}, 'name')` matches "How was Ravi's visit?".
 */
export function saidWithBlank(
  language: Language,
  id: string,
  values: Record<string, string | number>,
  blank: string,
): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    translation(language, id, { ...values, [blank]: '\u0001' })
      .split('\u0001')
      .map(literal)
      .join('.+'),
  );
}
