import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  createServer,
  createServerModuleRunner,
  type Manifest,
  type Plugin,
  type ResolvedConfig,
} from 'vite';
import type { AppRoute } from '../../src/app/routes.ts';
import { SCRIPT_FONT } from '../../src/adapters/i18n/scriptFont.ts';
import { matches, type PageRule } from '../../src/app/worker/pageRules.ts';
import {
  drawnText,
  firstPaintFace,
  firstPaintFaceRule,
  inUnicodeRange,
  runsOf,
  scriptFaces,
} from './firstPaintFonts.ts';
import {
  APP_CODE_TEMPLATE,
  FIRST_PAINT_PENDING_STYLE,
  FIRST_PAINT_SCRIPT,
  FIRST_PAINT_TEMPLATE,
} from './firstPaintScript.ts';
import { CART_FIRST_PAINT_SCRIPT, CART_SLOTS_TEMPLATE } from './cartFirstPaintScript.ts';
import { HOSTING_DIR, hostingRecipes } from './hostingRecipes.ts';
import { HEADERS_FILE, readHeadersFile } from './securityHeaders.ts';

/** What src/app/prerender.tsx gives the build. */
type Prerenderer = typeof import('../../src/app/prerender.tsx');
type CartSlotsDrawing = import('../../src/app/prerender.tsx').CartSlotsDrawing;
type RouteTable = typeof import('../../src/app/routes.ts');

export const REDIRECTS_FILE = '_redirects';
const ENTRY = 'index.html';
const PRERENDERER = '/src/app/prerender.tsx';
/**
 * The id of an empty element right after a page's first paint: the page is drawn once it is in
 * (Chromium lifts `rel=expect` at an element's start tag, the spec at its end; both hold here).
 */
const FIRST_PAINT_END = 'first-paint-end';

