import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayAvailability,
  firstOpenDay,
  isBookable,
  visitDayKey,
  visitDays,
  visitHour,
  visitMidnight,
  windowAt,
} from '../../../../src/core/booking/visitDays';

/** 11:30 pm in Hyderabad on 24 November is 6 pm UTC: the day in India is already the 24th. */
const LATE_EVENING = new Date('2026-11-24T18:00:00Z');

describe('visit days and windows', () => {
  it("reads an instant's day and hour in Hyderabad, whatever the device's time zone", () => {
    expect(visitDayKey(new Date('2026-11-24T18:29:00Z'))).toBe('2026-11-24');
    expect(visitDayKey(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(visitHour(new Date('2026-11-25T04:30:00Z'))).toBe(10);
    expect(visitMidnight(LATE_EVENING).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('makes the two-hour window that starts at an hour of a day in Hyderabad', () => {
    expect(windowAt(LATE_EVENING, 1, 10)).toEqual({
      start: new Date('2026-11-25T10:00:00+05:30'),
      end: new Date('2026-11-25T12:00:00+05:30'),
    });
  });

  it('does not offer a window that starts within two hours', () => {
    const now = new Date('2026-11-25T09:00:00+05:30');

    expect(isBookable(windowAt(now, 0, 10), now)).toBe(false);
    expect(isBookable(windowAt(now, 0, 12), now)).toBe(true);
    expect(isBookable(windowAt(now, 0, 12), new Date('2026-11-25T10:00:00+05:30'))).toBe(true);
    expect(isBookable(windowAt(now, 0, 12), new Date('2026-11-25T10:00:01+05:30'))).toBe(false);
  });

  it('lays out today and the next six days, each with its windows in order', () => {
    const now = new Date('2026-11-25T09:00:00+05:30');
    const slots = [
      windowAt(now, 3, 14),
      windowAt(now, 0, 16),
      windowAt(now, 0, 12),
      windowAt(now, 7, 10),
    ].map((window) => ({ ...window, full: false }));

    const days = visitDays(slots, now);

    expect(days.map((day) => day.key)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(days[0]?.slots.map((slot) => visitHour(slot.start))).toEqual([12, 16]);
    expect(days[3]?.slots.map((slot) => visitHour(slot.start))).toEqual([14]);
    expect(days.flatMap((day) => day.slots)).toHaveLength(3);
  });

  it('opens on the first day with a window free, or on today when none is', () => {
    const now = new Date('2026-11-25T09:00:00+05:30');
    const full = { ...windowAt(now, 0, 14), full: true };
    const free = { ...windowAt(now, 2, 14), full: false };

    expect(firstOpenDay(visitDays([full, free], now))?.offset).toBe(2);
    expect(firstOpenDay(visitDays([full], now))?.offset).toBe(0);
  });

  it('never offers a window less than two hours away, whatever the time', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        (now) => {
          const slots = Array.from({ length: 8 }, (_, day) =>
            [8, 10, 12, 14, 16, 18].map((hour) => ({ ...windowAt(now, day, hour), full: false })),
          ).flat();
          return visitDays(slots, now)
            .flatMap((day) => day.slots)
            .every((slot) => slot.start.getTime() - now.getTime() >= 2 * 60 * 60 * 1000);
        },
      ),
    );
  });

  it('says a day is almost full when a third of its windows or fewer are left, and names one left', () => {
    const now = new Date('2026-11-25T05:00:00+05:30');
    const dayWith = (free: number, offered = 6) => ({
      key: '2026-11-26',
      midnight: visitMidnight(now, 1),
      offset: 1,
      slots: [8, 10, 12, 14, 16, 18]
        .slice(0, offered)
        .map((hour, at) => ({ ...windowAt(now, 1, hour), full: at >= free })),
    });

    expect([6, 3, 2, 1, 0].map((free) => dayAvailability(dayWith(free)).kind)).toEqual([
      'open',
      'open',
      'almost-full',
      'one-left',
      'full',
    ]);
    expect(dayAvailability(dayWith(3))).toEqual({ kind: 'open', free: 3 });
    expect(dayAvailability(dayWith(0, 0))).toEqual({ kind: 'none-offered' });
  });
});
