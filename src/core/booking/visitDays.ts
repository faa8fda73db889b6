import type { VisitSlot, VisitWindow } from './VisitWindow';

/** Visits are in Hyderabad: India Standard Time, UTC+05:30 all year (no daylight saving). */
export const VISIT_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The customer chooses among today and the next six days. */
export const VISIT_DAYS = 7;
/** Windows are two hours long, from 8 am to 8 pm in Hyderabad. */
export const WINDOW_HOURS = 2;
export const FIRST_WINDOW_HOUR = 8;
export const LAST_WINDOW_END_HOUR = 20;
/** A technician needs this much notice: a window that starts sooner is not offered. */
export const MIN_NOTICE_MS = 2 * HOUR_MS;

/** One day of the strip: its windows that can still be offered, in order. */
export interface VisitDay {
  /** The day in Hyderabad, `2026-11-25`. */
  readonly key: string;
  /** Midnight of that day in Hyderabad. */
  readonly midnight: Date;
  /** 0 for today, 1 for tomorrow, … */
  readonly offset: number;
  readonly slots: readonly VisitSlot[];
}

/** The day in Hyderabad of an instant, `2026-11-25`, whatever the device's time zone. */
export function visitDayKey(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour of an instant in Hyderabad, 0–23. */
export function visitHour(instant: Date): number {
  return new Date(instant.getTime() + IST_OFFSET_MS).getUTCHours();
}

/** Midnight in Hyderabad of the day `days` after the day of `instant`. */
export function visitMidnight(instant: Date, days = 0): Date {
  const local = instant.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) + days * DAY_MS - IST_OFFSET_MS);
}

/** The window that starts at `hour` o'clock in Hyderabad on the day `days` after `instant`'s. */
export function windowAt(instant: Date, days: number, hour: number): VisitWindow {
  const start = visitMidnight(instant, days).getTime() + hour * HOUR_MS;
  return { start: new Date(start), end: new Date(start + WINDOW_HOURS * HOUR_MS) };
}

/** Whether a window can still be booked at `now`: it starts at least two hours from now. */
export function isBookable(visitWindow: VisitWindow, now: Date): boolean {
  return visitWindow.start.getTime() - now.getTime() >= MIN_NOTICE_MS;
}

/**
 * The strip the customer chooses from: today and the next six days in Hyderabad, each with the
 * windows the backend offers on it, in order. A window that starts within two hours is left out
 * (the list may have been read a while ago), as is one outside the seven days.
 */
export function visitDays(slots: readonly VisitSlot[], now: Date): readonly VisitDay[] {
  const bookable = slots
    .filter((slot) => isBookable(slot, now))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  return Array.from({ length: VISIT_DAYS }, (_, offset) => {
    const midnight = visitMidnight(now, offset);
    const key = visitDayKey(midnight);
    return {
      key,
      midnight,
      offset,
      slots: bookable.filter((slot) => visitDayKey(slot.start) === key),
    };
  });
}

/** The first day with a window still free, or the first day when every one is full. */
export function firstOpenDay(days: readonly VisitDay[]): VisitDay | undefined {
  return days.find((day) => day.slots.some((slot) => !slot.full)) ?? days[0];
}

/**
 * How full a day of the strip is, in the words a customer reads at a glance: none offered, full,
 * one window left, almost full (a third of its windows or fewer left), or open.
 */
export type DayAvailability =
  | { readonly kind: 'none-offered' }
  | { readonly kind: 'full' }
  | { readonly kind: 'one-left' }
  | { readonly kind: 'almost-full' }
  | { readonly kind: 'open'; readonly free: number };

export function dayAvailability(day: VisitDay): DayAvailability {
  const offered = day.slots.length;
  const free = day.slots.filter((slot) => !slot.full).length;
  if (offered === 0) return { kind: 'none-offered' };
  if (free === 0) return { kind: 'full' };
  if (free === 1) return { kind: 'one-left' };
  if (free * 3 <= offered) return { kind: 'almost-full' };
  return { kind: 'open', free };
}
