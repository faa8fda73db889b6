import {
  array,
  boolean,
  mixed,
  object,
  ValidationError,
  type AnySchema,
  type InferType,
} from 'yup';
import { malformed, rejected, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../core/shared/Result';
import { NOT_AVAILABLE } from './wireFields';

/**
 * The backend wraps most answers as `{ status?: boolean, data: string }`, where `data` is either
 * plain text (a name, an id, an error) or JSON text (a list of rows). This file decodes that
 * wrapper; the row schemas live with the feature they describe.
 */

/**
 * Validates without coercion: `"1"` is not a number and `"true"` is not a boolean. The failure
 * names only the path and the rule, never the value, so no customer data ends up in a log.
 */
export function decodeStrict<S extends AnySchema>(
  schema: S,
  value: unknown,
): Result<InferType<S>, GatewayFailure> {
  try {
    return ok(schema.validateSync(value, { strict: true, abortEarly: true }) as InferType<S>);
  } catch (error) {
    if (error instanceof ValidationError)
      return fail(malformed(`${error.path || 'body'}: ${error.type ?? 'invalid'}`));
    return fail(malformed('validation failed'));
  }
}

// `data` stays undecoded here: each call knows whether it holds text, JSON text or nothing.
const envelopeSchema = object({ status: boolean().optional(), data: mixed().optional() }).defined();
const envelopeWithStatusSchema = object({
  status: boolean().defined(),
  data: mixed().optional(),
}).defined();

export type StatusEnvelope = { readonly status?: boolean; readonly data?: unknown };

/**
 * The `{ status?, data }` wrapper, with `data` still undecoded. `status` is required where it is
 * the only thing that tells an answer from an error text (login, verify, sign-up).
 */
export function decodeEnvelope(
  body: unknown,
  status: 'optional' | 'required' = 'optional',
): Result<StatusEnvelope, GatewayFailure> {
  return decodeStrict(status === 'required' ? envelopeWithStatusSchema : envelopeSchema, body);
}

/** `data` as text, which it must be on every call that carries it. */
export function dataText(envelope: StatusEnvelope): Result<string, GatewayFailure> {
  return typeof envelope.data === 'string' ? ok(envelope.data) : fail(malformed('data: typeError'));
}

/**
 * `status: false` means the server refused, with its reason as the text in `data`. A refusal
 * without a reason does not fit the contract, so it is `malformed` and the caller shows its own
 * message instead of an empty one.
 */
export function refusal(envelope: StatusEnvelope): GatewayFailure {
  const reason = typeof envelope.data === 'string' ? envelope.data.trim() : '';
  return reason === '' || reason === NOT_AVAILABLE
    ? malformed('refused without a reason')
    : rejected(reason);
}

/** Parses JSON text found inside `data`; broken text is `malformed`. */
export function parseJsonText(text: string): Result<unknown, GatewayFailure> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return fail(malformed('data: not JSON text'));
  }
}

/**
 * An answer of `status: true` whose `data` is JSON text of one value fitting `schema`, or a
 * refusal with its reason; a value that does not fit is `malformed` with `notIt`.
 */
export function decodeDataJson<S extends AnySchema>(
  body: unknown,
  schema: S,
  notIt: string,
): Result<InferType<S>, GatewayFailure> {
  const envelope = decodeEnvelope(body, 'required');
  if (!envelope.ok) return envelope;
  if (!envelope.value.status) return fail(refusal(envelope.value));
  const text = dataText(envelope.value);
  if (!text.ok) return text;
  const parsed = parseJsonText(text.value);
  if (!parsed.ok) return parsed;
  const value = decodeStrict(schema, parsed.value);
  return value.ok ? (value as Result<InferType<S>, GatewayFailure>) : fail(malformed(notIt));
}

/**
 * How an answer with no rows may look besides `data: "[]"`:
 * - `list-only`: no other way; '' is broken JSON text and `status: false` a refusal.
 * - `or-empty-text`: also `data: ""` or `data: "n_a"`, the wire's empty text.
 * - `or-empty-text-or-status-false`: also `status: false` (the booking list: SPEC §8 shows its
 *   empty state for "no data").
 */
export type NoRows = 'list-only' | 'or-empty-text' | 'or-empty-text-or-status-false';

/**
 * The common shape of the list calls: envelope, then the JSON text in `data`, which must be an
 * array, then each row against `row`. One bad row fails the whole list: showing part of a
 * catalogue or a booking would be more misleading than the error message.
 */
export function decodeRowList<S extends AnySchema>(
  body: unknown,
  row: S,
  noRows: NoRows,
): Result<Array<InferType<S>>, GatewayFailure> {
  const envelope = decodeEnvelope(body);
  if (!envelope.ok) return envelope;
  if (envelope.value.status === false) {
    return noRows === 'or-empty-text-or-status-false' ? ok([]) : fail(refusal(envelope.value));
  }
  const text = dataText(envelope.value);
  if (!text.ok) return text;
  const trimmed = text.value.trim();
  if (noRows !== 'list-only' && (trimmed === '' || trimmed === NOT_AVAILABLE)) return ok([]);
  const parsed = parseJsonText(text.value);
  if (!parsed.ok) return parsed;
  return decodeStrict(array(row).defined(), parsed.value) as Result<
    Array<InferType<S>>,
    GatewayFailure
  >;
}
