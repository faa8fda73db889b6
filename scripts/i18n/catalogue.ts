import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { isTemplate, spokenTrees } from '../../src/core/shared/language.ts';

export const catalogueFile = (language: string): string =>
  fileURLToPath(new URL(`../../src/locales/${language}.po`, import.meta.url));

/**
 * Every message the app says, by id, in English: the spoken trees (`spoken` in
 * src/core/shared/language.ts) of every module of src/ that has one, loaded here.
 */
export async function sourceMessages(): Promise<Map<string, string>> {
  const root = fileURLToPath(new URL('../../src/', import.meta.url));
  const speakers = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('language.ts'))
    .filter((file) => readFileSync(join(root, file), 'utf8').includes('spoken('));
  for (const file of speakers) await import(pathToFileURL(join(root, file)).href);
  const found = new Map<string, string>();
  const visit = (path: string, node: unknown, fixed: ReadonlySet<string>): void => {
    if (isTemplate(node)) found.set(path, node.template);
    else if (typeof node === 'string') found.set(path, node);
    else if (typeof node === 'object' && node !== null)
      for (const [key, value] of Object.entries(node))
        if (!fixed.has(key)) visit(path ? `${path}.${key}` : key, value, fixed);
  };
  for (const { prefix, tree, fixed } of spokenTrees()) visit(prefix, tree, new Set(fixed));
  return found;
}

/** A catalogue's entries: id (the PO context), the English it translates, the translation. */
export interface Entry {
  readonly id: string;
  readonly english: string;
  readonly translation: string;
  readonly fuzzy: boolean;
}

export function readCatalogue(file: string): Entry[] {
  return PO.parse(readFileSync(file, 'utf8'))
    .items.filter((item) => !item.obsolete)
    .map((item) => ({
      id: item.msgctxt ?? '',
      english: item.msgid,
      translation: item.msgstr[0] ?? '',
      fuzzy: item.flags.fuzzy === true,
    }));
}

/** The names of an ICU message's arguments ("{mobile}", "{units, plural, …}"), from its parse. */
export function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: CompiledMessage): void => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , cases] = token;
      names.add(name);
      if (cases && typeof cases === 'object')
        for (const each of Object.values(cases)) if (Array.isArray(each)) visit(each);
    }
  };
  const compiled = compileMessage(message);
  visit(typeof compiled === 'string' ? [compiled] : compiled);
  return [...names].sort();
}

/** A translator's note: what each argument of the message holds. */
export function noteFor(english: string): string | undefined {
  const names = argumentNames(english);
  return names.length > 0
    ? `Keep ${names.map((name) => `{${name}}`).join(', ')} as they are; write plural forms for your language.`
    : undefined;
}

export function writeCatalogue(
  language: string,
  entries: readonly { id: string; english: string; translation: string; fuzzy?: boolean }[],
  pluralForms: string,
): string {
  const po = new PO();
  po.headers = {
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
    ...(language ? { Language: language } : {}),
    ...(pluralForms ? { 'Plural-Forms': pluralForms } : {}),
  };
  po.comments = [
    "GharSeva: the app's texts. msgctxt is the message id, msgid the English source, msgstr the",
    'translation. Messages are ICU MessageFormat: keep {names}, translate inside plural and select cases.',
    'Update with `npm run i18n:extract` after changing texts in the code.',
  ];
  for (const entry of entries) {
    const item = new PO.Item();
    item.msgctxt = entry.id;
    item.msgid = entry.english;
    item.msgstr = [entry.translation];
    const note = noteFor(entry.english);
    if (note) item.extractedComments = [note];
    if (entry.fuzzy) item.flags.fuzzy = true;
    po.items.push(item);
  }
  return `${po.toString()}\n`;
}
