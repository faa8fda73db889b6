import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/adapters/http/ApiClient';
import { HttpBookingGateway } from '../../src/adapters/http/HttpBookingGateway';
import {
  bookingHasNoWorkOrders,
  bookingHasWorkOrders,
  customerBooksSavedCart,
  customerCancelsWorkOrder,
  customerHasBookings,
  customerHasNoBookings,
  customerSavesCart,
} from './interactions/bookingInteractions';
import { newPact, runScenario } from './pactSetup';

const pact = newPact();
const gateway = (client: ApiClient) => new HttpBookingGateway(client);

describe('HttpBookingGateway', () => {
  it('saves the cart with prices in rupees (Services/save-cart)', () =>
    runScenario(pact, customerSavesCart, gateway, async (bookings, { userId, lines }) => {
      expect(await bookings.saveCart(userId, lines)).toEqual({ ok: true, value: undefined });
    }));

  it('books the saved cart and gives the booking id (Services/book-service)', () =>
    runScenario(pact, customerBooksSavedCart, gateway, async (bookings, { userId }) => {
      expect(await bookings.book(userId)).toEqual({ ok: true, value: { bookingId: 5006 } });
    }));

  describe('listBookings (Services/BookingsByUserId)', () => {
    it("reads a customer's booking rows", () =>
      runScenario(pact, customerHasBookings, gateway, async (bookings, { userId }) => {
        expect(await bookings.listBookings(userId)).toEqual({
          ok: true,
          value: [
            {
              bookingId: 5005,
              bookingCode: 'GS-26131-5005',
              createdAt: new Date(2026, 4, 11, 9, 30),
              serviceName: 'Bathroom fittings',
              serviceIcon: '/icons/plumbing.svg',
            },
            {
              bookingId: 5004,
              bookingCode: 'GS-26130-5004',
              createdAt: new Date(2026, 4, 10, 6, 30, 0, 123),
              serviceName: 'Switches & sockets',
            },
          ],
        });
      }));

    it('reads a customer without bookings as an empty list', () =>
      runScenario(pact, customerHasNoBookings, gateway, async (bookings, { userId }) => {
        expect(await bookings.listBookings(userId)).toEqual({ ok: true, value: [] });
      }));
  });

  describe('getBookingDetail (Services/BookingsRefByBookingID)', () => {
    it('reads the work orders of a booking with prices in paise', () =>
      runScenario(pact, bookingHasWorkOrders, gateway, async (bookings, { bookingId }) => {
        expect(await bookings.getBookingDetail(bookingId)).toEqual({
          ok: true,
          value: [
            {
              referenceCode: 'GS-26130-5004',
              workOrderId: 9007,
              optionName: 'Socket replacement',
              optionIcon: '/icons/socket.svg',
              quantity: 3,
              unitPrice: 14900,
              totalPrice: 44700,
              createdAt: new Date(2026, 4, 10, 6, 30),
              statusId: 2,
            },
            {
              referenceCode: 'GS-26130-5004',
              workOrderId: 9008,
              optionName: 'Thermostat replacement',
              quantity: 1,
              unitPrice: 33333,
              totalPrice: 33333,
              createdAt: new Date(2026, 4, 10, 6, 30),
              statusId: 1,
            },
          ],
        });
      }));

    it('reads a booking without work orders as an empty list', () =>
      runScenario(pact, bookingHasNoWorkOrders, gateway, async (bookings, { bookingId }) => {
        expect(await bookings.getBookingDetail(bookingId)).toEqual({ ok: true, value: [] });
      }));
  });

  it('cancels a work order (WorkOrder/workOrderStatusChange)', () =>
    runScenario(
      pact,
      customerCancelsWorkOrder,
      gateway,
      async (bookings, { userId, workOrderId }) => {
        expect(await bookings.cancelWorkOrder(userId, workOrderId)).toEqual({
          ok: true,
          value: undefined,
        });
      },
    ));
});
