import { Workbox } from 'workbox-window';

/** Where the build puts the service worker (scripts/vite/offlineApp.ts). */
export const SERVICE_WORKER_URL = '/serviceWorker.js';

export interface AppWorkerEvents {
  /** A newer version waits; `takeOver` switches to it and loads the page again. */
  readonly newVersionWaits: (takeOver: () => void) => void;
  /** Loads the page again at its address, once the new version controls it. */
  readonly reload: () => void;
}

/**
 * Registers the app's service worker with workbox-window, and tells when a new version has
 * downloaded and waits (also one found waiting when the page opens). Where the browser has no
 * service workers, or refuses them, the app works as before, online.
 */
export function registerAppWorker(events: AppWorkerEvents): void {
  if (!('serviceWorker' in navigator)) return;
  const worker = new Workbox(SERVICE_WORKER_URL);
  worker.addEventListener('waiting', () =>
    events.newVersionWaits(() => {
      worker.addEventListener('controlling', () => events.reload());
      worker.messageSkipWaiting();
    }),
  );
  // The first time it controls the page, it keeps the fonts and pictures the page loaded before
  // (workbox-routing caches them by its routes): a Hindi or Telugu page, its icons, offline too.
  worker.addEventListener('controlling', (event) => {
    if (!event.isUpdate)
      void worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedSoFar() } });
  });
  worker.register().catch(() => undefined);
}

/** The fonts and pictures this page has loaded. */
function loadedSoFar(): string[] {
  return performance
    .getEntriesByType('resource')
    .filter(({ name, initiatorType }) => initiatorType === 'img' || /\.woff2?(\?|$)/i.test(name))
    .map(({ name }) => name);
}
