import type { PageRule } from '../../src/app/worker/pageRules.ts';
import { PAGE_LANG } from '../../src/core/shared/language.ts';
import { languageOfAddress } from '../../src/presenters/languageAddress.ts';

/** Addresses as a host's rule writes them (`/cart`, `/hi/*`), and the language of their pages. */
export interface PageLanguage {
  readonly from: string;
  /** As `Content-Language` and the page's `<html lang>` say it: `hi-IN`. */
  readonly language: string;
}

/** The language of the pages at `from` (a rule's address), as `Content-Language` says it. */
export function pageLanguageOf(from: string): string {
  return PAGE_LANG[languageOfAddress(from)];
}

const prefixOf = (from: string) => from.slice(0, -1);
const isUnder = (from: string) => from.endsWith('/*');

/**
 * Where each language's pages are, from the rewrites, in as few rules as a host can follow:
 * Hindi's and Telugu's every address under their base (`/hi`, `/hi/*`: their pages and their
 * not-found page), English's pages one by one (`/cart`, `/service/*`). English's not-found page
 * has none: its rule, `/*`, would take the other languages' addresses too, and a host that finds
 * two rules for one address joins their values (Netlify, Cloudflare Pages).
 */
export function pageLanguages(rules: readonly PageRule[]): PageLanguage[] {
  const languageOf = (from: string) => languageOfAddress(from);
  // A rule `…/*` speaks for one language when no address of another lies under it.
  const whole = rules.filter(
    (rule) =>
      isUnder(rule.from) &&
      rules.every(
        (other) =>
          languageOf(other.from) === languageOf(rule.from) ||
          !other.from.startsWith(prefixOf(rule.from)),
      ),
  );
  const covered = (from: string) =>
    whole.some(
      (rule) =>
        rule.from !== from &&
        languageOf(rule.from) === languageOf(from) &&
        from.startsWith(prefixOf(rule.from)),
    );
  const froms = rules
    .map((rule) => rule.from)
    .filter(
      (from) => (!isUnder(from) || whole.some((rule) => rule.from === from)) && !covered(from),
    );
  return [...new Set(froms)].map((from) => ({ from, language: pageLanguageOf(from) }));
}
