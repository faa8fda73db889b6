import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateFromWire } from '../../../../src/adapters/http/wireDates';
import {
  optionalText,
  rupeesField,
  textOrEmpty,
  wholeNumberField,
} from '../../../../src/adapters/http/wireFields';

const RUNS = { numRuns: 100 } as const;

describe('textOrEmpty', () => {
  it("reads 'n_a' (with blanks around it or not) and null as empty text", () => {
    for (const empty of ['n_a', ' n_a ', null, undefined]) expect(textOrEmpty(empty)).toBe('');
  });

  it('keeps any other text exactly as sent', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.trim() !== 'n_a'),
        (text) => {
          expect(textOrEmpty(text)).toBe(text);
        },
      ),
      RUNS,
    );
  });
});

describe('optionalText', () => {
  it("reads 'n_a', null, missing and blank text as absent", () => {
    for (const none of ['n_a', null, undefined, '', '   '])
      expect(optionalText(none)).toBeUndefined();
  });

  it('keeps any other text without the blanks around it', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.trim() !== '' && text.trim() !== 'n_a'),
        (text) => {
          expect(optionalText(text)).toBe(text.trim());
        },
      ),
      RUNS,
    );
  });
});

describe('wholeNumberField', () => {
  it('takes a whole number JavaScript holds exactly', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(wholeNumberField().isValidSync(value, { strict: true })).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses a fraction, a number too large to hold exactly, and a number sent as text', () => {
    for (const value of [6.5, 2 ** 53, -(2 ** 53), '101', Number.NaN])
      expect(wholeNumberField().isValidSync(value, { strict: true })).toBe(false);
  });
});

describe('rupeesField', () => {
  it('refuses a negative price and one too large to stay exact in paise', () => {
    for (const value of [-0.01, -1, 1e15, '599'])
      expect(rupeesField().isValidSync(value, { strict: true })).toBe(false);
    expect(rupeesField().isValidSync(333.33, { strict: true })).toBe(true);
  });
});

describe('dateFromWire', () => {
  it('reads a time without an offset as local time, as the backend in India writes it', () => {
    expect(dateFromWire('2026-05-12T10:30:00')).toEqual(new Date(2026, 4, 12, 10, 30));
  });

  it('reads a bare date as local midnight, so it shows as the same day', () => {
    expect(dateFromWire('2026-05-12')).toEqual(new Date(2026, 4, 12));
  });

  it('reads an offset, a space for the T, and up to seven decimals (to the millisecond)', () => {
    expect(dateFromWire('2026-05-12T05:00:00Z')).toEqual(new Date(Date.UTC(2026, 4, 12, 5, 0)));
    expect(dateFromWire('2026-05-12T10:30:00.1234567+05:30')).toEqual(
      new Date(Date.UTC(2026, 4, 12, 5, 0, 0, 123)),
    );
    expect(dateFromWire('2026-05-12 10:30:00.1234567')).toEqual(
      new Date(2026, 4, 12, 10, 30, 0, 123),
    );
  });

  it('reads every instant written as ISO 8601 back to that instant (to the millisecond)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => {
          expect(dateFromWire(date.toISOString())).toEqual(date);
        },
      ),
      RUNS,
    );
  });

  it('reads nothing from text that is not an ISO date, even what V8 would read ("1" as 2001)', () => {
    for (const text of ['yesterday', '1', '2026-13-01T00:00:00', '10/05/2026 12:00 PM', ''])
      expect(dateFromWire(text)).toBeUndefined();
  });
});
