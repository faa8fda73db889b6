import { bookingOutcomes } from '../../../../src/core/booking/bookingMessages';
import { formMessages } from '../../../../src/core/profile/profileMessages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/adapters/http/ApiClient';
import { HttpBookingGateway } from '../../../../src/adapters/http/HttpBookingGateway';
import { HttpCatalogGateway } from '../../../../src/adapters/http/HttpCatalogGateway';
import { SendOtp } from '../../../../src/core/auth/SendOtp';
import { VerifyOtp } from '../../../../src/core/auth/VerifyOtp';
import { BookAgain } from '../../../../src/core/booking/BookAgain';
import { CancelWorkOrder } from '../../../../src/core/booking/CancelWorkOrder';
import { Checkout } from '../../../../src/core/booking/Checkout';
import { ConfirmBooking } from '../../../../src/core/booking/ConfirmBooking';
import { GetBookingDetail } from '../../../../src/core/booking/GetBookingDetail';
import { DetailBookings } from '../../../../src/core/booking/DetailBookings';
import { ListBookings } from '../../../../src/core/booking/ListBookings';
import { ListCategories } from '../../../../src/core/catalog/ListCategories';
import { ListServiceOptions } from '../../../../src/core/catalog/ListServiceOptions';
import { ListServices } from '../../../../src/core/catalog/ListServices';
import { LoadProfile } from '../../../../src/core/profile/LoadProfile';
import { SaveProfile } from '../../../../src/core/profile/SaveProfile';
import {
  malformed,
  rejected,
  unavailable,
  type GatewayFailure,
} from '../../../../src/core/shared/GatewayFailure';
import { messages } from '../../../../src/core/shared/messages';
import { fail } from '../../../../src/core/shared/Result';
import { BookingDetailPresenter } from '../../../../src/presenters/booking/BookingDetailPresenter';
import { MyBookingsPresenter } from '../../../../src/presenters/booking/MyBookingsPresenter';
import { LoginGate } from '../../../../src/presenters/auth/LoginGate';
import { CartModel } from '../../../../src/presenters/cart/CartModel';
import { CartPresenter } from '../../../../src/presenters/cart/CartPresenter';
import { CatalogCache } from '../../../../src/presenters/catalog/CatalogCache';
import { HomePresenter } from '../../../../src/presenters/catalog/HomePresenter';
import { ServicesPresenter } from '../../../../src/presenters/catalog/ServicesPresenter';
import { SubServicePresenter } from '../../../../src/presenters/catalog/SubServicePresenter';
import { BusyModel } from '../../../../src/presenters/shell/BusyModel';
import { RecordingNavigator } from '../../../support/RecordingNavigator';
import { SpyNotifier } from '../../../support/SpyNotifier';
import { InMemoryCartStore } from '../../core/support/InMemoryCartStore';
import { InMemorySessionStore } from '../../core/support/InMemorySessionStore';
import { RecordingBookingGateway } from '../../core/support/RecordingBookingGateway';
import { RecordingProfileGateway } from '../../core/support/RecordingProfileGateway';
import { ScriptedAuthGateway } from '../../core/support/ScriptedAuthGateway';
import { ScriptedCatalogGateway } from '../../core/support/ScriptedCatalogGateway';
import { aCartItem, aProfile, aWorkOrder, validFormValues } from '../../core/support/examples';
import { gatewayCall, isWellFormedOutcome, type CallName, type Outcome } from './gatewayCalls';
import { ScriptedServer, type ScriptedAnswer } from './ScriptedServer';
import { SpyAnnouncer } from '../../../support/SpyAnnouncer';
import { clientOn } from './testClient';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { ChangeQuantity } from '../../../../src/core/cart/ChangeQuantity';
import { ClearCart } from '../../../../src/core/cart/ClearCart';
import { RestoreCart } from '../../../../src/core/cart/RestoreCart';
import { PendingCheckout } from '../../../../src/presenters/cart/PendingCheckout';
import { RecentBooking } from '../../../../src/presenters/booking/RecentBooking';

/**
 * Hostile and broken answers, aimed call by call: where gatewaysNeverThrow.test.ts
 * feeds every call arbitrary bodies and checks only that nothing throws, this file generates
 * the specific ways a server breaks — not JSON, `data` not text, broken JSON text, a row without
 * a field, a field of the wrong type, a list of 10 000 rows, 10 000-character strings, HTML and
 * script in names and descriptions, `javascript:` and `data:text/html` icons — and checks what
 * each becomes: a typed failure of the right kind, or a success that keeps the text exactly as
 * text. Then that the core turns any failure into the spec's message, and that the presenters
 * never hand a view an unsafe icon URL.
 */

