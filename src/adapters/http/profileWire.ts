import { messages } from '../../core/shared/messages';
import { mixed, object, string, type InferType } from 'yup';
import type { Profile } from '../../core/profile/Profile';
import type { ProfileSubmission } from '../../core/profile/ProfileGateway';
import { rejected, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../core/shared/Result';
import { decodeEnvelope, refusal } from './envelope';
import { textOrEmpty, wholeNumberField } from './wireFields';

/** The profile's row (Authentication/userDetails) and the sign-up body (Authentication/userSignUp). */

// SPEC §9: the only city and state served so far, both id 1.
const CITY_ID = 1;
const STATE_ID = 1;
const NO_ALT_CONTACT = 0;

const nullableText = () => string().defined().nullable();

// `Password` may be in the row too: it is never read, so it can never leak into the app.
export const profileRow = object({
  Contact_Number: wholeNumberField().min(0),
  First_Name: nullableText(),
  Last_Name: nullableText(),
  Email: nullableText(),
  Address: nullableText(),
  // '0' (or 0) when empty; either type has been seen for phone numbers in this backend.
  AltContactNumber: mixed(
    (value): value is string | number => typeof value === 'string' || typeof value === 'number',
  )
    .nullable()
    .optional(),
}).defined();

export function profileFromWire(row: InferType<typeof profileRow>): Profile {
  const alt = row.AltContactNumber;
  const altText = alt === null || alt === undefined ? '' : String(alt).trim();
  return {
    mobile: String(row.Contact_Number),
    firstName: textOrEmpty(row.First_Name),
    lastName: textOrEmpty(row.Last_Name),
    email: textOrEmpty(row.Email),
    address: textOrEmpty(row.Address),
    altContact: altText === '0' ? '' : textOrEmpty(altText),
  };
}

export interface SignUpBody {
  readonly userId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly address: string;
  readonly cityId: number;
  readonly stateId: number;
  /** Spelled as the backend spells it. A number; 0 when the customer gave none. */
  readonly altConatact: number;
}

/**
 * The sign-up body, with the wire's spelling and numbers. An alternate contact that is not all
 * digits cannot travel as a number, so it is refused here with the validation message.
 */
export function signUpBody(submission: ProfileSubmission): Result<SignUpBody, GatewayFailure> {
  const alt = submission.altContact.trim();
  if (!/^\d{0,15}$/.test(alt)) return fail(rejected(messages.altContactLength));
  return ok({
    userId: submission.userId,
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    password: submission.password,
    address: submission.address,
    cityId: CITY_ID,
    stateId: STATE_ID,
    altConatact: alt === '' ? NO_ALT_CONTACT : Number(alt),
  });
}

/** Sign-up's answer: `status: true`, or `status: false` with the reason in `data`. */
export function savedOrRefused(body: unknown): Result<void, GatewayFailure> {
  const envelope = decodeEnvelope(body, 'required');
  if (!envelope.ok) return envelope;
  return envelope.value.status ? ok(undefined) : fail(refusal(envelope.value));
}
