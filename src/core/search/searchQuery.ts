import { SEARCH_STOP_WORDS } from './searchStopWords';
import { SEARCH_SYNONYMS, type SynonymEntry } from './searchSynonyms';

/**
 * What is typed, as search compares it: one form of each letter (NFC), lower case, single spaces,
 * and none of the marks phones put in or leave out at will: the nukta (ज़ = ज, फ़ = फ), the
 * chandrabindu written as an anusvara (ँ = ं), and the zero-width joiners (ల్యాప్‌టాప్).
 */
export function normaliseSearchText(text: string): string {
  // Latin text (every catalogue name the index reads, most of what is typed) has none of these.
  const composed = /[^ -~\s]/.test(text)
    ? text
        .normalize('NFD')
        .replace(/[\u093c\u200b-\u200d]/g, '')
        .replace(/\u0901/g, '\u0902')
        .normalize('NFC')
    : text;
  return composed.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Devanagari and Telugu: vowel signs, virama, anusvara, visarga; the vowels that have a short pair. */
const INDIC_MARKS =
  /[\u0900-\u0903\u093a-\u094f\u0955-\u0957\u0962\u0963\u0c00-\u0c04\u0c3e-\u0c56\u0c62\u0c63]/g;
const INDIC_VOWELS: Record<string, string> = {
  आ: 'अ',
  ई: 'इ',
  ऊ: 'उ',
  ऐ: 'ए',
  औ: 'ओ',
  ఆ: 'అ',
  ఈ: 'ఇ',
  ఊ: 'ఉ',
  ఏ: 'ఎ',
  ఓ: 'ఒ',
  ఐ: 'ఎ',
  ఔ: 'ఒ',
  // ళ and ల are the same letter to most thumbs (నీళ్ళు, నీళ్లు, నీల్లు).
  ళ: 'ల',
};
const INDIC = /\p{Script=Devanagari}|\p{Script=Telugu}/u;

/**
 * A word as it sounds whatever vowels were typed: Devanagari and Telugu without vowel signs and
 * with one form of each vowel (पंखा, पखा → पख; వేడి, వెడి → వడ); Latin words of four letters or
 * more without the vowels after the first letter, an h after a consonant, or a doubled letter
 * (pankha, pnkha → pnk; neellu, nelu → nl). Only compared when the word itself is not known.
 */
export function soundOf(word: string): string {
  if (INDIC.test(word))
    return word.replace(INDIC_MARKS, '').replace(/./gu, (letter) => INDIC_VOWELS[letter] ?? letter);
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  return (
    (word[0] ?? '') +
    word
      .slice(1)
      .replace(/([^aeiou])h/g, '$1')
      .replace(/[aeiouy]/g, '')
      .replace(/(.)\1+/g, '$1')
  );
}

interface Phrase {
  readonly words: readonly string[];
  readonly sounds: readonly string[];
  readonly entry: SynonymEntry;
}

interface Phrases {
  /** By first word, exact; and by the first word's sound. */
  readonly byWord: Map<string, Phrase[]>;
  readonly bySound: Map<string, Phrase[]>;
  /** One-word synonyms, for the word being typed. */
  readonly single: readonly { readonly word: string; readonly entry: SynonymEntry }[];
}

/** The table read once into phrases (not at every keystroke). */
const readTables = new WeakMap<readonly SynonymEntry[], Phrases>();

function phrasesOf(table: readonly SynonymEntry[]): Phrases {
  const known = readTables.get(table);
  if (known) return known;
  const byWord = new Map<string, Phrase[]>();
  const bySound = new Map<string, Phrase[]>();
  const single: { word: string; entry: SynonymEntry }[] = [];
  const put = (map: Map<string, Phrase[]>, key: string, phrase: Phrase) => {
    const list = map.get(key);
    if (list) list.push(phrase);
    else map.set(key, [phrase]);
  };
  for (const entry of table) {
    // A fault's own catalogue words are not the fault: "repair" is a word of names, not a symptom.
    for (const said of entry.symptom ? entry.words : [...entry.words, ...entry.means]) {
      const words = normaliseSearchText(said).split(' ');
      const phrase = { words, sounds: words.map(soundOf), entry };
      put(byWord, words[0] ?? '', phrase);
      put(bySound, phrase.sounds[0] ?? '', phrase);
      if (words.length === 1) single.push({ word: words[0] ?? '', entry });
    }
  }
  const phrases = { byWord, bySound, single };
  readTables.set(table, phrases);
  return phrases;
}

const stopWords = new Set(SEARCH_STOP_WORDS.map(normaliseSearchText));
const stopSounds = new Set(
  SEARCH_STOP_WORDS.map(normaliseSearchText)
    .filter((word) => INDIC.test(word))
    .map(soundOf),
);

/** A word of a sentence that says nothing of what is wanted ("is", "नहीं", "లేదు", "please"). */
export function isStopWord(word: string): boolean {
  return stopWords.has(word) || (INDIC.test(word) && stopSounds.has(soundOf(word)));
}

/**
 * What is typed, part by part, each part with the catalogue's words it may stand for by the
 * synonym table: "fridge gas" → [[fridge, refrigerator], [gas]]; "water heater repair" →
 * [[water heater, geyser], [repair]]; "tv" → [[tv, television]]. A synonym matches as whole words
 * (longest first), as written or else as it sounds (vowel signs dropped or wrong: "पखा" is
 * "पंखा"), or, for the word being typed (the last, three letters or more), as the start of a
 * one-word synonym ("pankh" → fan). The words of a sentence that say nothing ("नहीं", "లేదు",
 * "please") are left out, unless a synonym holds them ("नहीं चल रहा"). A result must match every
 * part (by any of its words) to come first.
 */
export function expandQuery(
  query: string,
  table: readonly SynonymEntry[] = SEARCH_SYNONYMS,
): string[][] {
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  const sounds = words.map(soundOf);
  const { byWord, bySound, single } = phrasesOf(table);
  const parts: string[][] = [];
  let at = 0;
  while (at < words.length) {
    const fits = (phrase: Phrase, own: readonly string[], typed: readonly string[]) =>
      phrase.words.length <= words.length - at && own.every((word, i) => typed[at + i] === word);
    const exact = (byWord.get(words[at] ?? '') ?? []).filter((p) => fits(p, p.words, words));
    const heard = (bySound.get(sounds[at] ?? '') ?? []).filter((p) => fits(p, p.sounds, sounds));
    const longest = (list: Phrase[]) => Math.max(0, ...list.map((p) => p.words.length));
    const size = Math.max(longest(exact), longest(heard));
    const said = words.slice(at, at + Math.max(size, 1)).join(' ');
    const typing = at + 1 === words.length && size === 0 && said.length >= 3;
    if (size === 0 && isStopWord(said)) {
      at += 1;
      continue;
    }
    const matched = exact.some((p) => p.words.length === size) ? exact : heard;
    const entries = new Set(
      size > 0
        ? matched.filter((p) => p.words.length === size).map((p) => p.entry)
        : typing
          ? single.filter(({ word }) => word.startsWith(said)).map(({ entry }) => entry)
          : [],
    );
    parts.push([...new Set([said, ...[...entries].flatMap((entry) => entry.means)])]);
    at += Math.max(size, 1);
  }
  return parts;
}

/** Whether a part of expandQuery's answer is a fault the customer describes, not a thing. */
export function isSymptom(
  part: readonly string[],
  table: readonly SynonymEntry[] = SEARCH_SYNONYMS,
): boolean {
  const said = part[0] ?? '';
  const { byWord, bySound } = phrasesOf(table);
  const saidWords = said.split(' ');
  const own = (byWord.get(saidWords[0] ?? '') ?? []).filter((p) => p.words.join(' ') === said);
  const sound = saidWords.map(soundOf).join(' ');
  const heard =
    own.length > 0
      ? own
      : (bySound.get(soundOf(saidWords[0] ?? '')) ?? []).filter(
          (p) => p.sounds.join(' ') === sound,
        );
  return heard.some((p) => p.entry.symptom === true);
}
