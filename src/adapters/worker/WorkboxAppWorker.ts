import { Workbox } from 'workbox-window';
import type { Language } from '../../core/shared/language';
import { keepLanguageMessage } from './keepLanguageMessage';

/** Where the build puts the service worker (scripts/vite/offlineApp.ts). */
export const SERVICE_WORKER_URL = '/serviceWorker.js';

export interface AppWorkerEvents {
  /** A newer version waits; `takeOver` switches to it and loads the page again. */
  readonly newVersionWaits: (takeOver: () => void) => void;
  /** Loads the page again at its address, once the new version controls it. */
  readonly reload: () => void;
}

export interface AppWorker {
  /**
   * The page speaks `language`: the worker controlling it keeps that language's pages for offline
   * (told again whenever a worker takes control, and when the phone is back online). Only Hindi
   * and Telugu readers download theirs.
   */
  readonly speaks: (language: Language) => void;
}

/**
 * Registers the app's service worker with workbox-window, and tells when a new version has
 * downloaded and waits (also one found waiting when the page opens). Where the browser has no
 * service workers, or refuses them, the app works as before, online.
 */
export function registerAppWorker(events: AppWorkerEvents): AppWorker {
  if (!('serviceWorker' in navigator)) return { speaks: () => undefined };
  let spoken: Language | undefined;
  // To the worker in control, not workbox-window's own: a new version waiting must not fill its
  // language's pages before it takes over.
  const tell = () => {
    if (spoken) navigator.serviceWorker.controller?.postMessage(keepLanguageMessage(spoken));
  };
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
    tell();
  });
  worker.register().catch(() => undefined);
  // A switch made offline: its pages could not be fetched then.
  window.addEventListener('online', tell);
  return {
    speaks: (language) => {
      spoken = language;
      tell();
    },
  };
}

/** The fonts and pictures this page has loaded. */
function loadedSoFar(): string[] {
  return performance
    .getEntriesByType('resource')
    .filter(({ name, initiatorType }) => initiatorType === 'img' || /\.woff2?(\?|$)/i.test(name))
    .map(({ name }) => name);
}