const RUNS = { numRuns: 60 } as const;

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

const TEN_THOUSAND = 10_000;

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

/** Icon URLs that could run script or leave the site; every one must become the placeholder. */
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

const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }),
);

/** A server's refusal text: anything but blank or 'n_a', which mean "no reason". */
const hostileReason = hostileText.filter((text) => text.trim() !== '' && text.trim() !== 'n_a');

/** Bodies that are not JSON at all: HTML error pages, plain text, cut-off JSON. */
const notJson = fc.oneof(
  fc.constantFrom(
    '',
    '<html><body><h1>502 Bad Gateway</h1></body></html>',
    '<script>window.__pwned=1</script>',
    'OK',
    '{"data":',
    "{'data': '[]'}",
    'undefined',
    'NaN',
  ),
  fc.string().filter((text) => !parses(text)),
);

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// The rows of the six list calls
// ---------------------------------------------------------------------------------------------

type FieldKind =
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

const validValue: Record<FieldKind, fc.Arbitrary<unknown>> = {
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
const wrongValue: Record<FieldKind, fc.Arbitrary<unknown>> = {
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

interface ListCall {
  readonly call: CallName;
  readonly fields: Readonly<Record<string, FieldKind>>;
  /** Fields without which the row is off contract. */
  readonly required: readonly string[];
  /** Wire text field → the domain field the customer reads it in. */
  readonly shownAs: Readonly<Record<string, string>>;
  readonly iconField?: string;
  /** Wraps the JSON text of the rows as this call answers. */
  readonly envelope: (data: unknown) => unknown;
  /** The profile call keeps one row, the others every row. */
  readonly keeps: 'every row' | 'first row';
}

const plain = (data: unknown) => ({ data });
const withStatus = (data: unknown) => ({ status: true, data });

const listCalls: readonly ListCall[] = [
  {
    call: 'listCategories',
    fields: {
      CategoryId: 'id',
      Category_Name: 'text',
      Category_Description: 'optionalText',
      Category_Icon: 'optionalText',
      has_Services: 'boolean',
    },
    required: ['CategoryId', 'Category_Name', 'has_Services'],
    shownAs: { Category_Name: 'name', Category_Description: 'description' },
    iconField: 'Category_Icon',
    envelope: plain,
    keeps: 'every row',
  },
  {
    call: 'listServices',
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
    iconField: 'Service_Icon',
    envelope: plain,
    keeps: 'every row',
  },
  {
    call: 'listOptions',
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
    iconField: 'Service_Option_Icon',
    envelope: plain,
    keeps: 'every row',
  },
  {
    call: 'listBookings',
    fields: {
      BookingID: 'id',
      BookingCode: 'text',
      CreatedDate: 'date',
      Service_Name: 'text',
      Service_Icon: 'optionalText',
    },
    required: ['BookingID', 'BookingCode', 'CreatedDate', 'Service_Name'],
    shownAs: { BookingCode: 'bookingCode', Service_Name: 'serviceName' },
    iconField: 'Service_Icon',
    envelope: withStatus,
    keeps: 'every row',
  },
  {
    call: 'getBookingDetail',
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
    iconField: 'Service_Option_Icon',
    envelope: plain,
    keeps: 'every row',
  },
  {
    call: 'load profile',
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
    envelope: withStatus,
    keeps: 'first row',
  },
];

function validRow(list: ListCall): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      Object.entries(list.fields).map(([field, kind]) => [field, validValue[kind]]),
    ) as Record<string, fc.Arbitrary<unknown>>,
  );
}

const rowsOf = (list: ListCall, min = 1) =>
  fc.array(validRow(list), { minLength: min, maxLength: 5 });

/** One fixed valid row, for the big lists (generating 10 000 rows by property is slow). */
function sampleRow(list: ListCall, index: number): Record<string, unknown> {
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
    Object.entries(list.fields).map(([field, kind]) => [field, sample[kind]]),
  );
}

const answer = (json: unknown): ScriptedAnswer => ({ json });

