import type { PersonalCopies } from '../../../../src/core/auth/PersonalCopies';

/** PersonalCopies that records what it was told to delete, in order. */
export class RecordingPersonalCopies implements PersonalCopies {
  /** 'all', or the one customer whose copies were kept. */
  readonly deletions: ('all' | { readonly kept: number })[] = [];

  forget(): Promise<void> {
    this.deletions.push('all');
    return Promise.resolve();
  }

  keepOnly(userId: number): Promise<void> {
    this.deletions.push({ kept: userId });
    return Promise.resolve();
  }
}
