import { describe, expect, it } from 'vitest';
import { override } from '../../../../src/app/binding';
import { receipt } from '../../../../src/app/features/receipt';
import { TOKENS } from '../../../../src/app/tokens';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { ReceiptPresenter } from '../../../../src/presenters/booking/ReceiptPresenter';
import type { Override } from '../../../../src/app/binding';
import { DEMO_CONFIG } from '../../../support/testContainer';
import { loggedInApp } from '../doubles';
import { plainSpaces } from '../../../support/plainSpaces';

const DATE = /^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s[AP]M$/;

async function receiptOf(bookingId: string | null, overrides: readonly Override[] = []) {
  const app = loggedInApp({ features: [receipt], overrides });
  const presenter = app.get(ReceiptPresenter);
  await presenter.load(bookingId);
  return { app, presenter };
}

describe('ReceiptPresenter', () => {
  it('is loading until the booking and the customer arrive', () => {
    const presenter = loggedInApp({ features: [receipt] }).get(ReceiptPresenter);

    void presenter.load('5004');

    expect(presenter.viewModel).toMatchObject({ status: 'loading', title: 'Booking receipt' });
    expect(presenter.viewModel).not.toHaveProperty('receipt');
  });

  it('says who issues it and plainly that it is a booking receipt, not a tax invoice', async () => {
    const { presenter } = await receiptOf('5004');

    expect(presenter.viewModel.receipt).toMatchObject({
      seller: {
        name: 'GharSeva',
        addressLines: ['Plot 42, Madhapur Main Road', 'Hyderabad, Telangana 500081'],
        contactLines: ['+91 40 4567 8900', 'care@gharseva.in'],
      },
      kindNote: 'This is a booking receipt, not a tax invoice.',
      demoNote: 'Offline demo: nothing was really booked.',
    });
    expect(presenter.viewModel.receipt?.seller).not.toHaveProperty('gstin');
  });

  it('names the booking by its code and date, and the customer by name, number and visit address', async () => {
    const { presenter } = await receiptOf('5004');
    const view = presenter.viewModel.receipt;

    expect(view?.facts[0]).toEqual({
      label: 'Booking code',
      value: expect.stringMatching(/^GS-\d{5}-5004$/),
    });
    expect(view?.facts[1]).toEqual({ label: 'Booked on', value: expect.stringMatching(DATE) });
    expect(view?.customer).toEqual({
      heading: 'Customer',
      lines: ['Priya Sharma', '+91 9876543210'],
      addressHeading: 'Visit address',
      addressLines: [
        'Flat 302, Lotus Residency, Road No. 12, Banjara Hills, near KBR Park, Hyderabad 500034',
        'Telangana',
      ],
    });
  });

  it('lists each line with its service, option, status, quantity, unit price and amount', async () => {
    const { presenter } = await receiptOf('5004');

    expect(presenter.viewModel.receipt?.columns).toEqual({
      item: 'Service',
      status: 'Status',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      amount: 'Amount',
    });
    expect(
      presenter.viewModel.receipt?.lines.map(
        ({ key: _, visit: _visit, technician: _technician, ...line }) => line,
      ),
    ).toEqual([
      {
        service: 'Fans',
        option: 'Ceiling fan installation',
        statusName: 'Assigned',
        status: 'Status: Assigned',
        quantity: '3',
        unitPrice: '₹199.00',
        quantityTimesPrice: '3 × ₹199.00',
        amount: '₹597.00',
        charged: true,
      },
      {
        service: 'Geyser',
        option: 'Thermostat replacement',
        statusName: 'Not Assigned',
        status: 'Status: Not Assigned',
        quantity: '1',
        unitPrice: '₹333.33',
        quantityTimesPrice: '1 × ₹333.33',
        amount: '₹333.33',
        charged: true,
      },
    ]);
  });

  it('adds the subtotal, CGST 9 % and SGST 9 % up to the amount with GST the booking shows', async () => {
    const { presenter } = await receiptOf('5004');

    // ₹930.33 + 18 % (₹167.46) = ₹1,097.79, as My Bookings and the detail say.
    expect(presenter.viewModel.receipt?.sums).toEqual([
      { label: 'Subtotal', value: '₹930.33' },
      { label: 'CGST (9%)', value: '₹83.73' },
      { label: 'SGST (9%)', value: '₹83.73' },
    ]);
    expect(presenter.viewModel.receipt?.total).toEqual({
      label: 'Total with GST',
      value: '₹1,097.79',
    });
  });

  it('shows IGST 18 % and the GSTIN when the deployment has them', async () => {
    const { presenter } = await receiptOf('5004', [
      override(TOKENS.config, {
        ...DEMO_CONFIG,
        gst: { mode: 'inter-state', gstin: '29AAGCB7383J1Z4' },
      }),
    ]);

    expect(presenter.viewModel.receipt?.sums).toEqual([
      { label: 'Subtotal', value: '₹930.33' },
      { label: 'IGST (18%)', value: '₹167.46' },
    ]);
    expect(presenter.viewModel.receipt?.seller.gstin).toBe('GSTIN: 29AAGCB7383J1Z4');
    expect(presenter.viewModel.receipt?.kindNote).toBe(
      'This is a booking receipt, not a tax invoice.',
    );
  });

  it("says the visit once beside the booking's code when its services share it, and each line's technician", async () => {
    const { presenter } = await receiptOf('5004');
    const view = presenter.viewModel.receipt;

    expect(view?.facts.map((fact) => [fact.label, plainSpaces(fact.value)])).toContainEqual([
      'Visit',
      'Sun, 22 Nov, 10 am – 12 pm',
    ]);
    expect(view?.lines.map((line) => [line.visit, line.technician])).toEqual([
      [undefined, 'Technician: Anil'],
      [undefined, undefined],
    ]);
  });

  it("names each line's own window when the services' windows differ", async () => {
    const app = loggedInApp({ features: [receipt] });
    const [, thermostat] = app.backend.bookingDetail(5004);
    const elsewhere = new Date('2026-11-24T08:30:00Z');
    app.backend.changeVisitTime(101, thermostat?.workOrderId ?? 0, {
      start: elsewhere,
      end: new Date(elsewhere.getTime() + 2 * 60 * 60 * 1000),
    });
    const presenter = app.get(ReceiptPresenter);

    await presenter.load('5004');

    const view = presenter.viewModel.receipt;
    expect(view?.facts.map((fact) => fact.label)).not.toContain('Visit');
    expect(view?.lines.map((line) => plainSpaces(line.visit))).toEqual([
      'Visit: Sun, 22 Nov, 10 am – 12 pm',
      'Visit: Tue, 24 Nov, 2–4 pm',
    ]);
  });

  it('names no visit or technician on a cancelled or rejected line', async () => {
    const { presenter } = await receiptOf('5002');

    expect(presenter.viewModel.receipt?.lines.map((line) => [line.visit, line.technician])).toEqual(
      [
        [undefined, undefined],
        [undefined, undefined],
      ],
    );
  });

  it('lists cancelled and rejected services as not charged, and says so', async () => {
    const { presenter } = await receiptOf('5002');
    const view = presenter.viewModel.receipt;

    expect(view?.lines.map((line) => [line.status, line.amount])).toEqual([
      ['Status: Rejected', 'Not charged'],
      ['Status: Cancelled', 'Not charged'],
    ]);
    expect(view?.total.value).toBe('₹0.00');
    expect(view?.note).toBe('Cancelled and rejected services are not charged.');
  });

  it('goes back to the booking it is the receipt of', async () => {
    const { presenter } = await receiptOf('5004');

    expect(presenter.viewModel.back).toEqual({
      label: 'Back to the booking',
      href: '/my-bookings-info?bookingId=5004',
    });
  });

  it('is empty, with the way back to My Bookings, for a link that names no booking', async () => {
    const { presenter } = await receiptOf('not-a-booking');

    expect(presenter.viewModel.empty).toEqual({
      title: 'No booking details available',
      body: 'The requested booking information could not be found.',
    });
    expect(presenter.viewModel.back).toEqual({
      label: 'Back to My Bookings',
      href: '/my-bookings',
    });
  });

  it("shows no receipt without the customer's name and address, and reads both again on Try again", async () => {
    const app = loggedInApp({ features: [receipt] });
    app.gateways.profile.failNext('load', unavailable());
    const presenter = app.get(ReceiptPresenter);

    await presenter.load('5004');
    expect(presenter.viewModel).toMatchObject({
      status: 'error',
      errorMessage: 'We could not load your address. You can check it in My Profile.',
    });
    expect(presenter.viewModel).not.toHaveProperty('receipt');

    await presenter.retry();
    expect(presenter.viewModel.status).toBe('ready');
    expect(presenter.viewModel.receipt?.total.value).toBe('₹1,097.79');
  });

  it("says SPEC §8's message when the booking cannot be read", async () => {
    const app = loggedInApp({ features: [receipt] });
    app.gateways.booking.failNext('getBookingDetail', unavailable());
    const presenter = app.get(ReceiptPresenter);

    await presenter.load('5004');

    expect(presenter.viewModel).toMatchObject({
      status: 'error',
      errorMessage: 'Error fetching booking details',
    });
  });
});
