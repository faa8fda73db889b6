import { join, resolve } from 'node:path';
import type { Plugin, PluginOption, ResolvedConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { BRAND_NAME } from '../../src/core/shared/brand.ts';
import { links } from '../../src/presenters/links.ts';
import { readRedirects, REDIRECTS_FILE } from './hostRewrites.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PAGE_RULES = 'virtual:gharseva/page-rules';
/** The brand's terracotta and the cream it stands on (src/views/styles/app.css). */
const THEME_COLOUR = '#c2410c';
const BACKGROUND_COLOUR = '#fff7ed';
/** The icons scripts/icons.ts draws from the logo mark, in public/. */
const ICONS = 'app-icons';

/** What the phone shows and opens when the app is installed. */
export const MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: `${BRAND_NAME} · Home repairs in Hyderabad`,
  short_name: BRAND_NAME,
  description:
    'Book certified technicians for AC, electrical, appliance, carpentry and plumbing repairs in Hyderabad, with clear prices.',
  lang: 'en-IN',
  dir: 'ltr',
  start_url: links.root,
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
  categories: ['lifestyle', 'shopping'],
  icons: [
    { src: `/${ICONS}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: `/${ICONS}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: `/${ICONS}/icon-maskable-512.png`,
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    {
      name: 'My Bookings',
      url: links.myBookings,
      icons: [{ src: `/${ICONS}/icon-192.png`, sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Search',
      url: links.search,
      icons: [{ src: `/${ICONS}/icon-192.png`, sizes: '192x192', type: 'image/png' }],
    },
  ],
};

/**
 * Makes the build an installable app that opens offline, with vite-plugin-pwa (Workbox):
 * - the manifest (MANIFEST), linked from index.html and so from every page's file;
 * - the service worker src/app/worker/serviceWorker.ts, built after every file of the build is
 *   written (vite-plugin-pwa does it in `closeBundle`, after prerenderPages' and hostRewrites'
 *   `writeBundle` have written each page's HTML and `_redirects`), with the list of files to precache injected and
 *   `_redirects`' rules compiled in (`virtual:gharseva/page-rules`), so each address opens its
 *   own page offline as the host serves it.
 * The app registers the worker itself, after its first drawing (src/adapters/worker).
 * Only for the app: another page built with this config (the budget's bare React floor) gets none.
 */
export function offlineApp(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app/worker',
    filename: 'serviceWorker.ts',
    injectRegister: false,
    manifest: MANIFEST,
    includeManifestIcons: true,
    injectManifest: {
      // Each page's HTML in each language (the worker keeps hi/ and te/ only for their readers:
      // src/app/worker/languagePrecaches.ts), the code, the styles and the icons. Not the fonts (a language's font is
      // kept the first time it is used: an English reader never needs 180 KB of Noto), nor the
      // host's files, nor the build's manifest.
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
      globIgnores: ['hosting/**', '.vite/**', '**/*.woff2'],
      buildPlugins: { vite: [pageRules()] },
    },
  }).map(forTheAppOnly);
}

/** `virtual:gharseva/page-rules`: the rules of the build's `_redirects`, for the service worker. */
function pageRules(): Plugin {
  let config: ResolvedConfig;
  const id = `\0${PAGE_RULES}`;
  return {
    name: 'gharseva:page-rules',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (source) => (source === PAGE_RULES ? id : undefined),
    load(loading) {
      if (loading !== id) return undefined;
      const rules = readRedirects(join(resolve(config.root, config.build.outDir), REDIRECTS_FILE));
      if (rules.length === 0)
        throw new Error(`offlineApp: the build wrote no ${REDIRECTS_FILE} for the service worker`);
      return `export default ${JSON.stringify(rules)};`;
    },
  };
}

/** A plugin of vite-plugin-pwa applied only when the app itself is built (root at the project's). */
function forTheAppOnly(plugin: Plugin): Plugin {
  const own = plugin.apply;
  return {
    ...plugin,
    apply: (config, env) =>
      resolve(config.root ?? ROOT) === ROOT &&
      (typeof own === 'function' ? own(config, env) : own === undefined || own === env.command),
  };
}
