/**
 * The languages the app speaks, and how a message reaches the customer in theirs.
 *
 * The core writes every message once, in English, under an id (its place in `messages`). A
 * `Voice` set by the composition root may say it in another language; without one, or for a
 * message it lacks, the English source is said. Messages with values are ICU message templates
 * ("OTP sent to +91 {mobile}", "{units, plural, one {# item} other {# items}}"): the same text a
 * translator sees in the catalogues. The core renders the English ones itself, so English needs no
 * i18n library.
 */
export const LANGUAGES = ['en', 'hi', 'te'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages said from a catalogue: all but English, the code's own. */
export type Translated = Exclude<Language, 'en'>;
export const TRANSLATED = /* @__PURE__ */ LANGUAGES.filter(
  (language): language is Translated => language !== 'en',
);

/** Where the customer's choice is kept (DESIGN.md: a device preference, it survives logout). */
export const LANGUAGE_KEY = 'lang';

/** Money and date formats per language: the spec's en-US for English, India's for the others. */
export const FORMAT_LOCALES: Record<Language, string> = {
  en: 'en-US',
  hi: 'hi-IN',
  te: 'te-IN',
};

/** The `lang` of the page in each language. */
export const PAGE_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', te: 'te-IN' };

export type MessageValues = Readonly<Record<string, string | number>>;

export interface Voice {
  /** The language spoken now. */
  language(): Language;
  /** The message `id` in the language spoken now, or undefined to say the English `template`. */
  say(id: string, template: string, values: MessageValues | undefined): string | undefined;
}

const english: Voice = { language: () => 'en', say: () => undefined };
let voice: Voice = english;

/** Makes every message from now on speak through `next` (the composition root's choice). */
export function speakThrough(next: Voice): void {
  voice = next;
}

export function currentLanguage(): Language {
  return voice.language();
}

/** The `Intl` locale for money and dates in the language spoken now. */
export function formatLocale(): string {
  return FORMAT_LOCALES[voice.language()];
}

/** The message `id` in the language spoken now, from its English ICU `template`. */
export function say(id: string, template: string, values?: MessageValues): string {
  return voice.say(id, template, values) ?? renderEnglish(template, values ?? {});
}

let englishPlurals: Intl.PluralRules | undefined;

/**
 * A count as a message writes it (ICU's `#`), in the language spoken: "1,000", India's "1,00,000".
 * Lingui writes Hindi's and Telugu's the same way.
 */
export function formatCount(count: number, locale: string = formatLocale()): string {
  return new Intl.NumberFormat(locale).format(count);
}

/**
 * The subset of ICU MessageFormat the English sources use: `{name}`, and `plural` / `select`
 * with `=N`, `one`, `other` and `#`. A quote in ICU escapes braces; the sources need none.
 */
export function renderEnglish(template: string, values: MessageValues): string {
  let out = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{', index);
    if (open < 0) return out + template.slice(index);
    out += template.slice(index, open);
    const close = matchingBrace(template, open);
    out += renderArgument(template.slice(open + 1, close), values);
    index = close + 1;
  }
  return out;
}

function renderArgument(argument: string, values: MessageValues): string {
  const [name = '', kind, ...rest] = argument.split(',');
  const value = values[name.trim()];
  if (value === undefined) throw new Error(`Message value "${name.trim()}" is missing`);
  if (kind === undefined) return String(value);
  const cases = parseCases(rest.join(','));
  const type = kind.trim();
  const pick =
    type === 'plural'
      ? (cases.get(`=${value}`) ??
        cases.get(
          (englishPlurals ??= new Intl.PluralRules(FORMAT_LOCALES.en)).select(Number(value)),
        ))
      : cases.get(String(value));
  const chosen = pick ?? cases.get('other') ?? '';
  const text =
    type === 'plural' ? numberSign(chosen, formatCount(Number(value), FORMAT_LOCALES.en)) : chosen;
  return renderEnglish(text, values);
}

/** A plural case's `#` (outside nested arguments) is the number. */
function numberSign(text: string, value: string): string {
  let depth = 0;
  let out = '';
  for (const character of text) {
    if (character === '{') depth += 1;
    if (character === '}') depth -= 1;
    out += character === '#' && depth === 0 ? value : character;
  }
  return out;
}

function parseCases(body: string): Map<string, string> {
  const cases = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf('{', index);
    if (open < 0) break;
    const key = body.slice(index, open).trim();
    const close = matchingBrace(body, open);
    cases.set(key, body.slice(open + 1, close));
    index = close + 1;
  }
  return cases;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new Error(`Unbalanced braces in message "${text}"`);
}

/** A message with values: its English ICU template, and how its arguments become the values. */
export interface Template<A extends readonly unknown[]> {
  readonly template: string;
  readonly values: (...args: A) => MessageValues;
}

export function template<A extends readonly unknown[]>(
  text: string,
  values: (...args: A) => MessageValues,
): Template<A> {
  return { template: text, values };
}

/**
 * A tree of English texts and templates, as the code reads it: texts, and functions for templates.
 * An `icon` is a name, not a text (see `spoken`'s `fixed`).
 */
export type Spoken<T> =
  T extends Template<infer A>
    ? (...args: A) => string
    : T extends string
      ? string
      : T extends (...args: never[]) => unknown
        ? T
        : T extends object
          ? { readonly [K in keyof T]: K extends 'icon' ? T[K] : Spoken<T[K]> }
          : T;

/**
 * `tree` with each English text and template said in the language spoken when it is read: a text
 * becomes a getter, a template a function. A message's id is its path (`cart.title`,
 * `home.steps.0.text`), prefixed with `prefix`. Keys in `fixed` (an icon's name, say) are kept.
 */
export function spoken<T extends object>(
  prefix: string,
  tree: T,
  fixed: readonly string[] = [],
): Spoken<T> {
  sources.push({ prefix, tree, fixed });
  return walk(prefix, tree, new Set(fixed)) as Spoken<T>;
}

export interface SpokenTree {
  readonly prefix: string;
  readonly tree: object;
  readonly fixed: readonly string[];
}

const sources: SpokenTree[] = [];

function walk(path: string, node: unknown, fixed: ReadonlySet<string>): unknown {
  if (isTemplate(node)) {
    const { template: text, values } = node;
    return (...args: readonly unknown[]) => say(path, text, values(...args));
  }
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> | unknown[] = Array.isArray(node) ? [] : {};
  for (const [key, value] of Object.entries(node)) {
    const id = path ? `${path}.${key}` : key;
    if (typeof value === 'string' && !fixed.has(key))
      Object.defineProperty(out, key, { enumerable: true, get: () => say(id, value) });
    else (out as Record<string, unknown>)[key] = fixed.has(key) ? value : walk(id, value, fixed);
  }
  return Array.isArray(node) ? Object.freeze(out) : out;
}

export function isTemplate(node: unknown): node is Template<readonly unknown[]> {
  return (
    typeof node === 'object' &&
    node !== null &&
    typeof (node as { template?: unknown }).template === 'string' &&
    typeof (node as { values?: unknown }).values === 'function'
  );
}

/** The English trees of every module loaded so far that speaks: what the catalogues translate. */
export function spokenTrees(): readonly SpokenTree[] {
  return sources;
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
