import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { SCRIPT_FONT } from '../../src/adapters/i18n/scriptFont.ts';
import {
  APP_CODE_TEMPLATE,
  cartTemplateId,
  FIRST_PAINT_CLASS,
  FIRST_PAINT_END,
  PENDING_STYLE,
} from '../../src/app/firstPaint/pageParts.ts';
import type { CartSlotsDrawing } from '../../src/app/prerender.tsx';
import type { AppRoute } from '../../src/app/routes.ts';
import { LANGUAGES, PAGE_LANG, type Language } from '../../src/core/shared/language.ts';
import { inLanguage } from '../../src/presenters/languageAddress.ts';
import {
  drawnText,
  firstPaintFace,
  firstPaintFaceRule,
  inUnicodeRange,
  runsOf,
  scriptFaces,
} from './firstPaintFonts.ts';
import type { InlineScripts } from './inlineScripts.ts';

/** What the build has written so far, the scripts the pages carry, and where the site is. */
export interface Build {
  readonly manifest: Manifest;
  readonly outDir: string;
  readonly base: string;
  readonly scripts: InlineScripts;
  /** The site's origin (`https://gharseva.in`), for the addresses search engines read. */
  readonly siteOrigin: string;
}

/** A route drawn at build time in one language: what its HTML file in that language is made of. */
export interface PageDrawing {
  readonly route: Pick<AppRoute, 'firstPaint' | 'paths' | 'needsSession'>;
  readonly language: Language;
  /** The source modules (the manifest's keys) whose code the page's first live drawing needs. */
  readonly modules: readonly string[];
  /** Its first paint, title, description, and what it says to a browser without JavaScript. */
  readonly drawn: {
    readonly markup: string;
    readonly title: string;
    readonly description: string;
    readonly noScript: string;
  };
  /** The cart page drawn with slots, for the cart's first-paint script. */
  readonly cart: CartSlotsDrawing | undefined;
}

/** One job in making a route's HTML file: an edit of the built index.html, parsed. */
type Stage = (document: Document, page: PageDrawing, build: Build) => void | Promise<void>;

/**
 * How a route's HTML file in a language is made from the built index.html (src/app/firstPaint/
 * pageParts.ts names the parts the first paint's scripts read). In <head>: the language, title and
 * description, the page's other languages, nothing drawn until the first paint is all in, the
 * stylesheet inline with the first paint's font, the page's script. In <body>: the first paint, the
 * stored cart's drawing on the cart, and the app's code for the script to start. Nothing of another
 * language: each language's file is its own.
 */
export const STAGES: readonly Stage[] = [
  head,
  languageLinks,
  firstPaint,
  inlineStyles,
  firstPaintFont,
  pageScript,
  cartFromDevice,
  appCode,
];

/** <html lang>, the title and description in the page's language, and its words without JavaScript. */
export function head(document: Document, { route, language, drawn }: PageDrawing): void {
  document.documentElement.lang = PAGE_LANG[language];
  document.title = drawn.title;
  const description = document.head.querySelector('meta[name="description"]');
  if (!description) throw new Error('firstPaintStages: index.html has no description');
  description.setAttribute('content', drawn.description);
  const noScript = document.querySelector('noscript');
  if (!noScript) throw new Error('firstPaintStages: index.html has no <noscript>');
  noScript.textContent = drawn.noScript;
  // A customer's own pages ask her to log in first, and the not-found page is no page: neither is
  // for search engines (sitemap.ts lists the others).
  if (route.needsSession || route.paths.includes('*'))
    document.head.append(element(document, 'meta', { name: 'robots', content: 'noindex' }));
}

/**
 * The page's address in every language (`hreflang`, and English as `x-default`, the page for
 * readers of any other language) and its own (`canonical`), as search engines want them: whole
 * addresses, on the site's origin. The not-found page has none: it is no page to find.
 */
