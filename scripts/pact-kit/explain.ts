/**
 * One line a backend developer can act on, from what the app's decoder said of an answer
 * ("[0].CategoryId: typeError") and the answer itself: which field, what was expected, what came.
 */
import type { AnySchema } from 'yup';
import { expectedField } from './appChecks';

const RULES: Readonly<Record<string, string>> = {
  required: 'missing',
  defined: 'missing',
  optionality: 'missing',
  typeError: 'of the wrong type',
  'safe-integer': 'not a whole number JavaScript holds exactly',
  date: 'not ISO 8601 date text',
  min: 'below its minimum',
  max: 'above its maximum',
};

/** A value as it came, short: `"1"`, `[…] (a JSON array)`, `null`. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a JSON array';
  if (typeof value === 'object' && value !== null) return 'a JSON object';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}…"` : json;
}

function parsedData(body: unknown): unknown {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** The value at a dotted path in a JSON value (`result.data`); undefined when it is not there. */
export function valueAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}

/** What the decoder's `detail` means for this answer, in one line. */
export function explain(detail: string, body: unknown, rows: AnySchema | undefined): string {
  const split = detail.lastIndexOf(': ');
  const path = split < 0 ? detail : detail.slice(0, split);
  const rule = split < 0 ? '' : detail.slice(split + 2);
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;

  if (path === 'data' && rule === 'not JSON text')
    return `data: expected JSON text of the list, got ${shown(envelope.data)}`;
  if (path === 'data' && rule === 'typeError')
    return Array.isArray(envelope.data)
      ? 'data: expected the list as JSON text ("[{…}]"), got a JSON array'
      : `data: expected text, got ${shown(envelope.data)}`;
  if (path === 'body') {
    // The same words for the answer and for the list in its data: which one was it?
    const list = parsedData(body);
    if (list !== undefined && !Array.isArray(list))
      return `data: expected JSON text of a list, got JSON text of ${shown(list)}`;
    return `the answer: expected a JSON object, got ${shown(body)}`;
  }

  // A row of the list in data: "[0].CategoryId".
  const row = /^\[(\d+)\]\.?(.*)$/.exec(path);
  if (row) {
    const [, index = '0', field = ''] = row;
    const list = parsedData(body);
    if (!Array.isArray(list)) return `data: expected JSON text of a list, got ${shown(list)}`;
    const found = list[Number(index)] as Record<string, unknown> | undefined;
    if (!field) return `data[${index}]: expected an object, got ${shown(found)}`;
    const value = found?.[field];
    const expected = expectedField(rows, field) ?? RULES[rule] ?? rule;
    if (value === undefined) {
      const others = Object.keys(found ?? {}).filter(
        (key) => rows && expectedField(rows, key) === undefined,
      );
      const instead = others.length > 0 ? ` (the row has ${others.join(', ')} instead)` : '';
      return `data[${index}].${field}: missing, expected ${expected}${instead}`;
    }
    return `data[${index}].${field}: expected ${expected}, got ${shown(value)}`;
  }

  // A field of the answer itself: "status", "result.data".
  const value = valueAt(body, path);
  const expected =
    path === 'status'
      ? 'true or false'
      : path === 'result.data'
        ? 'the new booking id (a whole number)'
        : path === 'result'
          ? 'an object holding the new booking id in data'
          : path === 'token'
            ? 'the session token (the session extension): visible ASCII text, no spaces'
            : (RULES[rule] ?? rule);
  if (value === undefined) return `${path}: missing, expected ${expected}`;
  return `${path}: expected ${expected}, got ${shown(value)}`;
}
