import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACT_DIR } from './pactSetup';
import { LIST_ROWS, rowJsonSchema, schemaFileOf } from './rowSchemas';

const SCHEMA_DIR = join(PACT_DIR, 'schemas');

describe('the row schemas published beside the pact (pacts/schemas)', () => {
  it('says a rated work order has 1 to 5 stars, known tags, and its window as an instant', () => {
    const ratings = LIST_ROWS.find(
      ({ call, extension }) => extension === 'ratings' && call.startsWith('Services/Bookings'),
    );
    const schema = rowJsonSchema('Services/BookingsRefByBookingID/{bookingId}', ratings!.row);

    expect(schema.properties).toMatchObject({
      Rating_Stars: { enum: [1, 2, 3, 4, 5, null] },
      Rating_Tags: {
        type: ['array', 'null'],
        items: { enum: expect.arrayContaining(['on-time']) },
      },
      Technician_Jobs: { type: ['integer', 'null'], minimum: 0 },
    });
    expect(schema.required).not.toContain('Rating_Stars');
  });

  it('says a category row has a whole-number CategoryId, a name and has_Services', () => {
    const schema = rowJsonSchema('Services/allCategory', LIST_ROWS[0]!.row);

    expect(schema.required).toEqual(['CategoryId', 'Category_Name', 'has_Services']);
    expect(schema.properties).toMatchObject({
      CategoryId: { type: 'integer' },
      Category_Name: { type: 'string' },
      Category_Description: { type: ['string', 'null'] },
      has_Services: { type: 'boolean' },
    });
  });

  it('says an option’s price is rupees, a number of at least 0 or null', () => {
    const schema = rowJsonSchema('Services/allSubServicesByServiceId', LIST_ROWS[2]!.row);

    expect(schema.properties).toMatchObject({
      Service_Option_Price: { type: ['number', 'null'], minimum: 0 },
    });
    expect(schema.required).not.toContain('Service_Option_Price');
  });

  it('says a booking’s CreatedDate is ISO 8601 text', () => {
    const schema = rowJsonSchema('Services/BookingsByUserId/{userId}', LIST_ROWS[3]!.row);
    const pattern = new RegExp(
      ((schema.properties as Record<string, { pattern: string }>).CreatedDate ?? { pattern: '' })
        .pattern,
    );

    expect(pattern.test('2026-05-10T06:30:00')).toBe(true);
    expect(pattern.test('10/05/2026 12:00 PM')).toBe(false);
  });

  it("says a visit window's times are ISO 8601 text, and a slot's fullness a boolean", () => {
    const slots = LIST_ROWS.find(({ extension }) => extension === 'slots');
    const schema = rowJsonSchema('Services/visitSlots', slots?.row ?? LIST_ROWS[0]!.row);

    expect(schema.required).toEqual(['Slot_Start', 'Slot_End', 'Slot_Full']);
    expect(schema.properties).toMatchObject({
      Slot_Start: { type: 'string', pattern: expect.any(String) },
      Slot_Full: { type: 'boolean' },
    });
  });

  it('writes one schema per list call, and per extension that adds to one, from the app’s own decoders', () => {
    mkdirSync(SCHEMA_DIR, { recursive: true });
    for (const { call, row, extension } of LIST_ROWS)
      writeFileSync(
        join(SCHEMA_DIR, schemaFileOf(call, extension)),
        `${JSON.stringify(rowJsonSchema(call, row), null, 2)}\n`,
      );

    expect(LIST_ROWS.map(({ call, extension }) => schemaFileOf(call, extension))).toEqual([
      'Services-allCategory.row.schema.json',
      'Services-allServicesByCategoryId.row.schema.json',
      'Services-allSubServicesByServiceId.row.schema.json',
      'Services-BookingsByUserId.row.schema.json',
      'Services-BookingsRefByBookingID.row.schema.json',
      'Authentication-userDetails.row.schema.json',
      'Services-visitSlots.slots.row.schema.json',
      'Services-BookingsRefByBookingID.visit.row.schema.json',
      'Services-BookingsRefByBookingID.payments.row.schema.json',
      'Services-ratingSummaries.ratings.row.schema.json',
      'Services-BookingsRefByBookingID.ratings.row.schema.json',
    ]);
  });
});
