import type { PersonalCopies } from '../../core/auth/PersonalCopies';

/** What the name of every cache of a customer's own answers starts with (SavedAnswers). */
export const PERSONAL_ANSWERS = 'gharseva-answers-personal';

/** The cache of one customer's own answers: named for them, so no customer is shown another's. */
export function personalAnswersOf(userId: number): string {
  return `${PERSONAL_ANSWERS}-${userId}`;
}

/**
 * The customers' answers the app keeps in the browser's Cache API (SavedAnswers), one cache per
 * customer, deleted here whether the API's code has downloaded in this tab or not. Never fails:
 * storage the browser refuses holds nothing of ours either.
 */
export class CachePersonalCopies implements PersonalCopies {
  /** `storage`: the browser's caches; undefined where there are none (an insecure origin). */
  constructor(private readonly storage: Pick<CacheStorage, 'keys' | 'delete'> | undefined) {}

  forget(): Promise<void> {
    return this.deleteAllBut(undefined);
  }

  keepOnly(userId: number): Promise<void> {
    return this.deleteAllBut(personalAnswersOf(userId));
  }

  private async deleteAllBut(kept: string | undefined): Promise<void> {
    const storage = this.storage;
    if (!storage) return;
    try {
      const names = await storage.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PERSONAL_ANSWERS) && name !== kept)
          .map((name) => storage.delete(name)),
      );
    } catch {
      // Nothing kept, or nothing we may touch.
    }
  }
}
