import { describe, expect, it } from 'vitest';
import { decodeRowList } from '../../../../src/adapters/http/envelope';
import { HttpBookingGateway } from '../../../../src/adapters/http/HttpBookingGateway';
import {
  slotBody,
  slotRow,
  visitChangedOrRefused,
  visitTimeFromWire,
  windowRefused,
  workOrderVisitRow,
} from '../../../../src/adapters/http/visitWire';
import { windowFull } from '../../../../src/core/booking/VisitWindow';
import { malformed, rejected } from '../../../../src/core/shared/GatewayFailure';
import { ScriptedServer } from './ScriptedServer';
import { clientOn, listAnswer } from './testClient';

const window = {
  start: new Date('2026-11-25T10:00:00+05:30'),
  end: new Date('2026-11-25T12:00:00+05:30'),
};

const aWorkOrderRow = {
  ReferenceCode: 'GS-26130-5004',
  WorkOrderID: 9008,
  Service_Option_Name: 'Thermostat replacement',
  Service_Option_Icon: 'n_a',
  Quantity: 1,
  UnitPrice: 333.33,
  TotalPrice: 333.33,
  CreatedDate: '2026-11-23T06:30:00',
  WorkOrderStatusId: 2,
};

describe('visit times on the wire (the slots and visit extensions)', () => {
  it("sends a window in Hyderabad's time with its offset", () => {
    expect(slotBody(window)).toEqual({
      Slot_Start: '2026-11-25T10:00:00+05:30',
      Slot_End: '2026-11-25T12:00:00+05:30',
    });
  });

  it("reads a time without an offset as Hyderabad's, never the device's", () => {
    expect(visitTimeFromWire('2026-11-25T10:00:00')).toEqual(window.start);
    expect(visitTimeFromWire('2026-11-25T04:30:00Z')).toEqual(window.start);
    expect(visitTimeFromWire('25/11/2026 10:00')).toBeUndefined();
  });

  it('reads the windows of visitSlots, full ones marked', () => {
    const rows = decodeRowList(
      listAnswer(
        [
          {
            Slot_Start: '2026-11-25T10:00:00+05:30',
            Slot_End: '2026-11-25T12:00:00+05:30',
            Slot_Full: false,
          },
        ],
        true,
      ).json,
      slotRow,
      'or-empty-text',
    );

    expect(rows).toEqual({
      ok: true,
      value: [
        {
          Slot_Start: '2026-11-25T10:00:00+05:30',
          Slot_End: '2026-11-25T12:00:00+05:30',
          Slot_Full: false,
        },
      ],
    });
  });

  it('refuses a window that ends before it starts, a time that is not ISO 8601, and Slot_Full as text', () => {
    const decode = (row: object) =>
      decodeRowList(listAnswer([row], true).json, slotRow, 'or-empty-text').ok;
    const good = {
      Slot_Start: '2026-11-25T10:00:00+05:30',
      Slot_End: '2026-11-25T12:00:00+05:30',
      Slot_Full: false,
    };

    expect(decode(good)).toBe(true);
    expect(decode({ ...good, Slot_End: '2026-11-25T09:00:00+05:30' })).toBe(false);
    expect(decode({ ...good, Slot_Start: 'tomorrow 10 am' })).toBe(false);
    expect(decode({ ...good, Slot_Full: 'false' })).toBe(false);
  });

  it("reads a work order's visit: both window times or neither, and the technician once named", async () => {
    const detail = (rows: object[]) =>
      new HttpBookingGateway(
        clientOn(ScriptedServer.always(listAnswer(rows))),
        true,
      ).getBookingDetail(5004);
    const visit = {
      Visit_Start: '2026-11-25T10:00:00+05:30',
      Visit_End: '2026-11-25T12:00:00+05:30',
      Technician_First_Name: 'Ravi',
      Technician_Contact: '+91 90000 11001',
    };

    const read = await detail([{ ...aWorkOrderRow, ...visit }]);
    expect(read.ok && read.value[0]?.visit).toEqual({
      window,
      technician: { name: 'Ravi', phone: '+91 90000 11001' },
    });
    const waiting = await detail([
      {
        ...aWorkOrderRow,
        Visit_Start: null,
        Visit_End: null,
        Technician_First_Name: 'n_a',
        Technician_Contact: null,
      },
    ]);
    expect(waiting.ok && waiting.value[0]?.visit).toEqual({});
    const half = await detail([{ ...aWorkOrderRow, Visit_Start: visit.Visit_Start }]);
    expect(half.ok).toBe(false);
  });

  it('reads work orders without their visit when the backend does not offer the extension', async () => {
    const gateway = new HttpBookingGateway(
      clientOn(ScriptedServer.always(listAnswer([{ ...aWorkOrderRow, Visit_Start: 'junk' }]))),
    );

    const read = await gateway.getBookingDetail(5004);

    expect(read.ok && read.value[0]).not.toHaveProperty('visit');
  });

  it('tells a full window (Slot_Full: true) from any other refusal', () => {
    expect(windowRefused({ status: false, data: 'No places left', Slot_Full: true })).toEqual(
      windowFull('No places left'),
    );
    expect(windowRefused({ status: false, data: 'Not offered' })).toEqual(rejected('Not offered'));
    expect(windowRefused({ result: { data: 5006 } })).toBeUndefined();
    expect(windowRefused({ status: false, data: 'x', Slot_Full: 'yes' })).toEqual(
      malformed('Slot_Full: typeError'),
    );
  });

  it('takes status: true as a changed visit, and anything else as off the contract', () => {
    expect(visitChangedOrRefused({ status: true, data: 'Changed' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(visitChangedOrRefused({ data: 'Changed' }).ok).toBe(false);
    expect(visitChangedOrRefused({ status: false, data: 'Work has begun' })).toEqual({
      ok: false,
      error: rejected('Work has begun'),
    });
  });

  it('sends book-service with the window only when one is chosen, and reads a refusal only then', async () => {
    const server = ScriptedServer.answering(
      { json: { result: { data: 5006 } } },
      { json: { status: false, data: 'No places left', Slot_Full: true } },
      { json: { status: false, data: 'No places left', Slot_Full: true } },
    );
    const gateway = new HttpBookingGateway(clientOn(server));

    await gateway.book(101);
    const inWindow = await gateway.book(101, window);
    const without = await gateway.book(101);

    expect(server.requests.map((request) => request.json)).toEqual([
      { user_Id: 101 },
      {
        user_Id: 101,
        Slot_Start: '2026-11-25T10:00:00+05:30',
        Slot_End: '2026-11-25T12:00:00+05:30',
      },
      { user_Id: 101 },
    ]);
    expect(inWindow).toEqual({ ok: false, error: windowFull('No places left') });
    // SPEC §7 alone: an answer without result.data is "Invalid response from server", as before.
    expect(without.ok || without.error.kind).toBe('malformed');
  });

  it('reads the work order row of the visit extension as the row of SPEC §7 plus its visit', () => {
    expect(Object.keys(workOrderVisitRow.describe().fields).sort()).toEqual(
      [
        ...Object.keys(aWorkOrderRow),
        'Visit_Start',
        'Visit_End',
        'Technician_First_Name',
        'Technician_Contact',
      ].sort(),
    );
  });
});
