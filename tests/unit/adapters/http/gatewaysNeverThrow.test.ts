import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedServer, type ScriptedAnswer } from './ScriptedServer';
import { gatewayCalls, isWellFormedOutcome } from './gatewayCalls';
import { clientOn } from './testClient';

// The calls and what counts as a well-formed outcome live in gatewayCalls.ts.

// Bodies a backend might really send: anything JSON, an envelope with any text in data, an
// envelope whose data is JSON text of anything, rows of loosely right shape, and non-JSON text.
const rowish = fc.dictionary(
  fc.constantFrom(
    'CategoryId',
    'Category_Name',
    'has_Services',
    'ServiceId',
    'Service_Name',
    'Category_Name',
    'has_Service_Options',
    'Service_Option_Id',
    'Service_Option_Name',
    'Service_Option_Price',
    'BookingID',
    'BookingCode',
    'CreatedDate',
    'ReferenceCode',
    'WorkOrderID',
    'Service_Option_Name',
    'Quantity',
    'UnitPrice',
    'TotalPrice',
    'WorkOrderStatusId',
    'Contact_Number',
    'First_Name',
    'Last_Name',
    'Email',
    'Address',
    'AltContactNumber',
    'Slot_Start',
    'Slot_End',
    'Slot_Full',
    'Visit_Start',
    'Visit_End',
    'Technician_First_Name',
    'Technician_Contact',
    'data',
    'result',
    'status',
    'message',
  ),
  fc.oneof(
    fc.jsonValue(),
    fc.constantFrom('n_a', '0', '2026-05-12T10:30:00', '2026-11-25T10:00:00+05:30', 'true', '1'),
  ),
);
const answers: fc.Arbitrary<ScriptedAnswer> = fc.oneof(
  fc.jsonValue().map((json) => ({ json })),
  fc
    .record({ status: fc.option(fc.boolean(), { nil: undefined }), data: fc.string() })
    .map((json) => ({ json })),
  fc
    .record({
      status: fc.option(fc.boolean(), { nil: undefined }),
      data: fc.jsonValue().map((value) => JSON.stringify(value)),
    })
    .map((json) => ({ json })),
  fc.array(rowish).map((rows) => ({
    json: { status: true, data: JSON.stringify(rows), result: { data: rows[0]?.data } },
  })),
  fc.string().map((text) => ({ text })),
  fc.record({ status: fc.integer({ min: 200, max: 599 }), text: fc.string() }),
);

describe('the HTTP gateways on arbitrary answers', () => {
  it.each(gatewayCalls.map((call) => [call.name, call] as const))(
    '%s always resolves to a clean domain value or a GatewayFailure, never throws',
    async (_name, { call }) => {
      await fc.assert(
        fc.asyncProperty(answers, async (answer) => {
          const outcome = await call(clientOn(ScriptedServer.always(answer), { retries: 0 }));
          expect(isWellFormedOutcome(outcome)).toBe(true);
        }),
        { numRuns: 300 },
      );
    },
  );
});
