import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRowList } from '../../../../src/adapters/http/envelope';
import type { GatewayFailure } from '../../../../src/core/shared/GatewayFailure';
import type { Result } from '../../../../src/core/shared/Result';
import { isCleanDomainValue } from './gatewayCalls';
import {
  hostileText,
  rowsOf,
  sampleRow,
  TEN_THOUSAND,
  UNSAFE_ICON_URLS,
  validRow,
  WIRE_ROWS,
  wrongValue,
  type WireRow,
} from './wireRows';

/**
 * The rows of the six list calls (categories, services, options, bookings, a booking's work
 * orders, the profile), each decoded from the JSON text in `data` by decodeRowList against its
 * row schema and read into the domain by its fromWire. What each call accepts as "no rows" is the
 * gateway's choice (gatewayChoices.test.ts); here every list is sent as JSON text.
 */

const RUNS = { numRuns: 60 } as const;

/** The list as the gateway decodes it, then read into the domain. */
function decoded(row: WireRow, body: unknown): Result<object[], GatewayFailure> {
  const rows = decodeRowList(body, row.schema, 'list-only');
  return rows.ok
    ? { ok: true, value: rows.value.map((value) => row.fromWire(value as never)) }
    : rows;
}

function expectMalformed(result: Result<unknown, GatewayFailure>): void {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.kind).toBe('malformed');
}

function valuesOf(result: Result<object[], GatewayFailure>): Record<string, unknown>[] {
  if (!result.ok) throw new Error(`expected rows, got ${JSON.stringify(result.error)}`);
  return result.value as Record<string, unknown>[];
}

const listText = (rows: unknown) => ({ data: JSON.stringify(rows) });

describe.each(WIRE_ROWS)('a list of $name rows', (row) => {
  it('is malformed when `data` is not text (a number, a boolean, null, missing, a real JSON list or object)', () => {
    const notText = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      rowsOf(row),
      fc.dictionary(fc.string(), fc.string()),
    );
    fc.assert(
      fc.property(notText, (data) => expectMalformed(decoded(row, { data }))),
      RUNS,
    );
  });

  it('is malformed when the JSON text in `data` is broken (cut off, single-quoted, with junk after it)', () => {
    const broken = fc
      .tuple(rowsOf(row), fc.nat(), fc.constantFrom('cut', 'quotes', 'junk'))
      .map(([rows, at, how]) => {
        const text = JSON.stringify(rows);
        if (how === 'quotes') return text.replaceAll('"', "'");
        if (how === 'junk') return `${text},]`;
        return text.slice(0, 1 + (at % (text.length - 1)));
      });
    fc.assert(
      fc.property(broken, (data) => expectMalformed(decoded(row, { data }))),
      RUNS,
    );
  });

  it('is malformed when `data` is JSON text of something other than a list', () => {
    const notAList = fc.oneof(
      validRow(row),
      fc.integer(),
      fc.string(),
      fc.constant(null),
      fc.constant(true),
    );
    fc.assert(
      fc.property(notAList, (value) => expectMalformed(decoded(row, listText(value)))),
      RUNS,
    );
  });

  it('is malformed, whole, when one row lacks a required field', () => {
    const missing = fc
      .tuple(rowsOf(row), fc.nat(), fc.constantFrom(...row.required))
      .map(([rows, at, field]) => {
        const broken = rows.map((value) => ({ ...value }));
        delete broken[at % broken.length]![field];
        return broken;
      });
    fc.assert(
      fc.property(missing, (rows) => expectMalformed(decoded(row, listText(rows)))),
      RUNS,
    );
  });

  it('is malformed, whole, when one field has the wrong type ("101" for an id, 1 for a name, "true" for a flag, a negative price)', () => {
    const field = fc.constantFrom(...Object.keys(row.fields));
    const wrong = fc.tuple(rowsOf(row), fc.nat(), field).chain(([rows, at, name]) =>
      wrongValue[row.fields[name]!].map((value) => {
        const broken = rows.map((valid) => ({ ...valid }));
        broken[at % broken.length]![name] = value;
        return broken;
      }),
    );
    fc.assert(
      fc.property(wrong, (rows) => expectMalformed(decoded(row, listText(rows)))),
      RUNS,
    );
  });

  it('is malformed, whole, when one row is not an object', () => {
    const notAnObject = fc.constantFrom<unknown>('a row', 42, null, true, []);
    fc.assert(
      fc.property(rowsOf(row), fc.nat(), notAnObject, (rows, at, odd) => {
        const mixed: unknown[] = [...rows];
        mixed.splice(at % (rows.length + 1), 0, odd);
        expectMalformed(decoded(row, listText(mixed)));
      }),
      RUNS,
    );
  });

  it('of 10 000 rows is read whole, not cut (the views decide how to show it)', () => {
    const rows = Array.from({ length: TEN_THOUSAND }, (_, index) => sampleRow(row, index));

    expect(valuesOf(decoded(row, listText(rows)))).toHaveLength(TEN_THOUSAND);
  });

  it("reads into clean domain values: no 'n_a', only whole numbers (ids, quantities, paise) and real dates", () => {
    fc.assert(
      fc.property(rowsOf(row), (rows) => {
        expect(isCleanDomainValue(valuesOf(decoded(row, listText(rows))))).toBe(true);
      }),
      RUNS,
    );
  });

  it('keeps HTML, script and 10 000-character strings in names and descriptions as the same text', () => {
    const textFields = Object.keys(row.shownAs);
    const withHostileText = fc
      .tuple(
        rowsOf(row),
        fc.array(hostileText, { minLength: textFields.length, maxLength: textFields.length }),
      )
      .map(([rows, texts]) =>
        rows.map((valid) => ({
          ...valid,
          ...Object.fromEntries(textFields.map((field, index) => [field, texts[index]])),
        })),
      );
    fc.assert(
      fc.property(withHostileText, (rows) => {
        valuesOf(decoded(row, listText(rows))).forEach((value, index) => {
          for (const [wire, domain] of Object.entries(row.shownAs)) {
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

  const icon = row.icon;
  if (icon) {
    it('keeps `javascript:` and `data:text/html` icon URLs as text, for the presenters to refuse', () => {
      const [wire, domain] = icon;
      fc.assert(
        fc.property(rowsOf(row), fc.constantFrom(...UNSAFE_ICON_URLS), (rows, unsafe) => {
          const hostile = rows.map((valid) => ({ ...valid, [wire]: unsafe }));
          for (const value of valuesOf(decoded(row, listText(hostile))))
            expect(value[domain]).toBe(unsafe.trim());
        }),
        { numRuns: 30 },
      );
    });
  }
});
