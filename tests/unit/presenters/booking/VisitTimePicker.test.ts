import { afterEach, describe, expect, it } from 'vitest';
import { cart } from '../../../../src/app/features/cart';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import { windowAt } from '../../../../src/core/booking/visitDays';
import type { VisitSlot } from '../../../../src/core/booking/VisitWindow';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { speakThrough } from '../../../../src/core/shared/language';
import { ok } from '../../../../src/core/shared/Result';
import { VisitTimePicker } from '../../../../src/presenters/booking/VisitTimePicker';
import { LanguagePresenter } from '../../../../src/presenters/shell/LanguagePresenter';
import { loggedInApp } from '../doubles';
import { plainSpaces } from '../../../support/plainSpaces';
import { bookingDouble } from '../../core/support/gatewayDoubles';

/** The fake clock's now: Saturday 21 November 2026, 10 am in Hyderabad. */
const NOW = new Date('2026-11-21T10:00:00+05:30');

const slot = (days: number, hour: number, full = false): VisitSlot => ({
  ...windowAt(NOW, days, hour),
  full,
});

/** A picker over the demo backend, or over `slots` when given, with its windows read. */
async function picker(slots?: readonly VisitSlot[]) {
  const gateway = bookingDouble();
  if (slots) gateway.answers.visitSlots = ok(slots);
  const app = loggedInApp({
    features: [cart],
    overrides: slots ? [override(TOKENS.bookingGateway, gateway)] : [],
  });
  const chooser = app.get(VisitTimePicker);
  await chooser.load();
  return { app, chooser, gateway };
}

afterEach(() => {
  speakThrough({ language: () => 'en', say: () => undefined });
});

