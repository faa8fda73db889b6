/** A code sent to a number, as the tab remembers it. */
export interface SentCode {
  readonly mobile: string;
  /** The id `Authentication/login` gave: the session starts with it only once the code is verified. */
  readonly userId: number;
  readonly sentAt: Date;
  /** Wrong codes tried since it was sent. */
  readonly wrongCodes: number;
  readonly lastWrongAt?: Date;
}

/**
 * The codes sent from this browser tab (sessionStorage): they outlive Change number, closing the
 * login dialog and a reload, so one wait holds per number and a code already sent can still be
 * entered. Forgotten once verified, and with the tab. Never throws: a store the browser refuses
 * remembers nothing.
 */
export interface SentCodes {
  find(mobile: string): SentCode | undefined;
  save(code: SentCode): void;
  forget(mobile: string): void;
}
