/// <reference lib="webworker" />
// The service worker (Workbox; built and given its precache list by vite-plugin-pwa, see
// scripts/vite/offlineApp.ts). What it keeps, and why:
// - every file of the build but the fonts and the Hindi and Telugu pages, precached at install:
//   the English pages' HTML, the hashed code and styles, the app's and the demo's icons;
// - a language's pages (hi/*.html, te/*.html, each with its first paint's font inline: most of
//   the build's bytes) only for a customer who reads it, each language in a precache of its own,
//   filled when the app says its page speaks that language (KEEP_LANGUAGE,
//   src/adapters/worker/keepLanguageMessage.ts) and rid of older revisions when a new version
//   takes over (languagePrecaches.ts);
// - each address opens its own page's file offline, by the rules the host follows (_redirects,
//   written from the route table for each language): /cart is cart.html, /te/service/Mw==
//   te/service.html, an unknown address its language's 404.html (/te/nothing te/404.html) with
//   status 404; a page not kept (a language never read) is asked of the network, as the host;
// - pictures (the catalogue's icons, from the API or a CDN) as they are seen, refreshed in the
//   background; a language's font, and a page's subset of it for its first paint, the first time
//   each is used; and both of those the first page loaded before the worker controlled it, which
//   the app sends it (src/adapters/worker).
// The API's answers are not its business: the app keeps them itself (src/adapters/http/SavedAnswers.ts),
// and every write goes to the network as it is, never queued nor replayed.
import { cacheNames, clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import PAGE_RULES from 'virtual:gharseva/page-rules';
import { languageToKeep } from '../../adapters/worker/keepLanguageMessage';
import { splitByLanguage } from './languageFiles';
import { LanguagePrecaches } from './languagePrecaches';
import { pageFor } from './pageRules';

declare const self: ServiceWorkerGlobalScope;

const { shared, byLanguage } = splitByLanguage(self.__WB_MANIFEST);
const languagePages = new LanguagePrecaches(byLanguage);

/** A file of the build as kept: in the main precache, else in its language's. */
async function precached(path: string): Promise<Response | undefined> {
  return (await matchPrecache(path)) ?? (await languagePages.match(path));
}

/** An address as the host serves it: a file of the build as it is, else its page's file. */
async function openPage(url: URL, request: Request): Promise<Response> {
  const file = await precached(url.pathname);
  if (file) return file;
  const rule = pageFor(PAGE_RULES, url.pathname);
  const page = rule && (await precached(rule.to));
  if (!rule || !page) return fetch(request);
  if (rule.status === 200) return page;
  return new Response(page.body, { status: rule.status, headers: page.headers });
}

// Before the precache's own route: navigations follow the host's rules, not file names.
registerRoute(new NavigationRoute(({ url, request }) => openPage(url, request)));
precacheAndRoute(shared);
cleanupOutdatedCaches();
self.addEventListener('activate', (event) => languagePages.activate(event));

// By the request's destination, or by the address for what the page asks the worker to keep
// (workbox-routing's CACHE_URLS message: what it loaded before the worker controlled it).
const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const FONT = /\.woff2?$/i;

registerRoute(
  ({ request, url }) => request.destination === 'image' || PICTURE.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: `${cacheNames.prefix}-pictures`,
    // Kept by its address alone: a copy the app handed over (no Origin, no Accept header) answers
    // the page's own request too, whatever the host's Vary says.
    matchOptions: { ignoreVary: true },
    plugins: [
      // Only what can be read: an opaque answer (status 0, a picture from another origin without
      // CORS) may be an error page or a redirect, is not checked by anyone, and costs the phone's
      // quota megabytes of padding each.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && (request.destination === 'font' || FONT.test(url.pathname)),
  new CacheFirst({
    cacheName: `${cacheNames.prefix}-fonts`,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // Four whole faces and each page's first-paint subsets (named by their content, so every
      // release whose words change brings new ones): the least recently used go first.
      new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true }),
    ],
  }),
);

// The first version takes the open page at once, so pages opened from it later come from here
// (offline too). A new version waits until the customer presses Reload.
clientsClaim();
// workbox-window's messageSkipWaiting() (src/adapters/worker/WorkboxAppWorker.ts) says it.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The app says which language its page speaks (English has no precache of its own).
self.addEventListener('message', (event) => {
  const language = languageToKeep(event.data);
  if (language && language !== 'en') languagePages.keep(language, event);
});