async function callWith(name: CallName, reply: ScriptedAnswer): Promise<Outcome> {
  const outcome = await gatewayCall(name)(clientOn(ScriptedServer.always(reply), { retries: 0 }));
  // Whatever the answer, the outcome is a clean domain value or a typed failure.
  expect(isWellFormedOutcome(outcome)).toBe(true);
  return outcome;
}

function expectMalformed(outcome: Outcome): void {
  expect(outcome.ok).toBe(false);
  if (!outcome.ok) expect((outcome.error as GatewayFailure).kind).toBe('malformed');
}

function expectRejected(outcome: Outcome, reason: string): void {
  expect(outcome).toEqual({ ok: false, error: rejected(reason.trim()) });
}

/** The domain values of a list outcome (the profile is one value, made a list of one). */
function valuesOf(outcome: Outcome): Record<string, unknown>[] {
  expect(outcome.ok).toBe(true);
  if (!outcome.ok) return [];
  const value = outcome.value;
  return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
}

describe.each(listCalls)('$call on hostile answers', (list) => {
  it('a body that is not JSON is malformed', async () => {
    await fc.assert(
      fc.asyncProperty(notJson, async (text) => {
        expectMalformed(await callWith(list.call, { text }));
      }),
      RUNS,
    );
  });

  it('`data` that is not text (a number, a boolean, null, a real JSON list or object) is malformed', async () => {
    const notText = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      rowsOf(list),
      fc.dictionary(fc.string(), fc.string()),
    );
    await fc.assert(
      fc.asyncProperty(notText, async (data) => {
        expectMalformed(await callWith(list.call, answer(list.envelope(data))));
      }),
      RUNS,
    );
  });

  it('broken JSON text in `data` (cut off, single-quoted, with junk after it) is malformed', async () => {
    const broken = fc
      .tuple(rowsOf(list), fc.nat(), fc.constantFrom('cut', 'quotes', 'junk'))
      .map(([rows, at, how]) => {
        const text = JSON.stringify(rows);
        if (how === 'quotes') return text.replaceAll('"', "'");
        if (how === 'junk') return `${text},]`;
        return text.slice(0, 1 + (at % (text.length - 1)));
      });
    await fc.assert(
      fc.asyncProperty(broken, async (data) => {
        expectMalformed(await callWith(list.call, answer(list.envelope(data))));
      }),
      RUNS,
    );
  });

  it('JSON text of something other than a list is malformed', async () => {
    const notAList = fc.oneof(
      validRow(list),
      fc.integer(),
      fc.string().filter((text) => text.trim() !== '' && text.trim() !== 'n_a'),
      fc.constant(null),
      fc.constant(true),
    );
    await fc.assert(
      fc.asyncProperty(notAList, async (value) => {
        const data = JSON.stringify(value);
        expectMalformed(await callWith(list.call, answer(list.envelope(data))));
      }),
      RUNS,
    );
  });

  it('a row without one of its required fields is malformed', async () => {
    const missing = fc
      .tuple(rowsOf(list), fc.nat(), fc.constantFrom(...list.required))
      .map(([rows, at, field]) => {
        const broken = rows.map((row) => ({ ...row }));
        delete broken[at % broken.length]![field];
        return broken;
      });
    await fc.assert(
      fc.asyncProperty(missing, async (rows) => {
        expectMalformed(await callWith(list.call, answer(list.envelope(JSON.stringify(rows)))));
      }),
      RUNS,
    );
  });

  it('a field of the wrong type ("101" for an id, 1 for a name, "true" for a flag) is malformed', async () => {
    const field = fc.constantFrom(...Object.keys(list.fields));
    const wrong = fc.tuple(rowsOf(list), fc.nat(), field).chain(([rows, at, name]) =>
      wrongValue[list.fields[name]!].map((value) => {
        const broken = rows.map((row) => ({ ...row }));
        broken[at % broken.length]![name] = value;
        return broken;
      }),
    );
    await fc.assert(
      fc.asyncProperty(wrong, async (rows) => {
        expectMalformed(await callWith(list.call, answer(list.envelope(JSON.stringify(rows)))));
      }),
      RUNS,
    );
  });

  it('a list of 10 000 rows is read whole, not cut (the views decide how to show it)', async () => {
    const rows = Array.from({ length: TEN_THOUSAND }, (_, index) => sampleRow(list, index));
    const values = valuesOf(await callWith(list.call, answer(list.envelope(JSON.stringify(rows)))));
    expect(values).toHaveLength(list.keeps === 'every row' ? TEN_THOUSAND : 1);
  });

  it('HTML, script and 10 000-character strings in names and descriptions come through as the same text', async () => {
    const textFields = Object.keys(list.shownAs);
    const withHostileText = fc
      .tuple(
        rowsOf(list),
        fc.array(hostileText, { minLength: textFields.length, maxLength: textFields.length }),
      )
      .map(([rows, texts]) =>
        rows.map((row) => ({
          ...row,
          ...Object.fromEntries(textFields.map((field, index) => [field, texts[index]])),
        })),
      );
    await fc.assert(
      fc.asyncProperty(withHostileText, async (rows) => {
        const values = valuesOf(
          await callWith(list.call, answer(list.envelope(JSON.stringify(rows)))),
        );
        values.forEach((value, index) => {
          for (const [wire, domain] of Object.entries(list.shownAs)) {
            const sent = String(rows[index]![wire]);
            const kept = value[domain];
            // Blank and 'n_a' mean "none" on the wire; optional text is trimmed, never altered.
            if (sent.trim() === '' || sent.trim() === 'n_a') expect(kept ?? '').toMatch(/^\s*$/);
            else expect([sent, sent.trim()]).toContain(kept);
          }
        });
      }),
      { numRuns: 30 },
    );
  });

  if (list.iconField) {
    const iconField = list.iconField;
    it('`javascript:` and `data:text/html` icon URLs are kept as text for the presenter to refuse', async () => {
      await fc.assert(
        fc.asyncProperty(rowsOf(list), fc.constantFrom(...UNSAFE_ICON_URLS), async (rows, icon) => {
          const hostile = rows.map((row) => ({ ...row, [iconField]: icon }));
          const values = valuesOf(
            await callWith(list.call, answer(list.envelope(JSON.stringify(hostile)))),
          );
          // Nothing is decoded or followed here; the check belongs to safeImageUrl (below).
          for (const value of values)
            expect(Object.values(value).some((field) => field === icon.trim())).toBe(true);
        }),
        { numRuns: 30 },
      );
    });
  }
});

