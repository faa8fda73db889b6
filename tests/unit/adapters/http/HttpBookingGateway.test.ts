import { bookingOutcomes } from '../../../../src/core/booking/bookingMessages';
import { describe, expect, it } from 'vitest';
import { HttpBookingGateway } from '../../../../src/adapters/http/HttpBookingGateway';
import { ConfirmBooking } from '../../../../src/core/booking/ConfirmBooking';
import type { CartStore } from '../../../../src/core/cart/CartStore';
import type { SessionStore } from '../../../../src/core/auth/SessionStore';
import { ScriptedServer } from './ScriptedServer';
import { clientOn, listAnswer } from './testClient';

const bookingRow = {
  BookingID: 5001,
  BookingCode: 'GS-5001',
  CreatedDate: '2026-05-12T10:30:00',
  Service_Name: 'Tap and mixer repair',
  Service_Icon: 'n_a',
};

const workOrderRow = {
  ReferenceCode: 'GS-5001',
  WorkOrderID: 9001,
  Service_Option_Name: 'Tap replacement',
  Service_Option_Icon: 'https://cdn.test/tap.svg',
  Quantity: 2,
  UnitPrice: 249.5,
  TotalPrice: 499,
  CreatedDate: '2026-05-12 10:30:00.1234567',
  WorkOrderStatusId: 1,
  StatusName: 'Not Assigned',
};

function gatewayOn(server: ScriptedServer): HttpBookingGateway {
  return new HttpBookingGateway(clientOn(server));
}

