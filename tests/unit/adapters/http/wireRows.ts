import fc from 'fast-check';
import type { AnySchema } from 'yup';
import {
  bookingRow,
  bookingRowFromWire,
  workOrderFromWire,
  workOrderRow,
} from '../../../../src/adapters/http/bookingWire';
import {
  categoryFromWire,
  categoryRow,
  serviceFromWire,
  serviceOptionFromWire,
  serviceOptionRow,
  serviceRow,
} from '../../../../src/adapters/http/catalogWire';
import { profileFromWire, profileRow } from '../../../../src/adapters/http/profileWire';

/**
 * The rows of the six list calls as the wire carries them, and values for their fields: valid
 * ones, ones the wire never carries in that field, and hostile text. For the decoders' property
 * tests (rowDecoding.test.ts and the *Wire tests).
 */

export type FieldKind =
  | 'id'
  | 'text'
  | 'nullableText'
  | 'optionalText'
  | 'boolean'
  | 'rupees'
  | 'optionalRupees'
  | 'date'
  | 'statusId'
  | 'altContact';

export const TEN_THOUSAND = 10_000;

/** Text that must reach the customer as text: never parsed, never run, never cut. */
export const HOSTILE_TEXTS: readonly string[] = [
  '<img src=x onerror=window.__pwned=1>',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  '<a href="javascript:window.__pwned=1">click</a>',
  '{{constructor.constructor("window.__pwned=1")()}}',
  "'; DROP TABLE bookings; --",
  '&lt;b&gt;already escaped&lt;/b&gt;',
  'Right-to-left \u202Egnp.exe',
  'x'.repeat(TEN_THOUSAND),
  'नल मरम्मत '.repeat(TEN_THOUSAND / 10),
];

/** Icon URLs that could run script or leave the site. */
export const UNSAFE_ICON_URLS: readonly string[] = [
  'javascript:window.__pwned=1',
  'JavaScript:window.__pwned=1',
  '  javascript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'java\nscript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'DATA:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+',
  'vbscript:msgbox(1)',
  '//evil.example/pixel.png',
  '/\\evil.example/pixel.png',
  `https://cdn.example.in/${'a'.repeat(200_000)}.png`,
];

/** Markup, script, very long strings, or any text at all. */
export const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }),
);

/** A server's reason for a refusal: any text but blank or 'n_a', which mean "no reason". */
export const hostileReason = hostileText.filter(
  (text) => text.trim() !== '' && text.trim() !== 'n_a',
);

export const validValue: Readonly<Record<FieldKind, fc.Arbitrary<unknown>>> = {
  id: fc.integer({ min: 1, max: 2_000_000_000 }),
  text: fc.string({ maxLength: 40 }),
  nullableText: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
  optionalText: fc.oneof(fc.string({ maxLength: 40 }), fc.constant(null), fc.constant('n_a')),
  boolean: fc.boolean(),
  rupees: fc.integer({ min: 0, max: 10_000_000 }).map((paise) => paise / 100),
  optionalRupees: fc.option(
    fc.integer({ min: 0, max: 10_000_000 }).map((paise) => paise / 100),
    { nil: null },
  ),
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  statusId: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
  altContact: fc.oneof(fc.constant('0'), fc.constant(0), fc.constant('9123456780')),
};

/** Values the wire never carries in a field of that kind (strict: "1" is not a number). */
export const wrongValue: Readonly<Record<FieldKind, fc.Arbitrary<unknown>>> = {
  id: fc.constantFrom('101', true, {}, [], 1.5, -0.5, null, 2 ** 53 + 2),
  text: fc.constantFrom(1, true, {}, [], null),
  nullableText: fc.constantFrom(1, true, {}, []),
  optionalText: fc.constantFrom(1, true, {}, []),
  boolean: fc.constantFrom('true', 1, 0, null, {}),
  rupees: fc.constantFrom('599', true, -1, {}, null, 1e300),
  optionalRupees: fc.constantFrom('599', true, -1, {}, 1e300),
  date: fc.constantFrom(1, true, 'yesterday', '2026-13-45', '1', '', null),
  statusId: fc.constantFrom('2', true, 1.5, {}),
  altContact: fc.constantFrom(true, {}, []),
};

/** The row of one list call: its schema, how it reads into the domain, and its fields. */
export interface WireRow {
  readonly name: string;
  readonly schema: AnySchema;
  readonly fromWire: (row: never) => object;
  readonly fields: Readonly<Record<string, FieldKind>>;
  /** Fields without which the row is off contract. */
  readonly required: readonly string[];
  /** Wire text field → the domain field the customer reads it in. */
  readonly shownAs: Readonly<Record<string, string>>;
  /** Wire icon field → domain icon field. */
  readonly icon?: readonly [wire: string, domain: string];
}

