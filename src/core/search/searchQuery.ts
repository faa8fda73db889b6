import { SEARCH_SYNONYMS, type SynonymEntry } from './searchSynonyms';

/** What is typed, as search compares it: one form of each letter (NFC), lower case, single spaces. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * What is typed, part by part, each part with the catalogue's words it may stand for by the
 * synonym table: "fridge gas" → [[fridge, refrigerator], [gas]]; "water heater repair" →
 * [[water heater, geyser], [repair]]; "tv" → [[tv, television]]. A synonym matches as whole words
 * (longest first), or, for the word being typed (the last, three letters or more), as the start
 * of a one-word synonym ("pankh" → fan). A result must match every part (by any of its words).
 */
export function expandQuery(
  query: string,
  table: readonly SynonymEntry[] = SEARCH_SYNONYMS,
): string[][] {
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  const phrases = table
    .flatMap((entry) =>
      [...entry.words, ...entry.means].map((word) => ({ word: normaliseSearchText(word), entry })),
    )
    .sort((a, b) => b.word.split(' ').length - a.word.split(' ').length);
  const parts: string[][] = [];
  let at = 0;
  while (at < words.length) {
    const rest = words.slice(at);
    const whole = phrases.filter(({ word }) => {
      const size = word.split(' ').length;
      return size <= rest.length && rest.slice(0, size).join(' ') === word;
    });
    const size = whole[0]?.word.split(' ').length ?? 1;
    const said = rest.slice(0, size).join(' ');
    const typing = at + size === words.length && !said.includes(' ') && said.length >= 3;
    const entries = new Set(
      whole.length > 0
        ? whole.filter(({ word }) => word.split(' ').length === size).map(({ entry }) => entry)
        : typing
          ? phrases
              .filter(({ word }) => !word.includes(' ') && word.startsWith(said))
              .map(({ entry }) => entry)
          : [],
    );
    parts.push([...new Set([said, ...[...entries].flatMap((entry) => entry.means)])]);
    at += size;
  }
  return parts;
}

/** Whether a part of expandQuery's answer is a fault the customer describes, not a thing. */
export function isSymptom(
  part: readonly string[],
  table: readonly SynonymEntry[] = SEARCH_SYNONYMS,
): boolean {
  const said = part[0];
  return table.some(
    (entry) =>
      entry.symptom === true &&
      [...entry.words, ...entry.means].some((word) => normaliseSearchText(word) === said),
  );
}