describe('HttpBookingGateway', () => {
  describe('saveCart', () => {
    it('sends the cart with the wire names and prices in rupees', async () => {
      const server = ScriptedServer.always({ json: { message: 'Cart saved' } });
      const lines = [
        { optionId: 611, quantity: 2, unitPrice: 24950 },
        { optionId: 712, quantity: 1, unitPrice: 33333 },
      ];
      expect(await gatewayOn(server).saveCart(101, lines)).toEqual({ ok: true, value: undefined });
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        url: 'https://api.test/api/Services/save-cart',
      });
      expect(server.requests[0]?.json).toEqual({
        user_Id: 101,
        createdBy: 101,
        cartItems: [
          { service_Option_Id: 611, quantity: 2, UnitPrice: 249.5 },
          { service_Option_Id: 712, quantity: 1, UnitPrice: 333.33 },
        ],
      });
    });

    it('accepts an answer object without a message', async () => {
      expect((await gatewayOn(ScriptedServer.always({ json: {} })).saveCart(101, [])).ok).toBe(
        true,
      );
    });

    it.each([
      ['a list', []],
      ['text', 'saved'],
      ['null', null],
    ])('answers malformed when the answer is %s', async (_case, body) => {
      const result = await gatewayOn(ScriptedServer.always({ json: body })).saveCart(101, []);
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    });

    it('passes a refusal on with its message', async () => {
      const server = ScriptedServer.always({
        json: { status: false, message: 'Option 611 is no longer offered' },
      });
      expect(await gatewayOn(server).saveCart(101, [])).toEqual({
        ok: false,
        error: { kind: 'rejected', reason: 'Option 611 is no longer offered' },
      });
    });
  });

  describe('book', () => {
    it('sends the user id and reads the booking id', async () => {
      const server = ScriptedServer.always({ json: { result: { data: 5001 } } });
      expect(await gatewayOn(server).book(101)).toEqual({ ok: true, value: { bookingId: 5001 } });
      expect(server.requests[0]).toMatchObject({
        url: 'https://api.test/api/Services/book-service',
        json: { user_Id: 101 },
      });
    });

    it('reads a booking id sent as numeric text', async () => {
      const server = ScriptedServer.always({ json: { result: { data: '5001' } } });
      expect(await gatewayOn(server).book(101)).toEqual({ ok: true, value: { bookingId: 5001 } });
    });

    it.each([
      ['no result', {}],
      ['a result without data', { result: {} }],
      ['a null booking id', { result: { data: null } }],
      ['a booking id that is not a number', { result: { data: 'GS-5001' } }],
      ['a booking id of 0', { result: { data: 0 } }],
      ['a fractional booking id', { result: { data: 1.5 } }],
    ])('answers malformed for %s', async (_case, body) => {
      const result = await gatewayOn(ScriptedServer.always({ json: body })).book(101);
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    });

    it("ends in the spec's 'Invalid response' message when the id is missing", async () => {
      const gateway = gatewayOn(ScriptedServer.always({ json: { result: {} } }));
      const cart: CartStore = {
        load: () => ({ items: [], discardedCorruptValue: false }),
        save: () => true,
        clear: () => undefined,
        subscribe: () => () => undefined,
      };
      const session: SessionStore = {
        read: () => ({ userId: 101, discardedCorruptValue: false }),
        write: () => undefined,
        signOut: () => undefined,
        subscribe: () => () => undefined,
      };
      const result = await new ConfirmBooking(cart, session, gateway).execute();
      expect(result).toMatchObject({
        ok: false,
        error: { message: bookingOutcomes.confirmInvalidResponse },
      });
    });
  });

  describe('listBookings', () => {
    it('reads the rows with dates and without n_a icons', async () => {
      const server = ScriptedServer.always(listAnswer([bookingRow], true));
      expect(await gatewayOn(server).listBookings(101)).toEqual({
        ok: true,
        value: [
          {
            bookingId: 5001,
            bookingCode: 'GS-5001',
            createdAt: new Date(2026, 4, 12, 10, 30),
            serviceName: 'Tap and mixer repair',
          },
        ],
      });
      expect(server.requests[0]).toMatchObject({
        method: 'GET',
        url: 'https://api.test/api/Services/BookingsByUserId/101',
        body: undefined,
      });
    });

    it.each([
      ['data "[]"', { status: true, data: '[]' }],
      ['data ""', { status: true, data: '' }],
      ['data "n_a"', { status: true, data: 'n_a' }],
      ['status false', { status: false, data: 'No bookings found' }],
      ['status false without data', { status: false }],
    ])('reads %s as no bookings', async (_case, body) => {
      expect(await gatewayOn(ScriptedServer.always({ json: body })).listBookings(101)).toEqual({
        ok: true,
        value: [],
      });
    });

    it.each([
      ['a date that is not a date', { ...bookingRow, CreatedDate: 'yesterday' }],
      ['a date V8 would read anyway', { ...bookingRow, CreatedDate: '1' }],
      ['an impossible month', { ...bookingRow, CreatedDate: '2026-13-01T00:00:00' }],
      ['a booking id sent as text', { ...bookingRow, BookingID: '5001' }],
      ['no booking code', { ...bookingRow, BookingCode: undefined }],
    ])('answers malformed for a row with %s', async (_case, row) => {
      const result = await gatewayOn(ScriptedServer.always(listAnswer([row], true))).listBookings(
        101,
      );
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    });

    it('reads dates with an offset, a bare date, and seven decimals', async () => {
      const rows = [
        { ...bookingRow, CreatedDate: '2026-05-12T05:00:00Z' },
        { ...bookingRow, CreatedDate: '2026-05-12' },
        { ...bookingRow, CreatedDate: '2026-05-12T10:30:00.1234567+05:30' },
      ];
      const result = await gatewayOn(ScriptedServer.always(listAnswer(rows, true))).listBookings(
        101,
      );
      expect(result.ok && result.value.map((row) => row.createdAt.getTime())).toEqual([
        Date.UTC(2026, 4, 12, 5, 0),
        new Date(2026, 4, 12).getTime(),
        Date.UTC(2026, 4, 12, 5, 0, 0, 123),
      ]);
    });
  });

  describe('getBookingDetail', () => {
    it('reads the work orders with prices in paise', async () => {
      const server = ScriptedServer.always(listAnswer([workOrderRow]));
      expect(await gatewayOn(server).getBookingDetail(5001)).toEqual({
        ok: true,
        value: [
          {
            referenceCode: 'GS-5001',
            workOrderId: 9001,
            optionName: 'Tap replacement',
            optionIcon: 'https://cdn.test/tap.svg',
            quantity: 2,
            unitPrice: 24950,
            totalPrice: 49900,
            createdAt: new Date(2026, 4, 12, 10, 30, 0, 123),
            statusId: 1,
          },
        ],
      });
      expect(server.requests[0]).toMatchObject({
        method: 'GET',
        url: 'https://api.test/api/Services/BookingsRefByBookingID/5001',
      });
    });

    it.each([null, undefined])(
      'reads a status id of %s as 0, the default status',
      async (statusId) => {
        const row = { ...workOrderRow, WorkOrderStatusId: statusId };
        const result = await gatewayOn(ScriptedServer.always(listAnswer([row]))).getBookingDetail(
          5001,
        );
        expect(result.ok && result.value[0]?.statusId).toBe(0);
      },
    );

    it.each(['[]', '', 'n_a'])('reads data %j as a booking without work orders', async (data) => {
      expect(
        await gatewayOn(ScriptedServer.always({ json: { data } })).getBookingDetail(5001),
      ).toEqual({
        ok: true,
        value: [],
      });
    });

    it.each([
      ['a quantity sent as text', { ...workOrderRow, Quantity: '2' }],
      ['a fractional quantity', { ...workOrderRow, Quantity: 1.5 }],
      ['a price sent as text', { ...workOrderRow, UnitPrice: '249.50' }],
      ['a price too large for exact paise', { ...workOrderRow, TotalPrice: 1e15 }],
      ['a status id sent as text', { ...workOrderRow, WorkOrderStatusId: '1' }],
    ])('answers malformed for a row with %s', async (_case, row) => {
      const result = await gatewayOn(ScriptedServer.always(listAnswer([row]))).getBookingDetail(
        5001,
      );
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    });

    it('answers malformed for broken JSON text in data', async () => {
      const result = await gatewayOn(
        ScriptedServer.always({ json: { data: '[{"WorkOrderID":' } }),
      ).getBookingDetail(5001);
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    });
  });

  describe('cancelWorkOrder', () => {
    it('asks for status 7 with the wire names', async () => {
      const server = ScriptedServer.always({ json: { status: true, data: 'Status changed' } });
      expect(await gatewayOn(server).cancelWorkOrder(101, 9001)).toEqual({
        ok: true,
        value: undefined,
      });
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        url: 'https://api.test/api/WorkOrder/workOrderStatusChange',
        json: { UserId: 101, WorkOrderId: 9001, ChangeWOStatusId: 7 },
      });
    });

    it.each([
      ['an empty body', { status: 200, text: '' }],
      ['a 204', { status: 204, text: '' }],
      ['plain text', { text: 'Updated' }],
      ['a JSON number', { json: 1 }],
      ['an object without status', { json: { message: 'ok' } }],
    ])('counts any 2xx as success, here %s', async (_case, answer) => {
      expect(await gatewayOn(ScriptedServer.always(answer)).cancelWorkOrder(101, 9001)).toEqual({
        ok: true,
        value: undefined,
      });
    });

    it('passes a status-false refusal on with its text', async () => {
      const server = ScriptedServer.always({
        json: { status: false, data: 'Work order already assigned' },
      });
      expect(await gatewayOn(server).cancelWorkOrder(101, 9001)).toEqual({
        ok: false,
        error: { kind: 'rejected', reason: 'Work order already assigned' },
      });
    });

    it('reads an HTTP error as unavailable', async () => {
      const server = ScriptedServer.always({
        status: 409,
        json: { status: false, data: 'Conflict' },
      });
      expect(await gatewayOn(server).cancelWorkOrder(101, 9001)).toEqual({
        ok: false,
        error: { kind: 'unavailable', cause: 'http' },
      });
    });
  });
});
