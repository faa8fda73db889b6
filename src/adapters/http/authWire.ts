import type { VerifiedUser } from '../../core/auth/AuthGateway';
import { malformed, rejected, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { messages } from '../../core/shared/messages';
import { fail, ok, type Result } from '../../core/shared/Result';
import { dataText, decodeEnvelope, decodeStrict, parseJsonText, refusal } from './envelope';
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
  if (!OTP.test(code)) return fail(rejected(messages.otpIncomplete));
  return ok({ Contact_Number: Number(mobile), Otp: Number(code) });
}

const userId = wholeNumberField().min(1);

/** Login: `status: true` with the user id as JSON text in `data` ("101"), or a refusal. */
export function userIdFromLogin(
  body: unknown,
): Result<{ readonly userId: number }, GatewayFailure> {
  const envelope = decodeEnvelope(body, 'required');
  if (!envelope.ok) return envelope;
  if (!envelope.value.status) return fail(refusal(envelope.value));
  const text = dataText(envelope.value);
  if (!text.ok) return text;
  const parsed = parseJsonText(text.value);
  if (!parsed.ok) return parsed;
  const id = decodeStrict(userId, parsed.value);
  return id.ok ? ok({ userId: id.value }) : fail(malformed('data: not a user id'));
}

/**
 * Verify: `status: true` with the customer's name in `data`, or 'n_a' (also '') for a number
 * without a profile yet; otherwise a refusal with the reason. With the `session` extension
 * (`withToken`), the success carries `token`, a non-empty string, beside them.
 */
export function verifiedUserFromVerify(
  body: unknown,
  withToken = false,
): Result<VerifiedUser, GatewayFailure> {
  const envelope = decodeEnvelope(body, 'required');
  if (!envelope.ok) return envelope;
  if (!envelope.value.status) return fail(refusal(envelope.value));
  const text = dataText(envelope.value);
  if (!text.ok) return text;
  const token = withToken ? tokenOf(body) : undefined;
  if (withToken && token === undefined) return fail(malformed('token: missing'));
  const name = text.value.trim();
  const user: VerifiedUser =
    name === '' || name === NOT_AVAILABLE ? { kind: 'new' } : { kind: 'registered', name };
  return ok(token === undefined ? user : { ...user, token });
}

/** A token fit for a header: visible ASCII, no spaces, at most 4 KiB. */
const TOKEN_PATTERN = /^[\x21-\x7e]{1,4096}$/;

function tokenOf(body: unknown): string | undefined {
  const token = (body as { token?: unknown }).token;
  return typeof token === 'string' && TOKEN_PATTERN.test(token) ? token : undefined;
}