export function languageLinks(document: Document, page: PageDrawing, build: Build): void {
  const address = pageAddressOf(page.route);
  if (address === undefined) return;
  const at = (language: Language) => `${build.siteOrigin}${inLanguage(address, language)}`;
  document.head.append(
    element(document, 'link', { rel: 'canonical', href: at(page.language) }),
    ...LANGUAGES.map((language) =>
      element(document, 'link', {
        rel: 'alternate',
        hreflang: PAGE_LANG[language],
        href: at(language),
      }),
    ),
    element(document, 'link', { rel: 'alternate', hreflang: 'x-default', href: at('en') }),
  );
}

/** Where the build draws a route: its first address without a parameter (none for not-found). */
export function pageAddressOf(route: Pick<AppRoute, 'paths'>): string | undefined {
  return route.paths.find((each) => each !== '*' && !each.includes(':'));
}

/**
 * The first paint, inert until the app's first commit replaces it. Nothing is drawn before all of
 * it is in: a document a slow network delivers in parts would otherwise be drawn in parts, and
 * what is drawn moves as the rest comes (the menu button before the navbar's actions). Browsers
 * without `rel=expect` ignore it.
 */
export function firstPaint(document: Document, { drawn }: PageDrawing): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('firstPaintStages: index.html has no #root');
  const shown = element(document, 'div', { class: FIRST_PAINT_CLASS, inert: '' });
  shown.innerHTML = drawn.markup;
  root.replaceChildren(shown);
  root.after(element(document, 'template', { id: FIRST_PAINT_END }));
  document.head.append(
    element(document, 'link', { rel: 'expect', href: `#${FIRST_PAINT_END}`, blocking: 'render' }),
  );
}

/**
 * The app's stylesheet inline, so the first paint waits for no other request, and the page's own
 * where the page is drawn (a shape needs the app's alone); no file asks for the app's any more.
 */
function inlineStyles(document: Document, page: PageDrawing, build: Build): void {
  const { entry, preloads } = codeOf(page, build);
  const entryCss = cssOf(build.manifest, entry);
  const css = new Set([
    ...entryCss,
    ...(page.route.firstPaint === 'page' ? cssOf(build.manifest, preloads) : []),
  ]);
  for (const link of document.querySelectorAll('link[rel="stylesheet"]'))
    if (entryCss.includes(link.getAttribute('href')?.slice(build.base.length) ?? '')) detach(link);
  const sheets = [...css].map((file) => readFileSync(join(build.outDir, file), 'utf8'));
  document.head.append(element(document, 'style', {}, [PENDING_STYLE, ...sheets].join('\n')));
}

/**
 * In Hindi and Telugu, the page's own font: for each face the stylesheet declares for the script's
 * font, its subset for what the page may show before the app (firstPaintFonts.ts), inline in its
 * @font-face rule, so the first paint waits for no request after its HTML (preloaded, the subset
 * came a round trip after the HTML on slow 4G, and the page painted that much after English).
 */
async function firstPaintFont(document: Document, page: PageDrawing, build: Build): Promise<void> {
  if (page.language === 'en') return;
  const style = document.head.querySelector('style');
  if (!style) throw new Error('firstPaintStages: the page has no stylesheet inline');
  const { family } = SCRIPT_FONT[page.language];
  const faces = scriptFaces(style.textContent ?? '', family);
  if (faces.length === 0) throw new Error(`firstPaintStages: the stylesheet declares no ${family}`);
  const text = drawnText(template(document, 'shown', shownIn(page)).content);
  const rules: string[] = [];
  for (const face of faces) {
    const runs = runsOf(text, inUnicodeRange(face.unicodeRange));
    const full = readFileSync(join(build.outDir, face.url.slice(build.base.length)));
    const subset = await firstPaintFace(full, runs, PAGE_LANG[page.language]);
    rules.push(
      firstPaintFaceRule(face, `data:font/woff2;base64,${Buffer.from(subset).toString('base64')}`),
    );
  }
  style.append(`\n${rules.join('\n')}`);
}

/**
 * What the page may show before the app: on the cart, the cart's words too, and an amount as its
 * script writes them (the rupee sign is in the Devanagari face's range: missing from the subset,
 * it had the whole font asked for before the first paint).
 */
