import { describe, expect, it } from 'vitest';
import { booking } from '../../../../src/app/features/booking';
import { BookingDetailPresenter } from '../../../../src/presenters/booking/BookingDetailPresenter';
import type { TestApp } from '../../../support/testContainer';
import { FakeConnection } from '../../../support/FakeConnection';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import { offlineMessages } from '../../../../src/presenters/offline/offlineMessages';
import { chooseFirstFreeWindow, loggedInApp } from '../doubles';
import { plainSpaces } from '../../../support/plainSpaces';

/** Booking 5004: the ceiling fans (Assigned) and the thermostat (Not Assigned), visited tomorrow. */
const BOOKING_5004 = '5004';
/** Booking 5003: the washing machine (on hold) and the TV mounting (in progress). */
const BOOKING_5003 = '5003';

/** Priya on booking 5004's detail, Change time open on its thermostat. */
async function changingThermostat(app: TestApp = loggedInApp({ features: [booking] })) {
  const detail = app.get(BookingDetailPresenter);
  await detail.load(BOOKING_5004);
  const thermostat = detail.viewModel.cards[1];
  await detail.requestChangeTime(thermostat?.workOrderId ?? 0);
  const change = detail.changeTime;
  return { app, detail, change, workOrderId: thermostat?.workOrderId ?? 0 };
}

/** Chooses a free window other than the one booked now. */
function chooseAnotherWindow(change: Awaited<ReturnType<typeof changingThermostat>>['change']) {
  const picker = change.picker;
  const day = picker.viewModel.days.find(
    (each) => !each.disabled && !each.selected && /times? free$/.test(each.note),
  );
  picker.chooseDay(day?.key ?? '');
  chooseFirstFreeWindow(picker);
}

describe('ChangeVisitTimePresenter', () => {
  it('offers Change time while an order can still be cancelled, and not once work has begun', async () => {
    const detail = loggedInApp({ features: [booking] }).get(BookingDetailPresenter);

    await detail.load(BOOKING_5004);
    expect(detail.viewModel.cards.map((card) => card.changeTime?.label)).toEqual([
      'Change time',
      'Change time',
    ]);
    await detail.load(BOOKING_5003);
    expect(detail.viewModel.cards.map((card) => card.changeTime)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('is not offered without the slots extension', async () => {
    const detail = loggedInApp({ features: [booking], extensions: ['visit'] }).get(
      BookingDetailPresenter,
    );

    await detail.load(BOOKING_5004);

    expect(detail.viewModel.cards.map((card) => card.changeTime)).toEqual([undefined, undefined]);
  });

  it('opens the windows for that order, saying when it is booked now and marking that window', async () => {
    const { change } = await changingThermostat();

    expect(change.viewModel.open).toBe(true);
    expect(change.viewModel.title).toBe('Change the visit time');
    expect(plainSpaces(change.viewModel.current)).toBe('Booked now: Sun, 22 Nov, 10 am – 12 pm');
    expect(
      change.picker.viewModel.windows.find((window) => window.currentLabel)?.currentLabel,
    ).toBe('Booked now');
  });

  it('moves the visit, says so, and the new window replaces the old on the booking', async () => {
    const { app, detail, change, workOrderId } = await changingThermostat();
    chooseAnotherWindow(change);
    const label = change.picker.viewModel.chosen?.label ?? '';

    await change.save();

    expect(app.notifier.last).toEqual({
      kind: 'success',
      message: `Your visit is now ${label}.`,
      durationMs: 3000,
    });
    expect(change.viewModel.open).toBe(false);
    const card = detail.viewModel.cards.find((each) => each.workOrderId === workOrderId);
    expect(card?.visit?.window).toBe(`Visit: ${label}`);
  });

  it('asks for a window first, and keeps the one booked when it is chosen again', async () => {
    const { app, change } = await changingThermostat();

    await change.save();
    expect(change.picker.viewModel.note).toBe('Choose a day and time for the visit first.');

    const current = change.picker.viewModel.windows.find((window) => window.currentLabel);
    change.picker.choose(current?.key ?? '');
    await change.save();
    expect(change.picker.viewModel.note).toBe('This is the time already booked.');
    expect(app.notifier.notifications).toEqual([]);
  });

  it("says the server's reason when it refuses, and leaves the dialog open", async () => {
    const { app, change, workOrderId } = await changingThermostat();
    chooseAnotherWindow(change);
    // The back office has sent the technician meanwhile.
    app.backend.setWorkOrderStatus(workOrderId, 3);

    await change.save();

    expect(change.picker.viewModel.note).toBe('This visit can no longer be moved');
    expect(app.notifier.notifications).toEqual([]);
    expect(change.viewModel.open).toBe(true);
  });

  it('when the new window fills meanwhile: says so and shows the windows again', async () => {
    const { app, change } = await changingThermostat();
    chooseAnotherWindow(change);
    const taken = change.picker.chosen;
    if (!taken) throw new Error('no window chosen');
    app.backend.fillVisitWindow(taken.start);

    await change.save();

    expect(change.picker.viewModel.note).toBe(
      'That time has just filled up. Please choose another.',
    );
    expect(change.picker.chosen).toBeUndefined();
    expect(change.viewModel.open).toBe(true);
  });

  it('offline, says moving the visit needs the internet and moves nothing, the chosen window kept', async () => {
    const connection = new FakeConnection();
    const app = loggedInApp({
      features: [booking],
      overrides: () => [override(TOKENS.connection, connection)],
    });
    const { change, workOrderId } = await changingThermostat(app);
    chooseAnotherWindow(change);
    const chosen = change.picker.viewModel.chosen?.label;
    connection.goOffline();

    await change.save();

    expect(app.notifier.last).toEqual(
      expect.objectContaining({ kind: 'warning', message: offlineMessages.needed.changeTime }),
    );
    expect(change.viewModel.open).toBe(true);
    expect(change.picker.viewModel.chosen?.label).toBe(chosen);
    const order = app.backend.bookingDetail(5004).find((each) => each.workOrderId === workOrderId);
    expect(plainSpaces(order?.visit?.window?.start.toISOString())).toBe('2026-11-22T04:30:00.000Z');
  });

  it('closes on Keep the current time, and moves nothing', async () => {
    const { app, change, workOrderId } = await changingThermostat();

    change.dismiss();

    expect(change.viewModel.keepLabel).toBe('Keep the current time');
    expect(change.viewModel.open).toBe(false);
    const order = app.backend.bookingDetail(5004).find((each) => each.workOrderId === workOrderId);
    expect(plainSpaces(order?.visit?.window?.start.toISOString())).toBe('2026-11-22T04:30:00.000Z');
  });
});