// ---------------------------------------------------------------------------------------------
// The six calls that are not lists
// ---------------------------------------------------------------------------------------------

describe('sendOtp on hostile answers', () => {
  it('malformed: not JSON, no status, status as text, data not text, data not a user id', async () => {
    const broken = fc.oneof(
      notJson.map((text): ScriptedAnswer => ({ text })),
      fc.constantFrom<ScriptedAnswer>(
        answer({ data: '"101"' }),
        answer({ status: 'true', data: '"101"' }),
        answer({ status: true, data: 101 }),
        answer({ status: true, data: '"abc"' }),
        answer({ status: true, data: '0' }),
        answer({ status: true, data: '-1' }),
        answer({ status: true, data: '1.5' }),
        answer({ status: true, data: '9'.repeat(TEN_THOUSAND) }),
        answer({ status: true, data: '<script>window.__pwned=1</script>' }),
        answer({ status: false }),
        answer({ status: false, data: 'n_a' }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(broken, async (reply) => expectMalformed(await callWith('sendOtp', reply))),
      RUNS,
    );
  });

  it("a refusal's text, whatever it holds, is the failure's reason as it came", async () => {
    await fc.assert(
      fc.asyncProperty(hostileReason, async (reason) =>
        expectRejected(await callWith('sendOtp', answer({ status: false, data: reason })), reason),
      ),
      RUNS,
    );
  });
});

describe('verifyOtp on hostile answers', () => {
  it('malformed: not JSON, no status, data not text, a refusal without a reason', async () => {
    const broken = fc.oneof(
      notJson.map((text): ScriptedAnswer => ({ text })),
      fc.constantFrom<ScriptedAnswer>(
        answer({ data: 'Priya' }),
        answer({ status: 1, data: 'Priya' }),
        answer({ status: true, data: ['Priya'] }),
        answer({ status: true, data: null }),
        answer({ status: false, data: '  ' }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(broken, async (reply) =>
        expectMalformed(await callWith('verifyOtp', reply)),
      ),
      RUNS,
    );
  });

  it("HTML, script or 10 000 characters as the customer's name are the name, as text", async () => {
    await fc.assert(
      fc.asyncProperty(hostileReason, async (name) => {
        const outcome = await callWith('verifyOtp', answer({ status: true, data: name }));
        expect(outcome).toEqual({ ok: true, value: { kind: 'registered', name: name.trim() } });
      }),
      RUNS,
    );
  });
});

describe('save profile (userSignUp) on hostile answers', () => {
  it('malformed: not JSON, no status, status as text', async () => {
    const broken = fc.oneof(
      notJson.map((text): ScriptedAnswer => ({ text })),
      fc.constantFrom<ScriptedAnswer>(
        answer({}),
        answer({ status: 'true' }),
        answer([true]),
        answer('ok'),
      ),
    );
    await fc.assert(
      fc.asyncProperty(broken, async (reply) =>
        expectMalformed(await callWith('save profile', reply)),
      ),
      RUNS,
    );
  });

  it("a refusal's hostile text is its reason", async () => {
    await fc.assert(
      fc.asyncProperty(hostileReason, async (reason) =>
        expectRejected(
          await callWith('save profile', answer({ status: false, data: reason })),
          reason,
        ),
      ),
      RUNS,
    );
  });
});

describe('saveCart on hostile answers', () => {
  it('malformed: not JSON, a list, a bare string, status as text', async () => {
    const broken = fc.oneof(
      notJson.map((text): ScriptedAnswer => ({ text })),
      fc.constantFrom<ScriptedAnswer>(answer([]), answer('saved'), answer({ status: 'false' })),
    );
    await fc.assert(
      fc.asyncProperty(broken, async (reply) => expectMalformed(await callWith('saveCart', reply))),
      RUNS,
    );
  });

  it('any object not saying status false is success, whatever its message holds', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (message) => {
        expect(await callWith('saveCart', answer({ message }))).toEqual({
          ok: true,
          value: undefined,
        });
      }),
      RUNS,
    );
  });
});

describe('book on hostile answers', () => {
  it('malformed: not JSON, no result, no data, a booking id that is not a positive whole number', async () => {
    const badId = fc.constantFrom<unknown>(
      '12abc',
      -5,
      0,
      1.5,
      null,
      {},
      [],
      true,
      '9'.repeat(16),
      '<script>window.__pwned=1</script>',
      'x'.repeat(TEN_THOUSAND),
    );
    const broken = fc.oneof(
      notJson.map((text): ScriptedAnswer => ({ text })),
      fc.constantFrom<ScriptedAnswer>(answer({}), answer({ result: {} }), answer({ data: 5001 })),
      badId.map((data) => answer({ result: { data } })),
    );
    await fc.assert(
      fc.asyncProperty(broken, async (reply) => expectMalformed(await callWith('book', reply))),
      RUNS,
    );
  });
});

describe('cancelWorkOrder on hostile answers', () => {
  it('any 2xx is success, even a body that is not JSON (the answer is not specified)', async () => {
    await fc.assert(
      fc.asyncProperty(notJson, async (text) => {
        expect(await callWith('cancelWorkOrder', { text })).toEqual({ ok: true, value: undefined });
      }),
      RUNS,
    );
  });

  it('status false is a refusal with its hostile text, or malformed without one', async () => {
    await fc.assert(
      fc.asyncProperty(hostileReason, async (reason) =>
        expectRejected(
          await callWith('cancelWorkOrder', answer({ status: false, data: reason })),
          reason,
        ),
      ),
      RUNS,
    );
    expectMalformed(await callWith('cancelWorkOrder', answer({ status: false })));
  });
});

// ---------------------------------------------------------------------------------------------
// The core: any failure becomes the spec's message (SPEC §8)
// ---------------------------------------------------------------------------------------------

const anyFailure: fc.Arbitrary<GatewayFailure> = fc.oneof(
  fc.constantFrom(
    unavailable(),
    unavailable('network'),
    unavailable('timeout'),
    unavailable('http'),
    malformed(),
  ),
  fc.string().map((detail) => malformed(detail)),
  hostileReason.map((reason) => rejected(reason)),
);

describe('the use cases on any gateway failure', () => {
  it('catalogue: "Failed to fetch data…", "Failed to load services", "Failed to load Subservices"', async () => {
    await fc.assert(
      fc.asyncProperty(anyFailure, async (failure) => {
        const catalog = new ScriptedCatalogGateway();
        catalog.categoriesAnswer = fail(failure);
        catalog.servicesAnswer = fail(failure);
        catalog.optionsAnswer = fail(failure);
        expect(await new ListCategories(catalog).execute()).toEqual(
          fail({ message: messages.categoriesFailed }),
        );
        expect(await new ListServices(catalog).execute(1)).toEqual(
          fail({ message: messages.servicesFailed }),
        );
        expect(await new ListServiceOptions(catalog).execute(11)).toEqual(
          fail({ message: messages.optionsFailed }),
        );
      }),
      RUNS,
    );
  });

  it("login: the server's reason for a refusal, otherwise 'Failed to load services'; nobody logged in", async () => {
    await fc.assert(
      fc.asyncProperty(anyFailure, async (failure) => {
        const auth = new ScriptedAuthGateway();
        auth.sendOtpAnswer = fail(failure);
        auth.verifyOtpAnswer = fail(failure);
        const session = new InMemorySessionStore();
        const expected = failure.kind === 'rejected' ? failure.reason : messages.sendOtpFailed;
        const sent = await new SendOtp(auth).execute('9876543210');
        const verified = await new VerifyOtp(auth, session).execute(
          { mobile: '9876543210', userId: 101 },
          '123456',
        );
        expect(!sent.ok && sent.error.message).toBe(expected);
        expect(!verified.ok && verified.error.message).toBe(expected);
        expect(session.writes).toEqual([]);
      }),
      RUNS,
    );
  });

  it('checkout and booking: "Error occurred…", "Invalid response…" for malformed, else "Failed to confirm booking…"; the cart kept', async () => {
    await fc.assert(
      fc.asyncProperty(anyFailure, async (failure) => {
        const bookings = new RecordingBookingGateway();
        bookings.saveCartAnswer = fail(failure);
        bookings.bookAnswer = fail(failure);
        const cart = new InMemoryCartStore([aCartItem()]);
        const session = new InMemorySessionStore(101);
        const checkout = await new Checkout(cart, session, bookings).execute();
        const confirm = await new ConfirmBooking(cart, session, bookings).execute();
        expect(!checkout.ok && checkout.error.message).toBe(messages.saveCartFailed);
        expect(!confirm.ok && confirm.error.message).toBe(
          failure.kind === 'malformed'
            ? bookingOutcomes.confirmInvalidResponse
            : bookingOutcomes.confirmFailed,
        );
        expect(cart.items).toHaveLength(1);
      }),
      RUNS,
    );
  });

  it('bookings: the empty list; detail: "Error parsing booking data" for malformed, else "Error fetching booking details"; cancel: "Failed to cancel booking…"', async () => {
    await fc.assert(
      fc.asyncProperty(anyFailure, async (failure) => {
        const bookings = new RecordingBookingGateway();
        bookings.listBookingsAnswer = fail(failure);
        bookings.bookingDetailAnswer = fail(failure);
        bookings.cancelAnswer = fail(failure);
        const session = new InMemorySessionStore(101);
        const list = await new ListBookings(session, bookings).execute();
        const detail = await new GetBookingDetail(bookings, session).execute('5004');
        const cancel = await new CancelWorkOrder(session, bookings).execute(
          aWorkOrder({ statusId: 1 }),
        );
        expect(list.groups).toEqual([]);
        expect(!detail.ok && detail.error.message).toBe(
          failure.kind === 'malformed'
            ? bookingOutcomes.bookingDetailParseFailed
            : bookingOutcomes.bookingDetailFetchFailed,
        );
        expect(!cancel.ok && cancel.error.message).toBe(bookingOutcomes.cancelFailed);
      }),
      RUNS,
    );
  });

  it("profile: 'Failed to load user data'; creating: the server's reason for a refusal, else 'Failed to create account'", async () => {
    await fc.assert(
      fc.asyncProperty(anyFailure, async (failure) => {
        const profiles = new RecordingProfileGateway(aProfile());
        profiles.loadAnswer = fail(failure);
        profiles.saveAnswer = fail(failure);
        const session = new InMemorySessionStore(101);
        const load = await new LoadProfile(session, profiles).execute();
        const save = await new SaveProfile(session, profiles).execute(
          'create',
          '9876543210',
          validFormValues(),
        );
        expect(!load.ok && load.error.message).toBe(formMessages.profileLoadFailed);
        expect(!save.ok && save.error.message).toBe(
          failure.kind === 'rejected' ? failure.reason : formMessages.createAccountFailed,
        );
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The presenters: hostile answers over the real HTTP gateways
// ---------------------------------------------------------------------------------------------

/** An icon a view may put in `src`: absent, or one that can only show a picture. */
function isHarmlessIcon(icon: unknown): boolean {
  if (icon === undefined) return true;
  if (typeof icon !== 'string') return false;
  // Browsers ignore control characters and spaces around a scheme: so does this check.
  const cleaned = [...icon]
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
  return (
    !cleaned.startsWith('javascript:') &&
    !cleaned.startsWith('vbscript:') &&
    !cleaned.startsWith('data:text/html') &&
    !/^\/[/\\]/.test(icon) &&
    icon.length <= 100_000
  );
}

const hostileIcon = fc.oneof(
  fc.constantFrom(...UNSAFE_ICON_URLS),
  fc.constantFrom('/icons/ac.svg', 'https://cdn.example.in/ac.png', 'data:image/png;base64,AAAA'),
  fc.string(),
);

/** Rows of `list` whose texts and icons are hostile. */
function hostileRows(list: ListCall) {
  return fc
    .array(fc.tuple(validRow(list), hostileText, hostileIcon), { minLength: 1, maxLength: 4 })
    .map((rows) =>
      rows.map(([row, text, icon], index) => ({
        ...row,
        ...Object.fromEntries(Object.keys(list.shownAs).map((field) => [field, text])),
        ...(list.iconField ? { [list.iconField]: icon } : {}),
        // Unique ids, as a real list has.
        [Object.keys(list.fields).find((field) => list.fields[field] === 'id')!]: index + 1,
      })),
    );
}

/** A malformed answer of any kind the wire can break in, for a list call. */
function brokenAnswer(list: ListCall): fc.Arbitrary<ScriptedAnswer> {
  return fc.oneof(
    notJson.map((text): ScriptedAnswer => ({ text })),
    fc.constantFrom<unknown>(42, null, true, {}).map((data) => answer(list.envelope(data))),
    rowsOf(list).map((rows) => answer(list.envelope(JSON.stringify(rows).slice(0, -1)))),
    rowsOf(list).map((rows) =>
      answer(
        list.envelope(JSON.stringify(rows.map((row) => ({ ...row, [list.required[0]!]: 'x' })))),
      ),
    ),
  );
}

const listCall = (name: CallName): ListCall => listCalls.find((list) => list.call === name)!;

function clientAnswering(reply: ScriptedAnswer): ApiClient {
  return clientOn(ScriptedServer.always(reply), { retries: 0 });
}

describe('the catalogue presenters on hostile answers', () => {
  it('home: names kept as text, only harmless icons; a broken answer is "Failed to fetch data. Please try again." and its toast', async () => {
    const list = listCall('listCategories');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileRows(list).map((rows) => answer(list.envelope(JSON.stringify(rows)))),
          brokenAnswer(list),
        ),
        async (reply) => {
          const notifier = new SpyNotifier();
          const home = new HomePresenter(
            new ListCategories(new HttpCatalogGateway(clientAnswering(reply))),
            new CatalogCache(),
            notifier,
            new RecordingNavigator(),
          );
          await home.load();
          const vm = home.viewModel;
          if (vm.status === 'error') {
            expect(vm.errorMessage).toBe(messages.categoriesFailed);
            expect(notifier.last).toMatchObject({
              kind: 'error',
              message: messages.categoriesFailed,
            });
          } else {
            expect(vm.status).toBe('ready');
            expect(vm.categories.every((card) => isHarmlessIcon(card.icon))).toBe(true);
            expect(vm.categories.every((card) => typeof card.name === 'string')).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  it('services page: only harmless icons; a broken answer is "Failed to load services"', async () => {
    const list = listCall('listServices');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileRows(list).map((rows) => answer(list.envelope(JSON.stringify(rows)))),
          brokenAnswer(list),
        ),
        async (reply) => {
          const client = clientAnswering(reply);
          const catalog = new HttpCatalogGateway(client);
          const cache = new CatalogCache();
          cache.categories = [];
          const services = new ServicesPresenter(
            new ListServices(catalog),
            new ListCategories(catalog),
            cache,
            new SpyNotifier(),
          );
          await services.load('MQ==');
          const vm = services.viewModel;
          if (vm.status === 'error') expect(vm.errorMessage).toBe(messages.servicesFailed);
          else expect(vm.services.every((card) => isHarmlessIcon(card.icon))).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('options dialog: only harmless icons, hostile names and descriptions as text; a broken answer is "Failed to load Subservices"', async () => {
    const list = listCall('listOptions');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileRows(list).map((rows) => answer(list.envelope(JSON.stringify(rows)))),
          brokenAnswer(list),
        ),
        async (reply) => {
          const notifier = new SpyNotifier();
          const store = new InMemoryCartStore();
          const dialog = new SubServicePresenter(
            new ListServiceOptions(new HttpCatalogGateway(clientAnswering(reply))),
            new AddToCart(store),
            new CartModel(store, notifier),
            new RecordingNavigator(),
            new SpyAnnouncer(),
          );
          await dialog.load(11);
          const vm = dialog.viewModel;
          if (vm.status === 'error') expect(vm.errorMessage).toBe(messages.optionsFailed);
          else expect(vm.options.every((card) => isHarmlessIcon(card.icon))).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('the cart never shows the unsafe icon of an option booked from a hostile answer', async () => {
    const list = listCall('listOptions');
    await fc.assert(
      fc.asyncProperty(hostileRows(list), async (rows) => {
        const notifier = new SpyNotifier();
        const store = new InMemoryCartStore();
        const cart = new CartModel(store, notifier);
        const dialog = new SubServicePresenter(
          new ListServiceOptions(
            new HttpCatalogGateway(clientAnswering(answer({ data: JSON.stringify(rows) }))),
          ),
          new AddToCart(store),
          cart,
          new RecordingNavigator(),
          new SpyAnnouncer(),
        );
        await dialog.load(11);
        for (const option of dialog.viewModel.options) dialog.book(option.id);
        const page = new CartPresenter(
          cart,
          new ChangeQuantity(store),
          new ClearCart(store),
          new RestoreCart(store),
          new Checkout(
            new InMemoryCartStore(),
            new InMemorySessionStore(),
            new RecordingBookingGateway(),
          ),
          new PendingCheckout(),
          new LoginGate(),
          new BusyModel(),
          notifier,
          new SpyAnnouncer(),
        );
        expect(page.viewModel.lines.every((line) => isHarmlessIcon(line.icon))).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});

describe('the booking presenters on hostile answers', () => {
  it('My Bookings: only harmless icons; a broken answer is the empty state', async () => {
    const list = listCall('listBookings');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileRows(list).map((rows) => answer(list.envelope(JSON.stringify(rows)))),
          brokenAnswer(list),
        ),
        async (reply) => {
          const gateway = new HttpBookingGateway(clientAnswering(reply));
          const catalog = new ScriptedCatalogGateway();
          const myBookings = new MyBookingsPresenter(
            new ListBookings(new InMemorySessionStore(101), gateway),
            new DetailBookings(gateway),
            new BookAgain(gateway, catalog, new InMemoryCartStore()),
            new RecentBooking(),
            new SpyNotifier(),
            new RecordingNavigator(),
          );
          await myBookings.load();
          const vm = myBookings.viewModel;
          expect(vm.status).toBe('ready');
          const icons = vm.groups.flatMap((group) => group.items.map((item) => item.icon));
          expect(icons.every(isHarmlessIcon)).toBe(true);
          if (vm.groups.length === 0) expect(vm.empty?.title).toBe(bookingOutcomes.noBookingsTitle);
        },
      ),
      RUNS,
    );
  });

  it('booking detail: only harmless icons; a broken answer is "Error parsing booking data"', async () => {
    const list = listCall('getBookingDetail');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileRows(list).map((rows) => answer(list.envelope(JSON.stringify(rows)))),
          brokenAnswer(list),
        ),
        async (reply) => {
          const gateway = new HttpBookingGateway(clientAnswering(reply));
          const detail = new BookingDetailPresenter(
            new GetBookingDetail(gateway, new InMemorySessionStore(101)),
            new CancelWorkOrder(new InMemorySessionStore(101), gateway),
            new BusyModel(),
            new SpyNotifier(),
          );
          await detail.load('5004');
          const vm = detail.viewModel;
          if (vm.status === 'error') {
            expect(vm.errorMessage).toBe(bookingOutcomes.bookingDetailParseFailed);
          } else {
            expect(vm.cards.every((card) => isHarmlessIcon(card.icon))).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });
});
