import { array, boolean, mixed, number, object, string, ValidationError } from 'yup';
import { fail, ok, type Result } from '../../src/core/shared/Result';

/**
 * Faults on demand, for browser tests of transient failures and bad data: a test says
 * what the next matching requests get instead of the real answer, and counts what reached the
 * network. The HTTP side lives in referenceProvider.ts.
 */

/**
 * What a faulty request gets. Without `status`, `body`, `drop` or `hang` it is only delayed (or
 * held).
 */
export interface FaultResponse {
  /** HTTP status; default 200 when a body is given. */
  readonly status?: number;
  /** Sent as-is, not JSON-encoded, so a test can send broken JSON or HTML. */
  readonly body?: string;
  /** Extra response headers; Content-Type defaults to application/json. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Waits this long first; alone, the real answer follows the wait. */
  readonly delayMs?: number;
  /**
   * Waits until the test says so (POST /_test/release), then goes on as above; alone, the real
   * answer follows. For a test that acts while a call is on its way, however slow the machine.
   */
  readonly hold?: boolean;
  /** Destroys the connection without an answer: the browser sees a network error. */
  readonly drop?: boolean;
  /**
   * Never answers (`true`), or sends the status line and headers and then stalls
   * (`'after-headers'`), until the client gives up or the provider is reset.
   */
  readonly hang?: boolean | 'after-headers';
}

export interface FaultRule {
  /** A substring of the request's path, e.g. 'Services/allCategory' or 'BookingsByUserId/101'. */
  readonly path: string;
  /** How many matching requests it applies to: a count (default 1) or 'always'. */
  readonly times?: number | 'always';
  readonly respond: FaultResponse;
}

const faultRuleSchema = object({
  path: string().min(1).defined(),
  times: mixed<number | 'always'>()
    .test(
      'times',
      "times: a positive whole number or 'always'",
      (value) =>
        value === undefined ||
        value === 'always' ||
        (typeof value === 'number' && Number.isSafeInteger(value) && value > 0),
    )
    .optional(),
  respond: object({
    status: number().integer().min(100).max(599).optional(),
    body: string().optional(),
    headers: mixed<Record<string, string>>()
      .test(
        'headers',
        'headers: an object of text values',
        (value) =>
          value === undefined ||
          (typeof value === 'object' &&
            value !== null &&
            !Array.isArray(value) &&
            Object.values(value).every((header) => typeof header === 'string')),
      )
      .optional(),
    delayMs: number().integer().min(0).max(120_000).optional(),
    hold: boolean().optional(),
    drop: boolean().optional(),
    hang: mixed<boolean | 'after-headers'>()
      .test(
        'hang',
        "hang: true, false or 'after-headers'",
        (value) => value === undefined || typeof value === 'boolean' || value === 'after-headers',
      )
      .optional(),
  })
    .noUnknown(true, 'respond: unknown field ${unknown}')
    .defined(),
})
  .noUnknown(true, 'unknown field ${unknown}')
  .defined();

/** A rule or a list of rules, as POSTed to /_test/faults; the failure says what is wrong. */
export function decodeFaultRules(body: unknown): Result<FaultRule[], string> {
  const list = Array.isArray(body) ? body : [body];
  try {
    return ok(
      array(faultRuleSchema).defined().validateSync(list, { strict: true, abortEarly: true }),
    );
  } catch (error) {
    return fail(error instanceof ValidationError ? error.message : 'invalid fault rules');
  }
}

interface ArmedRule {
  readonly rule: FaultRule;
  /** Requests it still applies to; Infinity for 'always'. */
  remaining: number;
}

/** The armed fault rules, first added first used. */
export class FaultSwitch {
  private armed: ArmedRule[] = [];

  add(rules: readonly FaultRule[]): void {
    for (const rule of rules) {
      const remaining = rule.times === 'always' ? Number.POSITIVE_INFINITY : (rule.times ?? 1);
      this.armed.push({ rule, remaining });
    }
  }

  clear(): void {
    this.armed = [];
  }

  /** The fault for a request to `path`, used up by this request; `undefined` for none. */
  take(path: string): FaultResponse | undefined {
    const match = this.armed.find((armed) => path.includes(armed.rule.path));
    if (!match) return undefined;
    match.remaining -= 1;
    if (match.remaining <= 0) this.armed = this.armed.filter((armed) => armed !== match);
    return match.rule.respond;
  }

  /** The rules still armed, with how many requests each still applies to. */
  pending(): Array<FaultRule & { readonly remaining: number | 'always' }> {
    return this.armed.map(({ rule, remaining }) => ({
      ...rule,
      remaining: remaining === Number.POSITIVE_INFINITY ? 'always' : remaining,
    }));
  }
}

/** Every API request that reached the provider (preflights excluded), in order. */
export class RequestLog {
  private entries: Array<{ readonly call: string; readonly path: string }> = [];

  /** `call` is the call's name without ids; `path` the request's full path. */
  record(call: string, path: string): void {
    this.entries.push({ call, path });
  }

  clear(): void {
    this.entries = [];
  }

  /** How many requests reached each call, by call name ('Services/BookingsByUserId'). */
  byCall(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const { call } of this.entries) counts[call] = (counts[call] ?? 0) + 1;
    return counts;
  }

  /** How many requests had `path` in their path (the same matching as fault rules). */
  countMatching(path: string): number {
    return this.entries.filter((entry) => entry.path.includes(path)).length;
  }

  get total(): number {
    return this.entries.length;
  }
}