export const WIRE_ROWS: readonly WireRow[] = [
  {
    name: 'category',
    schema: categoryRow,
    fromWire: categoryFromWire,
    fields: {
      CategoryId: 'id',
      Category_Name: 'text',
      Category_Description: 'optionalText',
      Category_Icon: 'optionalText',
      has_Services: 'boolean',
    },
    required: ['CategoryId', 'Category_Name', 'has_Services'],
    shownAs: { Category_Name: 'name', Category_Description: 'description' },
    icon: ['Category_Icon', 'icon'],
  },
  {
    name: 'service',
    schema: serviceRow,
    fromWire: serviceFromWire,
    fields: {
      ServiceId: 'id',
      Service_Name: 'text',
      Service_Description: 'optionalText',
      Service_Icon: 'optionalText',
      Category_Name: 'nullableText',
      has_Service_Options: 'boolean',
    },
    required: ['ServiceId', 'Service_Name', 'Category_Name', 'has_Service_Options'],
    shownAs: { Service_Name: 'name', Service_Description: 'description' },
    icon: ['Service_Icon', 'icon'],
  },
  {
    name: 'service option',
    schema: serviceOptionRow,
    fromWire: serviceOptionFromWire,
    fields: {
      Service_Option_Id: 'id',
      Service_Name: 'text',
      Service_Option_Name: 'text',
      Service_Option_Description: 'optionalText',
      Service_Option_Price: 'optionalRupees',
      Service_Option_Icon: 'optionalText',
    },
    required: ['Service_Option_Id', 'Service_Name', 'Service_Option_Name'],
    shownAs: {
      Service_Name: 'serviceName',
      Service_Option_Name: 'name',
      Service_Option_Description: 'description',
    },
    icon: ['Service_Option_Icon', 'icon'],
  },
  {
    name: 'booking',
    schema: bookingRow,
    fromWire: bookingRowFromWire,
    fields: {
      BookingID: 'id',
      BookingCode: 'text',
      CreatedDate: 'date',
      Service_Name: 'text',
      Service_Icon: 'optionalText',
    },
    required: ['BookingID', 'BookingCode', 'CreatedDate', 'Service_Name'],
    shownAs: { BookingCode: 'bookingCode', Service_Name: 'serviceName' },
    icon: ['Service_Icon', 'serviceIcon'],
  },
  {
    name: 'work order',
    schema: workOrderRow,
    fromWire: workOrderFromWire,
    fields: {
      ReferenceCode: 'text',
      WorkOrderID: 'id',
      Service_Option_Name: 'text',
      Service_Option_Icon: 'optionalText',
      Quantity: 'id',
      UnitPrice: 'rupees',
      TotalPrice: 'rupees',
      CreatedDate: 'date',
      WorkOrderStatusId: 'statusId',
    },
    required: [
      'ReferenceCode',
      'WorkOrderID',
      'Service_Option_Name',
      'Quantity',
      'UnitPrice',
      'TotalPrice',
      'CreatedDate',
    ],
    shownAs: { ReferenceCode: 'referenceCode', Service_Option_Name: 'optionName' },
    icon: ['Service_Option_Icon', 'optionIcon'],
  },
  {
    name: 'profile',
    schema: profileRow,
    fromWire: profileFromWire,
    fields: {
      Contact_Number: 'id',
      First_Name: 'nullableText',
      Last_Name: 'nullableText',
      Email: 'nullableText',
      Address: 'nullableText',
      AltContactNumber: 'altContact',
    },
    required: ['Contact_Number', 'First_Name', 'Last_Name', 'Email', 'Address'],
    shownAs: { First_Name: 'firstName', Last_Name: 'lastName', Email: 'email', Address: 'address' },
  },
];

/** A valid row of `row`, every field generated. */
export function validRow(row: WireRow): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      Object.entries(row.fields).map(([field, kind]) => [field, validValue[kind]]),
    ) as Record<string, fc.Arbitrary<unknown>>,
  );
}

/** One to five valid rows of `row`. */
export const rowsOf = (row: WireRow) => fc.array(validRow(row), { minLength: 1, maxLength: 5 });

/** One fixed valid row, for the big lists (generating 10 000 rows by property is slow). */
export function sampleRow(row: WireRow, index: number): Record<string, unknown> {
  const sample: Record<FieldKind, unknown> = {
    id: index + 1,
    text: `Row ${index}`,
    nullableText: `Row ${index}`,
    optionalText: 'n_a',
    boolean: true,
    rupees: 599.5,
    optionalRupees: 599.5,
    date: '2026-05-12T10:30:00',
    statusId: 1,
    altContact: '0',
  };
  return Object.fromEntries(
    Object.entries(row.fields).map(([field, kind]) => [field, sample[kind]]),
  );
}
