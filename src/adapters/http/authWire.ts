import { authOutcomes } from '../../core/auth/authOutcomes';
import type { VerifiedUser } from '../../core/auth/AuthGateway';
import { malformed, rejected, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { messages } from '../../core/shared/messages';
import { fail, ok, type Result } from '../../core/shared/Result';
import { dataText, decodeDataJson, decodeEnvelope, refusal } from './envelope';
import { dateFromWire, WIRE_DATE } from './wireDates';
import { NOT_AVAILABLE, wholeNumberField } from './wireFields';

/** The login calls' bodies and answers. Both answer `{ status: boolean, data: string }`. */

const MOBILE = /^\d{10}$/;
const OTP = /^\d{6}$/;

/**
 * `{ Contact_Number, Device_Type: 'web' }`. A number that is not ten digits cannot travel as the
 * wire's number, so it is refused here with the validation message, before anything is sent.
 */
export function loginBody(
  mobile: string,
): Result<{ readonly Contact_Number: number; readonly Device_Type: 'web' }, GatewayFailure> {
  if (!MOBILE.test(mobile)) return fail(rejected(messages.mobileInvalid));
  return ok({ Contact_Number: Number(mobile), Device_Type: 'web' });
}

/**
 * `{ Contact_Number, Otp }`, both numbers as the spec has them. A code with a leading zero loses
 * it on the wire ("012345" travels as 12345): the backend must compare codes as numbers.
 */
export function verifyOtpBody(
  mobile: string,
  code: string,
): Result<{ readonly Contact_Number: number; readonly Otp: number }, GatewayFailure> {
  if (!MOBILE.test(mobile)) return fail(rejected(messages.mobileInvalid));
  if (!OTP.test(code)) return fail(rejected(authOutcomes.otpIncomplete));
  return ok({ Contact_Number: Number(mobile), Otp: Number(code) });
}

const userId = wholeNumberField().min(1);

/** Login: `status: true` with the user id as JSON text in `data` ("101"), or a refusal. */
export function userIdFromLogin(
  body: unknown,
): Result<{ readonly userId: number }, GatewayFailure> {
  const id = decodeDataJson(body, userId, 'data: not a user id');
  return id.ok ? ok({ userId: id.value }) : id;
}

/**
 * Verify: `status: true` with the customer's name in `data`, or 'n_a' (also '') for a number
 * without a profile yet; otherwise a refusal with the reason. A success that carries `token`
 * (the `session` extension) gives it, and `expiresAt` beside it when the backend says when the
 * session ends; whatever the build says, a token the backend gives is kept and sent, since a
 * backend that keeps sessions refuses every customer call without one. `tokenRequired`: the
 * build names the `session` extension, so a success without a token is off the contract.
 */
export function verifiedUserFromVerify(
  body: unknown,
  tokenRequired = false,
): Result<VerifiedUser, GatewayFailure> {
  const envelope = decodeEnvelope(body, 'required');
  if (!envelope.ok) return envelope;
  if (!envelope.value.status) return fail(refusal(envelope.value));
  const text = dataText(envelope.value);
  if (!text.ok) return text;
  const session = sessionOf(body);
  if (!session.ok) return session;
  if (tokenRequired && session.value === undefined) return fail(malformed('token: missing'));
  const name = text.value.trim();
  const user: VerifiedUser =
    name === '' || name === NOT_AVAILABLE ? { kind: 'new' } : { kind: 'registered', name };
  return ok(session.value === undefined ? user : { ...user, ...session.value });
}

/** A token fit for a header: visible ASCII, no spaces, at most 4 KiB. */
const TOKEN_PATTERN = /^[\x21-\x7e]{1,4096}$/;

/**
 * The session in verify's answer: none when it has no `token`; a token that cannot go in a
 * header, or an `expiresAt` that is not ISO 8601 with its offset, is off the contract.
 */
function sessionOf(
  body: unknown,
): Result<{ readonly token: string; readonly expiresAt?: Date } | undefined, GatewayFailure> {
  const { token, expiresAt } = body as { token?: unknown; expiresAt?: unknown };
  if (token === undefined || token === null) return ok(undefined);
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token))
    return fail(malformed('token: not visible ASCII text of at most 4 KiB'));
  if (expiresAt === undefined || expiresAt === null) return ok({ token });
  const end = typeof expiresAt === 'string' ? instantFromWire(expiresAt) : undefined;
  return end
    ? ok({ token, expiresAt: end })
    : fail(malformed('expiresAt: not ISO 8601 with an offset'));
}

/** An instant: ISO 8601 with its time and offset (`2026-12-04T10:30:00Z`), or `undefined`. */
function instantFromWire(text: string): Date | undefined {
  const match = WIRE_DATE.exec(text.trim());
  return match?.[2] && match[4] ? dateFromWire(text) : undefined;
}
