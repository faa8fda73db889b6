import type { SentCode, SentCodes } from '../../core/auth/SentCodes';

/** The sessionStorage key of the codes sent from this tab. */
export const SENT_CODES_KEY = 'sentCodes';

interface StoredCode {
  readonly mobile: string;
  readonly userId: number;
  readonly sentAt: number;
  readonly wrongCodes: number;
  readonly lastWrongAt?: number;
}

/**
 * SentCodes in the tab's sessionStorage under `sentCodes`: `{ "9876543210": { … } }`, times as
 * milliseconds. What cannot be read is forgotten: at worst a number may be sent a code sooner.
 */
export class SessionStorageSentCodes implements SentCodes {
  constructor(private readonly storage: Storage) {}

  find(mobile: string): SentCode | undefined {
    const stored = this.read()[mobile];
    if (!isStoredCode(stored) || stored.mobile !== mobile) return undefined;
    return {
      mobile: stored.mobile,
      userId: stored.userId,
      sentAt: new Date(stored.sentAt),
      wrongCodes: stored.wrongCodes,
      ...(stored.lastWrongAt !== undefined ? { lastWrongAt: new Date(stored.lastWrongAt) } : {}),
    };
  }

  save(code: SentCode): void {
    this.write({
      ...this.read(),
      [code.mobile]: {
        mobile: code.mobile,
        userId: code.userId,
        sentAt: code.sentAt.getTime(),
        wrongCodes: code.wrongCodes,
        ...(code.lastWrongAt ? { lastWrongAt: code.lastWrongAt.getTime() } : {}),
      },
    });
  }

  forget(mobile: string): void {
    const codes = this.read();
    delete codes[mobile];
    this.write(codes);
  }

  private read(): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(SENT_CODES_KEY) ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? { ...(parsed as Record<string, unknown>) }
        : {};
    } catch {
      return {};
    }
  }

  private write(codes: Record<string, unknown>): void {
    try {
      this.storage.setItem(SENT_CODES_KEY, JSON.stringify(codes));
    } catch {
      // A full or refused storage: the wait holds for this page only.
    }
  }
}

function isStoredCode(value: unknown): value is StoredCode {
  if (typeof value !== 'object' || value === null) return false;
  const code = value as Record<string, unknown>;
  const wholeNumber = (field: unknown) => Number.isSafeInteger(field) && (field as number) >= 0;
  return (
    typeof code.mobile === 'string' &&
    wholeNumber(code.userId) &&
    (code.userId as number) > 0 &&
    wholeNumber(code.sentAt) &&
    wholeNumber(code.wrongCodes) &&
    (code.lastWrongAt === undefined || wholeNumber(code.lastWrongAt))
  );
}
