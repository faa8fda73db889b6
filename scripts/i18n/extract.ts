import { existsSync, writeFileSync } from 'node:fs';
import { catalogueFile, readCatalogue, sourceMessages, writeCatalogue } from './catalogue.ts';
import { TRANSLATED } from '../../src/core/shared/language.ts';

/**
 * Brings the catalogues in line with the code's English texts: each language's catalogue keeps
 * its translations, gains the new messages empty (their English is each entry's msgid, so a
 * translator needs no separate template), marks as fuzzy a translation whose English changed,
 * and drops messages the code no longer says. The completeness test fails until each catalogue
 * is whole again.
 */
const PLURAL_FORMS: Record<string, string> = {
  // CLDR: Hindi says "one" for 0 and 1; Telugu for 1 alone.
  hi: 'nplurals=2; plural=(n > 1);',
  te: 'nplurals=2; plural=(n != 1);',
};

// Sorted by id, so a catalogue's order does not depend on which module loads first.
const sources = new Map([...(await sourceMessages())].sort(([a], [b]) => a.localeCompare(b)));
for (const language of TRANSLATED) {
  const file = catalogueFile(language);
  const known = new Map(
    existsSync(file) ? readCatalogue(file).map((entry) => [entry.id, entry]) : [],
  );
  const entries = [...sources].map(([id, english]) => {
    const old = known.get(id);
    if (!old) return { id, english, translation: '' };
    return {
      id,
      english,
      translation: old.translation,
      fuzzy: old.fuzzy || old.english !== english,
    };
  });
  writeFileSync(file, writeCatalogue(language, entries, PLURAL_FORMS[language] ?? ''));
  const missing = entries.filter((entry) => !entry.translation || entry.fuzzy).length;
  console.log(`${language}.po: ${entries.length} messages, ${missing} to translate or check`);
}
