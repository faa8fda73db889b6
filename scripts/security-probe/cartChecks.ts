/**
 * The probe's checks of another customer's cart: customer B saves one for customer A, or books
 * the one she saved. Judged by what customer A then has: the booking she makes holds her cart
 * or his, a booking she did not make appears among hers. Each first shows that A can save and
 * book her own cart with her own session.
 */
import type { WorkOrder } from '../../src/core/booking/Booking';
import { fail, ok, type Result } from '../../src/core/shared/Result';
import {
  attackerSessionWorks,
  caller,
  customersWith,
  type Check,
  type Probe,
  type Session,
} from './customers';
import { answered } from './probeClient';
import { cataloguePrice, couldNotRead, tokenOf } from './readings';
import { allowed, MUST, notRun, refused } from './verdicts';

/** Customer A's own cart holds one; customer B's, this many, so the booking tells whose it is. */
const B_QUANTITY = 4;

/** A books her saved cart with her own session: the booking's id and its work orders. */
async function aBooks(
  probe: Probe,
  a: Session,
): Promise<Result<{ readonly bookingId: number; readonly orders: readonly WorkOrder[] }, string>> {
  const booked = await probe.client.as(a.token, (api) => api.booking.book(probe.a.userId));
  if (!booked.result.ok)
    return fail(
      `customer A could not book her own cart (${booked.exchange.call} ${answered(booked.exchange)})`,
    );
  const bookingId = booked.result.value.bookingId;
  const detail = await probe.client.as(a.token, (api) => api.booking.getBookingDetail(bookingId));
  return detail.result.ok && detail.result.value.length > 0
    ? ok({ bookingId, orders: detail.result.value })
    : fail(couldNotRead(`her booking ${bookingId}`, detail.exchange));
}

export const customerBSavesCartCheck: Check = {
  async run(probe, setups) {
    const optionId = Number(probe.pactParams.optionOffered.optionId);
    const serviceId = Number(probe.pactParams.serviceOptions.serviceId);
    const catalogue = await setups.setUp('serviceOptions', probe.a);
    if (catalogue) return notRun(catalogue);
    const both = await customersWith(probe, setups, 'customer B', 'optionOffered');
    if (!both.ok) return notRun(both.error);
    const { a, b } = both.value;
    const price = await cataloguePrice(probe, a, optionId, serviceId);
    if (price === undefined) return notRun(`the catalogue gives option ${optionId} no price`);
    const own = await probe.client.as(a.token, (api) =>
      api.booking.saveCart(probe.a.userId, [{ optionId, quantity: 1, unitPrice: price }]),
    );
    if (!own.result.ok)
      return notRun(
        `customer A could not save a cart of her own (${own.exchange.call} ${answered(own.exchange)}), so a refusal would prove nothing`,
      );
    const lost = await attackerSessionWorks(probe, b);
    if (lost) return lost;
    const attack = await probe.client.as(tokenOf(b), (api) =>
      api.booking.saveCart(probe.a.userId, [{ optionId, quantity: B_QUANTITY, unitPrice: price }]),
    );
    const sent = `${attack.exchange.call} (user_Id ${probe.a.userId}, ${B_QUANTITY} × option ${optionId}) ${caller(b)} ${answered(attack.exchange)}`;
    const booked = await aBooks(probe, a);
    if (!booked.ok) return notRun(`${sent}, but ${booked.error}`);
    const { bookingId, orders } = booked.value;
    const quantities = orders.map((order) => `${order.quantity} × option ${optionId}`).join(', ');
    return orders.some((order) => order.quantity === B_QUANTITY)
      ? allowed(
          `${sent}, and customer A's next booking (${bookingId}) then held customer B's cart, ${quantities}`,
          MUST.ownDataOnly,
        )
      : refused(
          `${sent}; customer A's next booking (${bookingId}) held her own cart, ${quantities}`,
        );
  },
};

export const customerBBooksCheck: Check = {
  async run(probe, setups) {
    const both = await customersWith(probe, setups, 'customer B', 'savedCart');
    if (!both.ok) return notRun(both.error);
    const { a, b } = both.value;
    const listed = async () => {
      const { result, exchange } = await probe.client.as(a.token, (api) =>
        api.booking.listBookings(probe.a.userId),
      );
      return result.ok
        ? ok(new Set(result.value.map((row) => row.bookingId)))
        : fail(couldNotRead('her own bookings', exchange));
    };
    const before = await listed();
    if (!before.ok) return notRun(before.error);
    const lost = await attackerSessionWorks(probe, b);
    if (lost) return lost;
    const attack = await probe.client.as(tokenOf(b), (api) => api.booking.book(probe.a.userId));
    const sent = `${attack.exchange.call} (user_Id ${probe.a.userId}) ${caller(b)} ${answered(attack.exchange)}`;
    const after = await listed();
    if (!after.ok) return notRun(`${sent}, but ${after.error}`);
    const made = [...after.value].filter((bookingId) => !before.value.has(bookingId));
    if (made.length > 0)
      return allowed(
        `${sent}, and customer A's bookings then listed booking ${made.join(', ')}, which she did not make`,
        MUST.ownDataOnly,
      );
    // Her cart was there to book: she books it herself.
    const own = await aBooks(probe, a);
    return own.ok
      ? refused(
          `${sent}; customer A then booked her saved cart herself (booking ${own.value.bookingId})`,
        )
      : notRun(`${sent}, but ${own.error} either, so a refusal would prove nothing`);
  },
};
