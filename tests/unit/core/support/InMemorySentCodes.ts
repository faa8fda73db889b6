import type { SentCode, SentCodes } from '../../../../src/core/auth/SentCodes';

/** The codes sent from a tab, in memory. */
export class InMemorySentCodes implements SentCodes {
  private readonly codes = new Map<string, SentCode>();

  find(mobile: string): SentCode | undefined {
    return this.codes.get(mobile);
  }

  save(code: SentCode): void {
    this.codes.set(code.mobile, code);
  }

  forget(mobile: string): void {
    this.codes.delete(mobile);
  }
}
