/**
 * What an error status in answer to an interaction means, in words a backend developer can act
 * on. The status is always named. A 401 or 403 says more, since to the app they are not errors
 * like the others: a 401 to a call carrying a session token ends the customer's session, and a
 * 403 refuses the caller (another customer's data, or the API key).
 */

const EXTENSIONS_README = '(README, "Contract extensions")';
const SESSION_README = '(README, "Contract extensions" → session)';
const NAME_SESSION = `a backend that keeps sessions must be verified with PACT_EXTENSIONS=session ${EXTENSIONS_README}`;

export interface ErrorAnswer {
  readonly status: number;
  /** PACT_EXTENSIONS names `session`: the kit sends each provider state's session token. */
  readonly sessionNamed: boolean;
  /** Whether the request carried a session token; undefined where the kit cannot tell. */
  readonly tokenSent?: boolean;
  /** The answer's own reason (`data` or `message` text), where the kit read the answer. */
  readonly reason?: string;
}

/** The line's reason for an interaction answered with an error status. */
export function httpStatusReason({ status, sessionNamed, tokenSent, reason }: ErrorAnswer): string {
  if (status === 401) return unauthorized(sessionNamed, tokenSent);
  if (status === 403)
    return (
      `answered 403${quoted(reason)}: refused as another customer's data or for its API key; ` +
      'PACT_API_KEY must be a key the backend accepts, and ' +
      (sessionNamed
        ? `the session token each provider state answers must be of the customer its call is about ${SESSION_README}`
        : `a backend that keeps sessions answers a call without one 401 and is verified with PACT_EXTENSIONS=session ${EXTENSIONS_README}`)
    );
  return `answered HTTP ${status}${quoted(reason)}`;
}

function unauthorized(sessionNamed: boolean, tokenSent: boolean | undefined): string {
  if (!sessionNamed)
    return `answered 401 ${tokenSent ? 'to the session token its provider state answered' : 'without a session token'}; ${NAME_SESSION}`;
  if (tokenSent === false)
    return `answered 401 without a session token: its provider state answered none, and with PACT_EXTENSIONS=session every state about a customer must answer { "token": "…" } ${SESSION_README}`;
  if (tokenSent)
    return `answered 401 to the session token its provider state answered: the token must be a session of the state's customer, open until the teardown ${SESSION_README}`;
  return `answered 401: with PACT_EXTENSIONS=session its provider state must answer { "token": "…" }, a session of the state's customer, which the kit sends as Authorization: Bearer ${SESSION_README}`;
}

/** The reason an error answer gives: its `data` text, else its `message` text, else plain text. */
export function answerReason(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const { data, message } = body as { data?: unknown; message?: unknown };
  const text = [data, message].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return text?.trim();
}

/** ` ("No such call: Services/visitSlots")`, on one line and short; nothing without a reason. */
export function quoted(reason: string | undefined): string {
  const line = reason?.replace(/\s+/g, ' ').trim();
  if (!line) return '';
  return ` ("${line.length > 120 ? `${line.slice(0, 119)}…` : line}")`;
}
