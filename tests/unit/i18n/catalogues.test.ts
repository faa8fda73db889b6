import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  argumentNames,
  catalogueFile,
  readCatalogue,
  sourceMessages,
} from '../../../scripts/i18n/catalogue';
import { TRANSLATED } from '../../../src/core/shared/language';

const sources = await sourceMessages();

describe.each(TRANSLATED)('the %s catalogue', (language) => {
  const entries = readCatalogue(catalogueFile(language));
  const ids = new Set(entries.map((entry) => entry.id));

  it('translates every message the app says', () => {
    const missing = [...sources.keys()].filter((id) => !ids.has(id));
    const untranslated = entries.filter((entry) => entry.translation.trim() === '');
    expect(missing).toEqual([]);
    expect(untranslated.map((entry) => entry.id)).toEqual([]);
  });

  it('keeps no message the app no longer says', () => {
    expect([...ids].filter((id) => !sources.has(id))).toEqual([]);
  });

  it('translates the English the app says today (nothing stale or marked fuzzy)', () => {
    const stale = entries.filter(
      (entry) => entry.fuzzy || (sources.has(entry.id) && sources.get(entry.id) !== entry.english),
    );
    expect(stale.map((entry) => entry.id)).toEqual([]);
  });

  it('keeps every placeholder of the English, and adds none', () => {
    const broken = entries
      .filter(
        (entry) => argumentNames(entry.translation).join() !== argumentNames(entry.english).join(),
      )
      .map((entry) => `${entry.id}: ${entry.translation}`);
    expect(broken).toEqual([]);
  });

  it('writes each message as valid ICU, with an "other" case in each plural', () => {
    const invalid = entries.flatMap((entry) => {
      try {
        compileMessage(entry.translation);
      } catch (error) {
        return [`${entry.id}: ${String(error)}`];
      }
      const plurals = [...entry.translation.matchAll(/\{\s*\w+\s*,\s*(?:plural|select)\s*,/g)];
      const others = entry.translation.match(/\bother\s*\{/g) ?? [];
      return others.length >= plurals.length ? [] : [`${entry.id}: a plural lacks "other"`];
    });
    expect(invalid).toEqual([]);
  });
});
