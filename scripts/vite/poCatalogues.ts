import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import type { Plugin } from 'vite';

/**
 * Lets the app import a language's catalogue (`src/locales/hi.po`) as Lingui's compiled messages:
 * `export const messages = { "cart.title": [...] }`, keyed by the message id (the PO context).
 * Compiled at build time, so the browser parses no ICU. An untranslated or fuzzy entry is left out
 * (the app then says its English); the catalogue test keeps the shipped ones whole.
 */
export function poCatalogues(): Plugin {
  return {
    name: 'gharseva:po-catalogues',
    transform(source, id) {
      if (!id.endsWith('.po')) return undefined;
      const messages: Record<string, unknown> = {};
      for (const item of PO.parse(source).items) {
        const translation = item.msgstr[0];
        if (item.obsolete || item.flags.fuzzy || !item.msgctxt || !translation) continue;
        messages[item.msgctxt] = compileMessage(translation);
      }
      return { code: `export const messages = ${JSON.stringify(messages)};`, map: null };
    },
  };
}