describe('VisitTimePicker', () => {
  it('asks "When should we come?" and offers today and the next six days as a strip', async () => {
    const { chooser } = await picker();

    expect(chooser.viewModel.heading).toBe('When should we come?');
    expect(chooser.viewModel.days.map((day) => [day.name, day.date])).toEqual([
      ['Today', '21 Nov'],
      ['Tomorrow', '22 Nov'],
      ['Mon', '23 Nov'],
      ['Tue', '24 Nov'],
      ['Wed', '25 Nov'],
      ['Thu', '26 Nov'],
      ['Fri', '27 Nov'],
    ]);
  });

  it('offers two-hour windows from 8 am to 8 pm, none that starts within two hours', async () => {
    const { chooser } = await picker([
      slot(0, 10),
      slot(0, 12),
      slot(0, 18),
      slot(1, 8),
      slot(1, 18),
    ]);

    expect(chooser.viewModel.windows.map((window) => plainSpaces(window.label))).toEqual([
      '12–2 pm',
      '6–8 pm',
    ]);
    chooser.chooseDay(chooser.viewModel.days[1]?.key ?? '');
    expect(chooser.viewModel.windows.map((window) => plainSpaces(window.label))).toEqual([
      '8–10 am',
      '6–8 pm',
    ]);
  });

  it('says how full each day is in plain words: slots open, almost full, one left, full, none', async () => {
    const { chooser } = await picker([
      slot(1, 8, true),
      slot(2, 10),
      slot(2, 12),
      ...[8, 10, 12].map((hour) => slot(3, hour, hour !== 8)),
      slot(4, 8),
      slot(4, 10, true),
    ]);

    expect(chooser.viewModel.days.slice(0, 5).map((day) => [day.note, day.disabled])).toEqual([
      ['No times left', true],
      ['Full', true],
      ['2 slots open', false],
      ['1 slot left', false],
      ['1 slot left', false],
    ]);
  });

  it('opens on the first day with a window free', async () => {
    const { chooser } = await picker([slot(0, 16, true), slot(1, 10, true), slot(2, 14)]);

    expect(chooser.viewModel.days.find((day) => day.selected)?.name).toBe('Mon');
    expect(chooser.viewModel.windowsLabel).toBe('Times on Monday, 23 November');
  });

  it('shows a full window as "Full" and does not let it be chosen', async () => {
    const { chooser } = await picker([slot(1, 10, true), slot(1, 12)]);
    const full = chooser.viewModel.windows[0];

    chooser.choose(full?.key ?? '');

    expect(full).toMatchObject({ full: true, fullLabel: 'Full' });
    expect(plainSpaces(full?.label)).toBe('10 am – 12 pm');
    expect(chooser.chosen).toBeUndefined();
    expect(chooser.viewModel.windows.every((window) => !window.selected)).toBe(true);
  });

  it('writes the chosen window out in full, in Hyderabad time: "Sun, 22 Nov, 12–2 pm"', async () => {
    const { chooser } = await picker([slot(1, 12)]);

    chooser.choose(chooser.viewModel.windows[0]?.key ?? '');

    expect(chooser.chosen).toEqual(windowAt(NOW, 1, 12));
    expect(chooser.viewModel.chosen?.heading).toBe('Your visit');
    expect(plainSpaces(chooser.viewModel.chosen?.label)).toBe('Sun, 22 Nov, 12–2 pm');
    expect(chooser.viewModel.windows[0]?.selected).toBe(true);
  });

  it('speaks the days and times in Telugu, the Indian way', async () => {
    const { app, chooser } = await picker([slot(1, 10)]);
    await app.get(LanguagePresenter).choose('te');

    chooser.choose(chooser.viewModel.windows[0]?.key ?? '');

    expect(chooser.viewModel.days[1]?.name).toBe('రేపు');
    expect(plainSpaces(chooser.viewModel.chosen?.label)).toBe('22 నవం, ఆది 10 AM – 12 PM');
  });

  it('keeps a window chosen while it stays free when the windows are read again', async () => {
    const { chooser } = await picker([slot(1, 12), slot(1, 14)]);
    chooser.choose(chooser.viewModel.windows[1]?.key ?? '');

    await chooser.retry();

    expect(chooser.chosen).toEqual(windowAt(NOW, 1, 14));
  });

  it('says when the windows cannot be read, and reads them again on Try again', async () => {
    const { chooser, gateway } = await picker([slot(1, 12)]);
    gateway.answers.visitSlots = { ok: false, error: unavailable('network') };
    await chooser.retry();

    expect(chooser.viewModel).toMatchObject({
      status: 'error',
      errorMessage: 'We could not load the visit times.',
      retryLabel: 'Try again',
    });
    gateway.answers.visitSlots = ok([slot(1, 12)]);
    await chooser.retry();
    expect(chooser.viewModel.status).toBe('ready');
  });

  it('says every window is taken when none of the seven days has one free', async () => {
    const { chooser } = await picker([slot(1, 10, true)]);

    expect(chooser.viewModel.nothingFree).toBe(
      'Every visit time of the next seven days is taken. Please call us and we will fit you in.',
    );
  });

  it('marks the window a work order is booked in now', async () => {
    const gateway = bookingDouble();
    gateway.answers.visitSlots = ok([slot(1, 10), slot(1, 12)]);
    const chooser = loggedInApp({
      features: [cart],
      overrides: [override(TOKENS.bookingGateway, gateway)],
    }).get(VisitTimePicker);

    await chooser.load({ workOrderId: 9008, current: windowAt(NOW, 1, 10) });

    expect(gateway.calls).toEqual([['visitSlots', 101, 9008]]);
    expect(chooser.viewModel.windows.map((window) => window.currentLabel)).toEqual([
      'Booked now',
      undefined,
    ]);
  });

  it('is not offered without the slots extension, and asks the backend nothing', async () => {
    const gateway = bookingDouble();
    const chooser = loggedInApp({
      features: [cart],
      extensions: [],
      overrides: [override(TOKENS.bookingGateway, gateway)],
    }).get(VisitTimePicker);

    await chooser.load();

    expect(chooser.enabled).toBe(false);
    expect(gateway.calls).toEqual([]);
  });

  it('fills some windows in the demo, more of them today, and one of each day entirely', async () => {
    const { chooser } = await picker();
    const days = chooser.viewModel.days;
    const fullOn = (key: string) => {
      chooser.chooseDay(key);
      return chooser.viewModel.windows.filter((window) => window.full).length;
    };

    const fullByDay = days.filter((day) => !day.disabled).map((day) => fullOn(day.key));

    expect(fullByDay.length).toBeGreaterThan(5);
    expect(fullByDay.slice(1).every((full) => full >= 1)).toBe(true);
  });
});
