import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../src/core/booking/Booking';
import type { BookingGateway } from '../../../src/core/booking/BookingGateway';
import {
  expectId,
  expectOptionalText,
  expectPaise,
  expectRealDate,
  expectShownText,
} from './domainExpectations';
import type { Scenario } from './Scenario';

type Customer = { readonly userId: number };
type Booking = { readonly bookingId: number };

/** The situations the BookingGateway contract is checked in. */
export interface BookingGatewayScenarios {
  /** User `userId` exists and the options of `lines` are offered. */
  readonly optionsAreOffered: Scenario<
    BookingGateway,
    Customer & { readonly lines: readonly CartLine[] }
  >;
  /** User `userId` has saved a cart. */
  readonly cartIsSaved: Scenario<BookingGateway, Customer>;
  /** User `userId` has bookings. */
  readonly customerHasBookings: Scenario<BookingGateway, Customer>;
  /** User `userId` has no bookings. */
  readonly customerHasNoBookings: Scenario<BookingGateway, Customer>;
  /** Booking `bookingId` has work orders. */
  readonly bookingHasWorkOrders: Scenario<BookingGateway, Booking>;
  /** Booking `bookingId` has no work orders. */
  readonly bookingHasNoWorkOrders: Scenario<BookingGateway, Booking>;
  /** Work order `workOrderId` of user `userId` may be cancelled. */
  readonly workOrderIsCancellable: Scenario<
    BookingGateway,
    Customer & { readonly workOrderId: number }
  >;
}

/** Registers the behaviour every BookingGateway must show, for one adapter. */
export function bookingGatewayContract(adapter: string, scenarios: BookingGatewayScenarios): void {
  describe(`${adapter} keeps the BookingGateway contract`, () => {
    it('saves a cart of offered options', () =>
      scenarios.optionsAreOffered(async (bookings, { userId, lines }) => {
        expect(await bookings.saveCart(userId, lines)).toEqual({ ok: true, value: undefined });
      }));

    it('books a saved cart and gives a positive whole-number booking id', () =>
      scenarios.cartIsSaved(async (bookings, { userId }) => {
        const result = await bookings.book(userId);
        if (!result.ok) throw new Error(`book failed: ${JSON.stringify(result.error)}`);
        expectId(result.value.bookingId);
      }));

    it("lists a customer's booking rows with ids, codes, names and real dates", () =>
      scenarios.customerHasBookings(async (bookings, { userId }) => {
        const result = await bookings.listBookings(userId);
        if (!result.ok) throw new Error(`listBookings failed: ${JSON.stringify(result.error)}`);
        expect(result.value.length).toBeGreaterThan(0);
        for (const row of result.value) {
          expectId(row.bookingId);
          expectShownText(row.bookingCode);
          expectShownText(row.serviceName);
          expectOptionalText(row.serviceIcon);
          expectRealDate(row.createdAt);
        }
      }));

    it('lists no rows, not a failure, for a customer without bookings', () =>
      scenarios.customerHasNoBookings(async (bookings, { userId }) => {
        expect(await bookings.listBookings(userId)).toEqual({ ok: true, value: [] });
      }));

    it('gives the work orders of a booking under one reference code, with prices in whole paise', () =>
      scenarios.bookingHasWorkOrders(async (bookings, { bookingId }) => {
        const result = await bookings.getBookingDetail(bookingId);
        if (!result.ok) throw new Error(`getBookingDetail failed: ${JSON.stringify(result.error)}`);
        expect(result.value.length).toBeGreaterThan(0);
        for (const order of result.value) {
          expectId(order.workOrderId);
          expectShownText(order.optionName);
          expectOptionalText(order.optionIcon);
          expectId(order.quantity);
          expectPaise(order.unitPrice);
          expectPaise(order.totalPrice);
          expectRealDate(order.createdAt);
          expect(Number.isInteger(order.statusId)).toBe(true);
        }
        const codes = new Set(result.value.map((order) => order.referenceCode));
        expect(codes.size).toBe(1);
        expectShownText([...codes][0]);
      }));

    it('gives no work orders, not a failure, for a booking without any', () =>
      scenarios.bookingHasNoWorkOrders(async (bookings, { bookingId }) => {
        expect(await bookings.getBookingDetail(bookingId)).toEqual({ ok: true, value: [] });
      }));

    it('cancels a cancellable work order', () =>
      scenarios.workOrderIsCancellable(async (bookings, { userId, workOrderId }) => {
        expect(await bookings.cancelWorkOrder(userId, workOrderId)).toEqual({
          ok: true,
          value: undefined,
        });
      }));
  });
}
