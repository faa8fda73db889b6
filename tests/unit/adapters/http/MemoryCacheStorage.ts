import type { AnswerStorage } from '../../../../src/adapters/http/SavedAnswers';

/** A hand-written Cache API in memory: named caches of responses by URL; `full` refuses writes. */
export class MemoryCacheStorage implements AnswerStorage, Pick<CacheStorage, 'keys'> {
  readonly caches = new Map<string, Map<string, Response>>();
  full = false;

  open(name: string): Promise<Cache> {
    const entries = this.caches.get(name) ?? new Map<string, Response>();
    this.caches.set(name, entries);
    const cache = {
      match: (key: RequestInfo | URL) => Promise.resolve(entries.get(String(key))?.clone()),
      put: (key: RequestInfo | URL, response: Response) => {
        if (this.full) return Promise.reject(new DOMException('full', 'QuotaExceededError'));
        entries.set(String(key), response.clone());
        return Promise.resolve();
      },
      delete: (key: RequestInfo | URL) => Promise.resolve(entries.delete(String(key))),
    };
    return Promise.resolve(cache as unknown as Cache);
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }

  /** The names of the caches, as the Cache API lists them. */
  keys(): Promise<string[]> {
    return Promise.resolve([...this.caches.keys()]);
  }

  /** The bodies kept in cache `name`. */
  texts(name: string): Promise<string[]> {
    return Promise.all([...(this.caches.get(name)?.values() ?? [])].map((r) => r.clone().text()));
  }

  /** The URLs kept in cache `name`. */
  urls(name: string): string[] {
    return [...(this.caches.get(name)?.keys() ?? [])];
  }
}
