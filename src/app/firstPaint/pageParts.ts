import type { Language } from '../../core/shared/language';

/**
 * The parts of a page's HTML file that the build writes (scripts/vite/prerenderPages.ts) and its
 * first paint's scripts read (pageScript.ts, cartScript.ts).
 */

/** The element the app draws into; the first paint is drawn in it, in an element of this class. */
export const FIRST_PAINT = '#root > .first-paint';
export const FIRST_PAINT_CLASS = 'first-paint';

/**
 * The id of an empty element right after a page's first paint: the page is drawn once it is in
 * (Chromium lifts `rel=expect` at an element's start tag, the spec at its end; both hold here).
 */
export const FIRST_PAINT_END = 'first-paint-end';

/** The template holding the cart page drawn with slots in a language (cartSlots.ts). */
export const cartTemplateId = (language: Language): string => `cart-slots-${language}`;

/** The template holding the app's code: its module script and modulepreload links. */
export const APP_CODE_TEMPLATE = 'app-code';
