import type { Clock } from '../../core/shared/Clock';
import { personalAnswersOf } from '../storage/CachePersonalCopies';

/** How a read's answer is kept on this phone, for when the backend cannot be reached. */
export type Keep = 'catalogue' | 'personal';

/** An answer as the API client reads it: the status and the whole body. */
export interface Answer {
  readonly status: number;
  readonly text: string;
}

/** The Cache API's storage (window.caches), as far as the saved answers use it. */
export type AnswerStorage = Pick<CacheStorage, 'open' | 'delete'>;

/** The cache of the catalogue's answers, everyone's. */
export const CATALOGUE_ANSWERS = 'gharseva-answers-catalogue';

/** A customer's copy older than this is not shown: a week-old booking list misleads more than it helps. */
export const PERSONAL_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const SAVED_AT = 'x-gharseva-saved-at';

export interface SavedAnswersOptions {
  /** The browser's Cache API; undefined where there is none (an insecure origin): nothing is kept. */
  readonly storage: AnswerStorage | undefined;
  readonly clock: Pick<Clock, 'now'>;
  /** Whether the device says it has a network. */
  readonly connection: { readonly online: boolean };
  /** Told when a customer's own read was answered from its copy, and when the copy was saved. */
  readonly copies: { answeredFromCopy(savedAt: Date): void };
  /** Who is logged in on this phone now (0: nobody): whose copies a customer's read uses. */
  readonly customer: () => number;
}

/**
 * The API's reads kept on this phone, as the backend sent them (decoded afresh each time by the
 * gateways, so a copy is checked like any answer), keyed by the call (its URL and its body: the
 * API's reads are POSTs, which no HTTP cache keeps; and its language, `answerKey`). In the app rather than the service worker:
 * the app reads before the worker controls its first page, and it must know that an answer is a
 * copy, and how old, to say so.
 * - `catalogue` (categories, services, options): the copy answers at once, and the network
 *   refreshes it in the background; without a copy, the network.
 * - `personal` (bookings, a booking's detail, the profile): the network first; when it cannot be
 *   reached, times out or errs (5xx), the copy, reported to `answeredFromCopy`. Offline, the copy
 *   at once. Each customer's in a cache of their own; none kept without a session, none shown
 *   after a week, none kept when another customer (or nobody) is logged in by the time it comes.
 *   Deleted at logout, when the session ends, and all but the customer's own before a session
 *   starts (CachePersonalCopies).
 * Writes are never kept, never answered from here, never queued.
 * Storage that fails (full, blocked) is as if nothing were kept: the answer still comes.
 */
export class SavedAnswers {
  constructor(private readonly options: SavedAnswersOptions) {}

  async answer(keep: Keep, key: string, ask: () => Promise<Answer>): Promise<Answer> {
    if (keep === 'catalogue') {
      const asked = () => this.askAndKeep(CATALOGUE_ANSWERS, key, ask);
      const copy = await this.copy(CATALOGUE_ANSWERS, key);
      if (!copy) return asked();
      asked().catch(() => undefined);
      return copy;
    }
    const customer = this.options.customer();
    // A visitor's read is nobody's to keep.
    if (customer <= 0) return ask();
    const cache = personalAnswersOf(customer);
    const asked = () => this.askAndKeep(cache, key, ask, customer);
    const copy = () => this.copy(cache, key, true);
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
   * Asks, and keeps a successful answer in `cache`; a customer's (`customer`) only while they
   * are still the one logged in, checked again once it is kept: an answer that comes after they
   * left (logout, another customer's login) is dropped, however the deleting and the keeping
   * interleave.
   */
  private async askAndKeep(
    cache: string,
    key: string,
    ask: () => Promise<Answer>,
    customer?: number,
  ): Promise<Answer> {
    const answer = await ask();
    const stillTheirs = () => customer === undefined || this.options.customer() === customer;
    if (answer.status < 200 || answer.status > 299 || !stillTheirs()) return answer;
    try {
      const opened = await this.open(cache);
      await opened?.put(
        key,
        new Response(answer.text, {
          headers: { [SAVED_AT]: this.options.clock.now().toISOString() },
        }),
      );
      if (!stillTheirs()) await opened?.delete(key);
    } catch {
      // Full or refused: the answer is simply not kept.
    }
    return answer;
  }

  /**
   * The copy kept for `key` in `cache`; a customer's own (`personal`) is reported as the
   * answer's source, and not shown once it is older than a week.
   */
  private async copy(cache: string, key: string, personal = false): Promise<Answer | undefined> {
    try {
      const opened = await this.open(cache);
      const response = await opened?.match(key);
      const savedAt = new Date(response?.headers.get(SAVED_AT) ?? Number.NaN);
      if (!response || Number.isNaN(savedAt.getTime())) return undefined;
      if (
        personal &&
        this.options.clock.now().getTime() - savedAt.getTime() > PERSONAL_COPY_MAX_AGE_MS
      ) {
        await opened?.delete(key);
        return undefined;
      }
      const text = await response.text();
      if (personal) this.options.copies.answeredFromCopy(savedAt);
      return { status: 200, text };
    } catch {
      return undefined;
    }
  }

  private async open(cache: string): Promise<Cache | undefined> {
    return this.options.storage?.open(cache);
  }
}

/**
 * The key of a call: its URL, its body for a POST (the API's reads are POSTs), and the language
 * it asked in (`catalogue-languages`), so a copy in Telugu never answers a read in English.
 */
export function answerKey(url: string, body: string | undefined, language?: string): string {
  const key =
    body === undefined
      ? url
      : `${url}${url.includes('?') ? '&' : '?'}saved-body=${encodeURIComponent(body)}`;
  return language ? `${key}${key.includes('?') ? '&' : '?'}saved-language=${language}` : key;
}