/**
 * Writes one HTML file per route of src/app/routes.ts, each showing its page before any JavaScript
 * has run:
 * - the page's first paint, drawn by the app's own views at build time (src/app/prerender.tsx),
 *   inert until the app takes over and draws it live (React replaces it in its first commit);
 * - the app's stylesheet (and the page's) inlined, so the first paint waits for no other request;
 * - the same first paint in Hindi and Telugu in templates of the same file, which the page's
 *   first-paint script (firstPaintScript.ts) shows instead of the English one to a visitor of that
 *   language, drawn in the page's own subset of the script's font (firstPaintFonts.ts): no request
 *   between the HTML and the first paint in English, one of 7 to 15 KB in Hindi or Telugu;
 * - the app's module script and `modulepreload` links for the code the page's first live drawing
 *   needs (the page, its feature and, when it asks for data at once, the gateways), in a template
 *   the first-paint script starts after the frame that shows the page, so that code downloads
 *   beside the app's instead of after it, and not before the page is on screen. Which chunks those
 *   are, the build learns by loading that code and asking the build manifest where each module went.
 * Also writes `_redirects` (Netlify and Cloudflare Pages read it) and, from it and `_headers`, the
 * recipes for nginx, Apache and CloudFront in `hosting/`, and makes `vite preview` serve the files
 * by it.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gharseva:prerender-pages',
    // `vite preview` resolves its config as a server: it needs the rewrites, not the dev server.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options) {
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const manifestFile = join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      // Another page built with this config (the bare React floor of the bundle budget).
      if (!existsSync(join(config.root, PRERENDERER))) return;
      const server = await createServer({
        configFile: config.configFile ?? false,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
      try {
        const app = await runner.import<Prerenderer>(PRERENDERER);
        const { ROUTES } = await runner.import<RouteTable>('/src/app/routes.ts');
        // Where a value the app's code exports comes from: the module that exports it.
        const moduleOf = (value: unknown): string => {
          for (const node of runner.evaluatedModules.idToModuleMap.values()) {
            const exports = node.exports as Record<string, unknown> | undefined;
            if (exports === value || (exports && Object.values(exports).includes(value)))
              return relative(config.root, node.file);
          }
          throw new Error('prerenderPages: a page needs code no module of src/ exports');
        };
        // Read before index.html, the home page's file, is written over.
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const build = { manifest, outDir, base: config.base, template };
        for (const route of ROUTES) {
          const modules = (await app.codeOf(route)).map(moduleOf);
          const drawn = {
            en: await app.renderFirstPaint(route, drawnAt(route), 'en'),
            hi: await app.renderFirstPaint(route, drawnAt(route), 'hi'),
            te: await app.renderFirstPaint(route, drawnAt(route), 'te'),
          };
          const cart =
            route.firstPaint === 'cart'
              ? {
                  en: await app.renderCartSlots(route, drawnAt(route), 'en'),
                  hi: await app.renderCartSlots(route, drawnAt(route), 'hi'),
                  te: await app.renderCartSlots(route, drawnAt(route), 'te'),
                }
              : undefined;
          const drawing = { modules, drawn, cart };
          writeFileSync(join(outDir, fileOf(route)), await page(build, route, drawing));
        }
        writeFileSync(join(outDir, REDIRECTS_FILE), redirects(ROUTES));
        writeHostingRecipes(outDir, rewrites(ROUTES));
      } finally {
        await runner.close();
        await server.close();
      }
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const rules = readRedirects(join(outDir, REDIRECTS_FILE));
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const url = new URL(request.url ?? '/', 'http://preview');
        let path: string;
        try {
          path = decodeURIComponent(url.pathname);
        } catch {
          return next();
        }
        if (isFile(join(outDir, path))) return next();
        // Hosts with "clean URLs" serve /cart from cart.html by themselves; so does Vite.
        if (path !== '/' && isFile(join(outDir, `${path}.html`))) return next();
        const rule = rules.find((candidate) => matches(candidate.from, path));
        if (!rule) return next();
        if (rule.status === 200) {
          request.url = `${rule.to}${url.search}`;
          return next();
        }
        response.statusCode = rule.status;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(request.method === 'HEAD' ? undefined : readFileSync(join(outDir, rule.to)));
      });
    },
  };
}

/** The HTML file of a route: `index.html` for home, `404.html` for the rest, else its first segment's name. */
export function fileOf(route: Pick<AppRoute, 'paths'>): string {
  return `${pageName(route)}.html`;
}

function pageName(route: Pick<AppRoute, 'paths'>): string {
  const [first = '*'] = route.paths;
  if (first === '/') return 'index';
  if (first === '*') return '404';
  return first.split('/')[1] ?? '404';
}

/** Where the build draws the route: its first address without a parameter. */
function drawnAt(route: AppRoute): string {
  return route.paths.find((path) => path !== '*' && !path.includes(':')) ?? '/404';
}

/** The addresses the route's file answers, as host rules write them (`/service/*`). */
function served(route: Pick<AppRoute, 'paths'>): string[] {
  return route.paths.map((path) => (path === '*' ? '/*' : path.replace(/\/:[^/]+$/, '/*')));
}

interface Build {
  readonly manifest: Manifest;
  readonly outDir: string;
  readonly base: string;
  /** The built index.html: the app's script and stylesheet around an empty #root. */
  readonly template: string;
}

type Languages<T> = Readonly<Record<'en' | 'hi' | 'te', T>>;

interface Drawing {
  /** The source modules (from the project root) whose code the page's first live drawing needs. */
  readonly modules: readonly string[];
  /** The page's first paint and title in each language. */
  readonly drawn: Languages<{ markup: string; title: string }>;
  /** The cart page drawn with slots in each language, for the cart's first-paint script. */
  readonly cart: Languages<CartSlotsDrawing> | undefined;
}

