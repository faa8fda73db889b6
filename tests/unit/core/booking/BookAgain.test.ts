import { describe, expect, it } from 'vitest';
import { BookAgain } from '../../../../src/core/booking/BookAgain';
import type { BookingGroup } from '../../../../src/core/booking/groupBookings';
import type { CartItem } from '../../../../src/core/cart/CartItem';
import { malformed, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import {
  aBookingRow,
  aCartItem,
  aCategory,
  anOption,
  aService,
  aWorkOrder,
} from '../support/examples';
import { InMemoryCartStore } from '../support/InMemoryCartStore';
import { bookingDouble, catalogDouble } from '../support/gatewayDoubles';

/** A cart store on a device whose storage is full: every save is refused. */
class FullCartStore extends InMemoryCartStore {
  override save(): boolean {
    return false;
  }
}

const tapRepair = anOption({ id: 611, name: 'Tap repair', price: 14900 });
const tapReplacement = anOption({ id: 612, name: 'Tap replacement', price: 24900 });

/** Booking 42: one row for the service 'Tap and mixer repair' (the catalogue's aService). */
const booking: BookingGroup = {
  bookingId: 42,
  bookingCode: 'GS-0042',
  createdAt: new Date('2026-05-12T05:00:00Z'),
  items: [aBookingRow()],
};

function bookAgain(cart = new InMemoryCartStore()) {
  const bookings = bookingDouble();
  bookings.answers.getBookingDetail = ok([
    aWorkOrder({ workOrderId: 1, optionName: 'Tap repair', quantity: 2, unitPrice: 9900 }),
    aWorkOrder({ workOrderId: 2, optionName: 'Tap replacement', quantity: 1, unitPrice: 19900 }),
  ]);
  const catalog = catalogDouble();
  catalog.answers.listCategories = ok([aCategory()]);
  catalog.answers.listServices = ok([aService()]);
  catalog.answers.listOptions = ok([tapRepair, tapReplacement]);
  return { bookings, catalog, cart, useCase: new BookAgain(bookings, catalog, cart) };
}

const lines = (items: readonly CartItem[]) =>
  items.map(({ optionId, optionName, quantity, unitPrice }) => ({
    optionId,
    optionName,
    quantity,
    unitPrice,
  }));

describe('BookAgain', () => {
  it('puts every option of the booking back in the cart in its booked quantity', async () => {
    const { cart, useCase } = bookAgain();

    const result = await useCase.execute(booking);

    expect(result).toEqual(ok({ added: 2, message: '2 services are back in your cart.' }));
    expect(lines(cart.items)).toEqual([
      { optionId: 611, optionName: 'Tap repair', quantity: 2, unitPrice: 14900 },
      { optionId: 612, optionName: 'Tap replacement', quantity: 1, unitPrice: 24900 },
    ]);
  });

  it("charges today's prices, not the prices of the old booking", async () => {
    const { cart, useCase } = bookAgain();

    await useCase.execute(booking);

    expect(cart.items.map((item) => item.unitPrice)).toEqual([14900, 24900]);
  });

  it('adds to the quantity of an option already in the cart', async () => {
    const { cart, useCase } = bookAgain(
      new InMemoryCartStore([aCartItem({ optionId: 611, optionName: 'Tap repair', quantity: 3 })]),
    );

    await useCase.execute(booking);

    expect(cart.items.find((item) => item.optionId === 611)?.quantity).toBe(5);
  });

  it('keeps what else was in the cart', async () => {
    const { cart, useCase } = bookAgain(
      new InMemoryCartStore([aCartItem({ optionId: 999, optionName: 'Fan repair' })]),
    );

    await useCase.execute(booking);

    expect(cart.items.map((item) => item.optionId)).toEqual([999, 611, 612]);
  });

  it('says "One service is back in your cart." when the booking had one option', async () => {
    const { bookings, useCase } = bookAgain();
    bookings.answers.getBookingDetail = ok([aWorkOrder({ optionName: 'Tap repair', quantity: 1 })]);

    expect(await useCase.execute(booking)).toEqual(
      ok({ added: 1, message: 'One service is back in your cart.' }),
    );
  });

  it('leaves out options no longer offered and names them', async () => {
    const { catalog, cart, useCase } = bookAgain();
    catalog.answers.listOptions = ok([tapRepair]);

    const result = await useCase.execute(booking);

    expect(result).toEqual(
      ok({
        added: 1,
        message: 'One service is back in your cart. No longer offered: Tap replacement.',
      }),
    );
    expect(cart.items.map((item) => item.optionId)).toEqual([611]);
  });

  it('changes nothing and names the options when none is offered any more', async () => {
    const { catalog, cart, useCase } = bookAgain();
    catalog.answers.listOptions = ok([]);

    const result = await useCase.execute(booking);

    expect(result).toEqual(
      fail({
        message: 'These services are no longer offered: Tap repair, Tap replacement.',
      }),
    );
    expect(cart.items).toEqual([]);
  });

  it('looks for the options only among the services named in the booking', async () => {
    const { catalog, useCase } = bookAgain();
    catalog.answers.listServices = ok([
      aService({ id: 61, name: 'Tap and mixer repair' }),
      aService({ id: 62, name: 'Geyser' }),
    ]);

    await useCase.execute(booking);

    expect(catalog.callsTo('listOptions')).toEqual([[61]]);
  });

  it('skips categories without services and services without options', async () => {
    const { catalog, useCase } = bookAgain();
    catalog.answers.listCategories = ok([
      aCategory({ id: 6 }),
      aCategory({ id: 7, name: 'Pest Control', hasServices: false }),
    ]);
    catalog.answers.listServices = ok([
      aService({ id: 61 }),
      aService({ id: 63, hasOptions: false }),
    ]);

    await useCase.execute(booking);

    expect(catalog.callsTo('listServices')).toEqual([[6]]);
    expect(catalog.callsTo('listOptions')).toEqual([[61]]);
  });

  it('asks for the work orders of the booking being booked again', async () => {
    const { bookings, useCase } = bookAgain();

    await useCase.execute(booking);

    expect(bookings.calls).toEqual([['getBookingDetail', 42]]);
  });

  it.each([
    ['the booking cannot be read', 'detail', unavailable('network')],
    ['the booking arrives malformed', 'detail', malformed()],
    ['the categories cannot be read', 'categories', unavailable('timeout')],
    ['the services cannot be read', 'services', unavailable('http')],
    ['the options cannot be read', 'options', unavailable('network')],
  ] as const)('fails and leaves the cart alone when %s', async (_situation, call, failure) => {
    const { bookings, catalog, cart, useCase } = bookAgain();
    if (call === 'detail') bookings.answers.getBookingDetail = fail(failure);
    if (call === 'categories') catalog.answers.listCategories = fail(failure);
    if (call === 'services') catalog.answers.listServices = fail(failure);
    if (call === 'options') catalog.answers.listOptions = fail(failure);

    const result = await useCase.execute(booking);

    expect(result).toEqual(
      fail({ message: 'Could not put this booking back in your cart. Please try again.' }),
    );
    expect(cart.items).toEqual([]);
  });

  it('fails when the booking has no work orders', async () => {
    const { bookings, useCase } = bookAgain();
    bookings.answers.getBookingDetail = ok([]);

    expect(await useCase.execute(booking)).toEqual(
      fail({ message: 'Could not put this booking back in your cart. Please try again.' }),
    );
  });

  it('says the storage is full when the device refuses to keep the cart', async () => {
    const { useCase } = bookAgain(new FullCartStore());

    expect(await useCase.execute(booking)).toEqual(
      fail({
        message: 'This browser is out of storage space: your cart will not survive a reload.',
      }),
    );
  });
});