function shownIn({ drawn, cart, language }: PageDrawing): string {
  if (!cart) return drawn.markup;
  const { markup, words } = cart;
  const amount = new Intl.NumberFormat(PAGE_LANG[language], {
    style: 'currency',
    currency: 'INR',
  }).format(1234567.89);
  return [drawn.markup, markup, amount, ...Object.values(words.line)]
    .concat(Object.values(words.headline))
    .join(' ');
}

/** The page's script (src/app/firstPaint/pageScript.ts), after the stylesheet whose fonts it asks for. */
export function pageScript(document: Document, _page: PageDrawing, build: Build): void {
  document.head.append(element(document, 'script', {}, build.scripts.page));
}

/**
 * On the cart, its drawing with slots and its words, and the script that fills them from the
 * stored cart (src/app/firstPaint/cartScript.ts): before the end of the first paint, so all is
 * done before the page is drawn.
 */
export function cartFromDevice(
  document: Document,
  { cart, language }: PageDrawing,
  build: Build,
): void {
  if (!cart) return;
  const drawing = template(document, cartTemplateId(language), mainOf(document, cart.markup), {
    'data-words': JSON.stringify(cart.words),
  });
  const script = element(document, 'script', {}, build.scripts.cart);
  endOfFirstPaint(document).before(drawing, script);
}

/**
 * The app's code, in a template the page's script starts once the page is painted: the module
 * script and the entry's preloads (Vite writes them into <head>), then the preloads of the code
 * the page's first live drawing needs, so it downloads beside the app's, not a round trip after.
 */
export function appCode(document: Document, page: PageDrawing, build: Build): void {
  const tags = [
    ...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]'),
  ];
  if (!tags.some((tag) => tag.localName === 'script'))
    throw new Error('firstPaintStages: index.html has no module script');
  const files = new Set(codeOf(page, build).preloads.map((key) => build.manifest[key]?.file));
  const preloads = [...files].map((file) =>
    element(document, 'link', {
      rel: 'modulepreload',
      crossorigin: '',
      href: `${build.base}${file}`,
    }),
  );
  const code = template(document, APP_CODE_TEMPLATE, '');
  code.content.append(...tags.map(detach), ...preloads);
  document.body.append(code);
}

/** The chunks of the app's entry, and those the page's first live drawing needs beside them. */
function codeOf(page: PageDrawing, build: Build): { entry: Set<string>; preloads: string[] } {
  const entry = closure(build.manifest, ['index.html']);
  const preloads = [...closure(build.manifest, page.modules)].filter((key) => !entry.has(key));
  return { entry, preloads };
}

/** The manifest keys of `keys` and, transitively, of their static imports. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`firstPaintStages: ${key} is no chunk of the build`);
    found.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return found;
}

function cssOf(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].flatMap((key) => manifest[key]?.css ?? []);
}

function endOfFirstPaint(document: Document): Element {
  const end = document.getElementById(FIRST_PAINT_END);
  if (!end) throw new Error('firstPaintStages: the page has no end of its first paint');
  return end;
}

/** What <main> holds in `markup`: the navbar and footer around it are the page's shape's own. */
function mainOf(document: Document, markup: string): string {
  const drawn = template(document, 'drawn', markup);
  const main = drawn.content.querySelector('main');
  if (!main) throw new Error('firstPaintStages: the cart page draws no <main>');
  return main.innerHTML;
}

/** `node` out of its place, and the white space before it (the line it stood on). */
function detach<N extends ChildNode>(node: N): N {
  const before = node.previousSibling;
  if (before?.nodeType === node.TEXT_NODE && before.textContent?.trim() === '') before.remove();
  node.remove();
  return node;
}

function template(
  document: Document,
  id: string,
  markup: string,
  attributes: Readonly<Record<string, string>> = {},
): HTMLTemplateElement {
  const made = document.createElement('template');
  made.id = id;
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.innerHTML = markup;
  return made;
}

function element(
  document: Document,
  tag: string,
  attributes: Readonly<Record<string, string>>,
  text?: string,
): Element {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  if (text !== undefined) made.textContent = text;
  return made;
}