async function page(
  build: Build,
  route: AppRoute,
  { modules, drawn, cart }: Drawing,
): Promise<string> {
  const entry = closure(build.manifest, [ENTRY]);
  const preloads = [...closure(build.manifest, modules)].filter((key) => !entry.has(key));
  const files = [...new Set(preloads.map((key) => build.manifest[key]?.file))];
  const entryCss = [...entry].flatMap((key) => build.manifest[key]?.css ?? []);
  // The page's own stylesheets only where its page is drawn: a shape needs the app's alone.
  const css = [
    ...entryCss,
    ...(route.firstPaint === 'page'
      ? preloads.flatMap((key) => build.manifest[key]?.css ?? [])
      : []),
  ].filter((file, index, all) => all.indexOf(file) === index);
  const style = css.map((file) => readFileSync(join(build.outDir, file), 'utf8')).join('\n');
  // The subsets draw the cart's texts too where the script may show them.
  const drawnIn = (language: 'hi' | 'te') =>
    [
      drawn[language].markup,
      cart?.[language].markup ?? '',
      cart?.[language].headline.one ?? '',
      cart?.[language].headline.other ?? '',
    ].join(' ');
  const fonts = await firstPaintFonts(build, style, { hi: drawnIn('hi'), te: drawnIn('te') });
  // The stylesheet first: the script asks for the fonts it declares. Nothing is drawn before the
  // whole first paint is in: a document a slow network delivers in parts would otherwise be drawn
  // in parts, and what is drawn moves as the rest comes (the menu button before the navbar's
  // actions). Browsers without `rel=expect` ignore it.
  const head = [
    `<link rel="expect" href="#${FIRST_PAINT_END}" blocking="render">`,
    `<style>${FIRST_PAINT_PENDING_STYLE}\n${fonts}\n${style}</style>`,
    `<script>${FIRST_PAINT_SCRIPT}</script>`,
  ].join('\n    ');
  // The app's own stylesheet moves into each page; no file asks for it any more.
  let html = build.template
    .replace(/\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag: string, href: string) =>
      entryCss.includes(href.slice(build.base.length)) ? '' : tag,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(drawn.en.title)}</title>`);
  // The app's script and the entry's preloads (Vite writes them into <head>) go into the template
  // the first-paint script starts, with the page's own preloads after them.
  const code: string[] = [];
  html = html.replace(
    /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
    (_tag: string, tag: string) => {
      code.push(tag);
      return '';
    },
  );
  if (!code.some((tag) => tag.startsWith('<script')))
    throw new Error('prerenderPages: index.html has no module script');
  code.push(
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="${build.base}${file}">`),
  );
  const languages = (['hi', 'te'] as const).map(
    (language) =>
      `<template id="${FIRST_PAINT_TEMPLATE}${language}" data-title="${escapeAttribute(drawn[language].title)}">${drawn[language].markup}</template>`,
  );
  // The cart's script fills the page and its other languages before the page is drawn: they come
  // before the end of the first paint, the script last.
  const filled = cart
    ? [
        ...languages,
        ...(['en', 'hi', 'te'] as const).map((language) =>
          cartSlotsTemplate(language, cart[language]),
        ),
        `<script>${CART_FIRST_PAINT_SCRIPT}</script>`,
      ]
    : [];
  const templates = [
    `<template id="${FIRST_PAINT_END}"></template>`,
    ...(cart ? [] : languages),
    `<template id="${APP_CODE_TEMPLATE}">${code.join('')}</template>`,
  ];
  html = html
    // Whatever another plugin put last in <head> (vite-plugin-pwa's manifest link), before it ends.
    .replace(/\s*<\/head>/, `\n    ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      [
        `<div id="root"><div class="first-paint" inert>${drawn.en.markup}</div></div>`,
        ...filled,
        ...templates,
      ].join('\n    '),
    );
  if (!html.includes('class="first-paint"'))
    throw new Error('prerenderPages: index.html has no empty #root');
  if (!html.includes(FIRST_PAINT_SCRIPT))
    throw new Error('prerenderPages: index.html has no </head> for the first-paint script');
  return html;
}

/** The template of the cart page's main part drawn with slots in `language`, and the texts the script chooses from. */
function cartSlotsTemplate(language: 'en' | 'hi' | 'te', cart: CartSlotsDrawing): string {
  const data = {
    locale: cart.locale,
    'headline-one': cart.headline.one,
    'headline-other': cart.headline.other,
    'decrease-more': cart.decreaseLabel.more,
    'decrease-last': cart.decreaseLabel.last,
    service: cart.defaultServiceName,
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeAttribute(value)}"`)
    .join('');
  // Only what <main> holds: the navbar and footer around it are the shape's own.
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(cart.markup)?.[1];
  if (main === undefined) throw new Error('prerenderPages: the cart page draws no <main>');
  return `<template id="${CART_SLOTS_TEMPLATE}${language}"${attributes}>${main}</template>`;
}

