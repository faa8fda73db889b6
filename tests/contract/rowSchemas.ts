import type { AnySchema } from 'yup';
import { bookingRow, workOrderRow } from '../../src/adapters/http/bookingWire';
import { categoryRow, serviceOptionRow, serviceRow } from '../../src/adapters/http/catalogWire';
import { paymentFields } from '../../src/adapters/http/paymentWire';
import { profileRow } from '../../src/adapters/http/profileWire';
import { ratingFields, technicianRatingFields } from '../../src/adapters/http/ratingDetailWire';
import { ratingSummaryRow } from '../../src/adapters/http/ratingWire';
import { slotRow, workOrderVisitRow } from '../../src/adapters/http/visitWire';
import { WIRE_DATE } from '../../src/adapters/http/wireDates';

/**
 * The rows of each list call, as the app's decoders read them (src/adapters/http/*Wire.ts), for
 * the JSON Schemas published beside the pact (pacts/schemas/): what the JSON text in `data` holds.
 */
export const LIST_ROWS: readonly {
  readonly call: string;
  readonly row: AnySchema;
  /** The contract extension whose row this is, when it is one's (its file says so). */
  readonly extension?: string;
}[] = [
  { call: 'Services/allCategory', row: categoryRow },
  { call: 'Services/allServicesByCategoryId/{categoryId}', row: serviceRow },
  { call: 'Services/allSubServicesByServiceId', row: serviceOptionRow },
  { call: 'Services/BookingsByUserId/{userId}', row: bookingRow },
  { call: 'Services/BookingsRefByBookingID/{bookingId}', row: workOrderRow },
  { call: 'Authentication/userDetails/{userId}', row: profileRow },
  { call: 'Services/visitSlots', row: slotRow, extension: 'slots' },
  {
    call: 'Services/BookingsRefByBookingID/{bookingId}',
    row: workOrderVisitRow,
    extension: 'visit',
  },
  {
    call: 'Services/BookingsRefByBookingID/{bookingId}',
    row: workOrderRow.concat(paymentFields),
    extension: 'payments',
  },
  { call: 'Services/ratingSummaries', row: ratingSummaryRow, extension: 'ratings' },
  {
    call: 'Services/BookingsRefByBookingID/{bookingId}',
    row: workOrderRow.concat(ratingFields).concat(technicianRatingFields),
    extension: 'ratings',
  },
];

type JsonSchema = Record<string, unknown>;

interface Described {
  readonly type: string;
  readonly optional?: boolean;
  readonly nullable?: boolean;
  readonly tests: readonly { readonly name?: string; readonly params?: Record<string, unknown> }[];
  readonly fields?: Record<string, Described>;
  /** The values a field may take (a code list: stars, tags, states). */
  readonly oneOf?: readonly unknown[];
  /** An array's items. */
  readonly innerType?: Described;
}

/** A field as JSON Schema: its type (with null when nullable) and its rules. */
function fieldSchema(field: Described): JsonSchema {
  const tests = new Map(field.tests.map((test) => [test.name, test.params ?? {}]));
  const withNull = (type: string | string[]) =>
    field.nullable ? [...(Array.isArray(type) ? type : [type]), 'null'] : type;
  const schema: JsonSchema = {};
  if (field.type === 'number') {
    schema.type = withNull(tests.has('safe-integer') ? 'integer' : 'number');
    if (tests.has('min')) schema.minimum = tests.get('min')?.min;
    if (tests.has('max')) schema.maximum = tests.get('max')?.max;
    if (tests.has('safe-integer')) schema.maximum ??= Number.MAX_SAFE_INTEGER;
  } else if (field.type === 'string') {
    schema.type = withNull('string');
    if (tests.has('date')) {
      schema.pattern = WIRE_DATE.source;
      schema.description = 'ISO 8601 date, optionally with a time (up to 7 decimals) and an offset';
    }
    if (tests.has('visit-time')) {
      schema.pattern = WIRE_DATE.source;
      schema.description =
        "ISO 8601 date and time with Hyderabad's offset (+05:30); without an offset it is read as Hyderabad's time";
    }
  } else if (field.type === 'boolean') schema.type = withNull('boolean');
  else if (field.type === 'array') {
    schema.type = withNull('array');
    if (field.innerType) schema.items = fieldSchema(field.innerType);
  } else if (field.oneOf && field.oneOf.length > 0) {
    const values = field.oneOf.filter((value) => value !== undefined);
    schema.enum = field.nullable && !values.includes(null) ? [...values, null] : values;
  } else schema.type = withNull(['string', 'number']);
  return schema;
}

/** One row of a list call as JSON Schema (draft 2020-12). */
export function rowJsonSchema(call: string, row: AnySchema): JsonSchema {
  const described = row.describe() as unknown as Described;
  const fields = Object.entries(described.fields ?? {});
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `A row of ${call}`,
    description: `What the JSON text in the answer's data holds: a list of these rows.`,
    type: 'object',
    required: fields.filter(([, field]) => field.optional === false).map(([name]) => name),
    properties: Object.fromEntries(fields.map(([name, field]) => [name, fieldSchema(field)])),
  };
}

/**
 * The file a call's row schema is published in: `Services-allCategory.row.schema.json`, and an
 * extension's `Services-BookingsRefByBookingID.visit.row.schema.json`.
 */
export function schemaFileOf(call: string, extension?: string): string {
  const name = call.replace(/\/\{\w+\}/g, '').replace(/\//g, '-');
  return `${name}${extension ? `.${extension}` : ''}.row.schema.json`;
}
