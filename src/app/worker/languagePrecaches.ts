/// <reference lib="webworker" />
import { cacheNames } from 'workbox-core';
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import type { Translated } from '../../core/shared/language';
import { languageOfFile } from './languageFiles';

declare const self: ServiceWorkerGlobalScope;

/**
 * Each language's pages (`te/*.html`), precached for a reader of it only: one workbox
 * PrecacheController per language, each its own cache, filled when the app says the page speaks
 * that language (`keep`), rid of older revisions when a new worker takes over (`activate`).
 */
export class LanguagePrecaches {
  private readonly controllers: ReadonlyMap<Translated, PrecacheController>;
  /** What this worker has kept, or is keeping: each language fetched once in its life. */
  private readonly keeping = new Map<Translated, Promise<unknown>>();

  constructor(byLanguage: ReadonlyMap<Translated, readonly (string | PrecacheEntry)[]>) {
    this.controllers = new Map(
      [...byLanguage].map(([language, entries]) => {
        // Not `${cacheNames.precache}-te`: cleanupOutdatedCaches deletes every cache named with
        // "-precache-" but the main one.
        const controller = new PrecacheController({
          cacheName: `${cacheNames.prefix}-pages-${language}-${cacheNames.suffix}`,
        });
        controller.addToCacheList([...entries]);
        return [language, controller];
      }),
    );
  }

  /** Fetches `language`'s pages this worker lacks (unchanged ones are skipped by revision). */
  keep(language: Translated, event: ExtendableEvent): void {
    const controller = this.controllers.get(language);
    if (!controller) return;
    // Asked while an attempt is under way (she switched offline, and the phone is back online):
    // wait for it, and try again if it failed.
    const previous = this.keeping.get(language);
    const install = () => installWithRetries(controller, event, INSTALL_TRIES);
    const attempt = previous ? previous.catch(install) : install();
    const kept: Promise<unknown> = attempt.catch((error: unknown) => {
      // Offline, or a file failed: the next time the app says so, again.
      if (this.keeping.get(language) === kept) this.keeping.delete(language);
      throw error;
    });
    this.keeping.set(language, kept);
    event.waitUntil(kept);
  }

  /** Drops the pages of older revisions, in each language a reader kept (none made for the others). */
  activate(event: ExtendableEvent): void {
    for (const controller of this.controllers.values())
      event.waitUntil(
        self.caches
          .has(controller.strategy.cacheName)
          .then((kept) => (kept ? controller.activate(event) : undefined)),
      );
  }

  /** A language's page file (`/te/cart.html`) as kept, if its reader's worker has kept it. */
  async match(path: string): Promise<Response | undefined> {
    const language = languageOfFile(path);
    return language && (await this.controllers.get(language)?.matchPrecache(path));
  }
}

/**
 * How often a language's pages are asked for before giving up until the app says so again, and
 * how long apart: the phone's "online" comes a moment before its requests go through.
 */
const INSTALL_TRIES = 4;
const RETRY_MS = 1500;

function installWithRetries(
  controller: PrecacheController,
  event: ExtendableEvent,
  tries: number,
): Promise<unknown> {
  return controller
    .install(asInstall(event))
    .catch((error: unknown) =>
      tries > 1
        ? new Promise((resolve) => setTimeout(resolve, RETRY_MS)).then(() =>
            installWithRetries(controller, event, tries - 1),
          )
        : Promise.reject(error),
    );
}

/**
 * workbox's PrecacheStrategy stores a missing file only while an `install` event is handled (for
 * any other it fetches and drops it): the message lends its lifetime to one.
 */
function asInstall(event: ExtendableEvent): ExtendableEvent {
  return {
    type: 'install',
    waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise),
  } as unknown as ExtendableEvent;
}
