import type { Clock } from '../../core/shared/Clock';

/** How a read's answer is kept on this phone, for when the backend cannot be reached. */
export type Keep = 'catalogue' | 'personal';

/** An answer as the API client reads it: the status and the whole body. */
export interface Answer {
  readonly status: number;
  readonly text: string;
}

/** The Cache API's storage (window.caches), as far as the saved answers use it. */
export type AnswerStorage = Pick<CacheStorage, 'open' | 'delete'>;

/** The caches the answers are kept in: the catalogue's, and the customer's own (deleted at logout). */
export const ANSWER_CACHES: Readonly<Record<Keep, string>> = {
  catalogue: 'gharseva-answers-catalogue',
  personal: 'gharseva-answers-personal',
};

const SAVED_AT = 'x-gharseva-saved-at';

export interface SavedAnswersOptions {
  /** The browser's Cache API; undefined where there is none (an insecure origin): nothing is kept. */
  readonly storage: AnswerStorage | undefined;
  readonly clock: Pick<Clock, 'now'>;
  /** Whether the device says it has a network. */
  readonly connection: { readonly online: boolean };
  /** Told when a customer's own read was answered from its copy, and when the copy was saved. */
  readonly copies: { answeredFromCopy(savedAt: Date): void };
}

/**
 * The API's reads kept on this phone, as the backend sent them (decoded afresh each time by the
 * gateways, so a copy is checked like any answer), keyed by the call (its URL and its body: the
 * API's reads are POSTs, which no HTTP cache keeps). In the app rather than the service worker:
 * the app reads before the worker controls its first page, and it must know that an answer is a
 * copy, and how old, to say so.
 * - `catalogue` (categories, services, options): the copy answers at once, and the network
 *   refreshes it in the background; without a copy, the network.
 * - `personal` (bookings, a booking's detail, the profile): the network first; when it cannot be
 *   reached, times out or errs (5xx), the copy, reported to `answeredFromCopy`. Offline, the copy
 *   at once. Deleted at logout and when the backend ends the session (`forgetPersonal`).
 * Writes are never kept, never answered from here, never queued.
 * Storage that fails (full, blocked) is as if nothing were kept: the answer still comes.
 */
export class SavedAnswers {
  /** Counts forgettings: an answer asked for before the last one is not kept after it. */
  private forgotten = 0;

  constructor(private readonly options: SavedAnswersOptions) {}

  async answer(keep: Keep, key: string, ask: () => Promise<Answer>): Promise<Answer> {
    const asked = () => this.askAndKeep(keep, key, ask);
    if (keep === 'catalogue') {
      const copy = await this.copy(keep, key);
      if (!copy) return asked();
      asked().catch(() => undefined);
      return copy;
    }
    const copy = () => this.copy(keep, key, true);
    if (!this.options.connection.online) return (await copy()) ?? asked();
    let answer: Answer;
    try {
      answer = await asked();
    } catch (error) {
      return (await copy()) ?? Promise.reject(error as Error);
    }
    return (answer.status >= 500 && (await copy())) || answer;
  }

  /**
   * Deletes every answer about the customer (at logout, and when the backend ends the session);
   * one asked for before and answered after is not kept either. Never fails.
   */
  async forgetPersonal(): Promise<void> {
    this.forgotten += 1;
    try {
      await this.options.storage?.delete(ANSWER_CACHES.personal);
    } catch {
      // Storage the browser refuses holds nothing of ours either.
    }
  }

  private async askAndKeep(keep: Keep, key: string, ask: () => Promise<Answer>): Promise<Answer> {
    const forgotten = this.forgotten;
    const answer = await ask();
    const current = keep === 'catalogue' || forgotten === this.forgotten;
    if (answer.status >= 200 && answer.status < 300 && current)
      await this.cache(keep)
        .then((cache) =>
          cache?.put(
            key,
            new Response(answer.text, {
              headers: { [SAVED_AT]: this.options.clock.now().toISOString() },
            }),
          ),
        )
        // Full or refused: the answer is simply not kept.
        .catch(() => undefined);
    return answer;
  }

  /** The copy kept for `key`; a customer's own is `reported` as the answer's source. */
  private async copy(keep: Keep, key: string, reported = false): Promise<Answer | undefined> {
    try {
      const response = await (await this.cache(keep))?.match(key);
      const savedAt = new Date(response?.headers.get(SAVED_AT) ?? Number.NaN);
      if (!response || Number.isNaN(savedAt.getTime())) return undefined;
      const text = await response.text();
      if (reported) this.options.copies.answeredFromCopy(savedAt);
      return { status: 200, text };
    } catch {
      return undefined;
    }
  }

  private async cache(keep: Keep): Promise<Cache | undefined> {
    return this.options.storage?.open(ANSWER_CACHES[keep]);
  }
}

/** The key of a call: its URL, and its body for a POST (the API's reads are POSTs). */
export function answerKey(url: string, body: string | undefined): string {
  return body === undefined
    ? url
    : `${url}${url.includes('?') ? '&' : '?'}saved-body=${encodeURIComponent(body)}`;
}
