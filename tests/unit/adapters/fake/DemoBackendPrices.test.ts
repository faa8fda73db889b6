import { describe, expect, it } from 'vitest';
import { DEMO_MOBILE, DEMO_USER_ID, DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import { demoCatalogue } from '../../../../src/adapters/fake/demoCatalogue';
import { MemoryDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';
import { FakeClock } from '../../../support/FakeClock';

/** Option 111, the foam-jet service of a split AC: ₹599.00 in the demo's catalogue. */
const FOAM_JET = 111;
const CATALOGUE_PRICE = 59_900;
/** ₹0.01, as a browser whose cart was edited by hand would send it. */
const TAMPERED_PRICE = 1;

describe('DemoBackend prices', () => {
  it("with the catalogue's prices, a line saved at ₹0.01 is booked at the catalogue's price", () => {
    const backend = new DemoBackend(new MemoryDemoStorage(), new FakeClock(), demoCatalogue, {
      prices: 'catalogue',
    });

    backend.saveCart(DEMO_USER_ID, [
      { optionId: FOAM_JET, quantity: 2, unitPrice: TAMPERED_PRICE },
    ]);
    const booked = backend.book(DEMO_USER_ID);

    const detail = booked.ok ? backend.bookingDetail(booked.value.bookingId) : [];
    expect(detail.map(({ unitPrice, totalPrice }) => ({ unitPrice, totalPrice }))).toEqual([
      { unitPrice: CATALOGUE_PRICE, totalPrice: 2 * CATALOGUE_PRICE },
    ]);
  });

  it("the demo the app runs books at the catalogue's price, whatever the cart sent", async () => {
    const demo = DemoGateways.onDevice(new MemoryStorage(), new FakeClock(), 0, {
      token: () => token,
      ended: () => undefined,
    });
    const token = demo.backend.openSession(DEMO_MOBILE)?.token;

    await demo.booking.saveCart(DEMO_USER_ID, [
      { optionId: FOAM_JET, quantity: 1, unitPrice: TAMPERED_PRICE },
    ]);
    const booked = await demo.booking.book(DEMO_USER_ID);
    const detail = booked.ok ? await demo.booking.getBookingDetail(booked.value.bookingId) : booked;

    expect(detail.ok && detail.value.map((order) => order.unitPrice)).toEqual([CATALOGUE_PRICE]);
  });
});