/**
 * The @font-face rules of the page's first paint in Hindi and Telugu: for each face the stylesheet
 * declares for the script, its subset for the page's text in that language (`drawn`, its markup),
 * written beside the build's assets (named by its content: pages drawing the same text share a
 * file).
 */
async function firstPaintFonts(
  build: Build,
  style: string,
  drawn: Readonly<Record<'hi' | 'te', string>>,
): Promise<string> {
  const rules: string[] = [];
  for (const language of ['hi', 'te'] as const) {
    const { family } = SCRIPT_FONT[language];
    const faces = scriptFaces(style, family);
    if (faces.length === 0) throw new Error(`prerenderPages: the stylesheet declares no ${family}`);
    const text = drawnText(drawn[language]);
    for (const face of faces) {
      const runs = runsOf(text, inUnicodeRange(face.unicodeRange));
      const full = readFileSync(join(build.outDir, face.url.slice(build.base.length)));
      const subset = await firstPaintFace(full, runs, `${language}-IN`);
      const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
      const slug = family.toLowerCase().replace(/\s+/g, '-');
      const file = `assets/${slug}-${face.weight}-first-paint-${hash}.woff2`;
      writeFileSync(join(build.outDir, file), subset);
      rules.push(firstPaintFaceRule(face, `${build.base}${file}`));
    }
  }
  return rules.join('\n');
}

/** The manifest keys of `keys` and, transitively, of their static imports. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerenderPages: ${key} is no chunk of the build`);
    found.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return found;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function escapeAttribute(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}

/** One address (or `/service/*`, every address under one) and the page file that serves it. */
export type Rule = PageRule;

/** The rewrites, most specific first: each page's own addresses, then the `*` ones. */
export function rewrites(routes: readonly Pick<AppRoute, 'paths'>[]): Rule[] {
  const rules: Rule[] = routes.flatMap((route) =>
    served(route).map((from) => ({
      from,
      to: `/${fileOf(route)}`,
      status: route.paths.includes('*') ? 404 : 200,
    })),
  );
  return [
    ...rules.filter((rule) => !rule.from.endsWith('*')),
    ...rules
      .filter((rule) => rule.from.endsWith('*'))
      .sort((a, b) => b.from.length - a.from.length),
  ];
}

/** The recipes for other hosts, from the build's `_headers` and the same rewrites. */
function writeHostingRecipes(outDir: string, rules: readonly Rule[]): void {
  const headers = readHeadersFile(readFileSync(join(outDir, HEADERS_FILE), 'utf8'));
  mkdirSync(join(outDir, HOSTING_DIR), { recursive: true });
  for (const [file, text] of Object.entries(hostingRecipes(headers, rules)))
    writeFileSync(join(outDir, HOSTING_DIR, file), text);
}

/** `_redirects`, the format Netlify and Cloudflare Pages read. */
function redirects(routes: readonly AppRoute[]): string {
  return `${rewrites(routes)
    .map((rule) => `${rule.from} ${rule.to} ${rule.status}`)
    .join('\n')}\n`;
}

/** The rules of a `_redirects` file the build wrote (none when there is no file). */
export function readRedirects(file: string): Rule[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 3 && parts[0]?.startsWith('/'))
    .map(([from = '', to = '', status = '200']) => ({ from, to, status: Number(status) }));
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
