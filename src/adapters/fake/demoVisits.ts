import {
  FIRST_WINDOW_HOUR,
  LAST_WINDOW_END_HOUR,
  VISIT_DAYS,
  WINDOW_HOURS,
  isBookable,
  visitDayKey,
  visitHour,
  windowAt,
} from '../../core/booking/visitDays';
import type { Technician, VisitSlot, VisitWindow } from '../../core/booking/VisitWindow';
import type { StoredBooking, StoredVisitLoad, StoredWorkOrder } from './DemoState';

/**
 * How visits go in the offline demo, which stands for the backend (the `slots` and `visit`
 * extensions): which windows are open and how full, who is sent, and how a booking moves on
 * over the demo's clock. Everything here is a function of the stored state and the time, so
 * every tab, every reload and the reference provider tell the same story.
 */

/** Places in one window: technicians free to visit at that time. */
export const VISIT_CAPACITY = 3;
/** A booking is given its technician this long after it is made (the demo's clock). */
export const ASSIGN_AFTER_MS = 3 * 60 * 1000;

/** Every window of today and the next six days, from 8 am to 8 pm in Hyderabad. */
export function demoWindows(now: Date): VisitWindow[] {
  const windows: VisitWindow[] = [];
  for (let day = 0; day < VISIT_DAYS; day += 1)
    for (let hour = FIRST_WINDOW_HOUR; hour < LAST_WINDOW_END_HOUR; hour += WINDOW_HOURS)
      windows.push(windowAt(now, day, hour));
  return windows;
}

/** A small, stable hash of a text: the demo's other customers, the same on every device. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}

/**
 * Places taken by the demo's other customers, unless the state says otherwise (`visitLoad`): up
 * to two in most windows, every place in one window of each day (its busiest), and one more
 * today, when most of the town has booked already.
 */
export function takenByOthers(
  window: VisitWindow,
  now: Date,
  load: readonly StoredVisitLoad[],
): number {
  const start = window.start.getTime();
  const stored = load.find((entry) => Date.parse(entry.start) === start);
  if (stored) return stored.taken;
  const day = visitDayKey(window.start);
  const hour = visitHour(window.start);
  const windowsPerDay = (LAST_WINDOW_END_HOUR - FIRST_WINDOW_HOUR) / WINDOW_HOURS;
  const busiest = FIRST_WINDOW_HOUR + WINDOW_HOURS * (hashOf(day) % windowsPerDay);
  if (hour === busiest) return VISIT_CAPACITY;
  const today = day === visitDayKey(now) ? 1 : 0;
  return Math.min(VISIT_CAPACITY, (hashOf(`${day} ${hour}`) % 3) + today);
}

/** Places taken by this demo's own bookings: one per booking that is still to be visited. */
function takenByBookings(window: VisitWindow, bookings: readonly StoredBooking[]): number {
  const start = window.start.getTime();
  return bookings.filter((booking) =>
    booking.workOrders.some(
      (order) =>
        order.visitStart !== undefined &&
        Date.parse(order.visitStart) === start &&
        order.statusId !== 6 &&
        order.statusId !== 7,
    ),
  ).length;
}

/** Whether every place of `window` is taken. */
export function isFull(
  window: VisitWindow,
  now: Date,
  bookings: readonly StoredBooking[],
  load: readonly StoredVisitLoad[],
): boolean {
  return takenByOthers(window, now, load) + takenByBookings(window, bookings) >= VISIT_CAPACITY;
}

/** The windows the demo offers at `now`: the next seven days', full ones marked, none too soon. */
export function demoSlots(
  now: Date,
  bookings: readonly StoredBooking[],
  load: readonly StoredVisitLoad[],
): VisitSlot[] {
  return demoWindows(now)
    .filter((window) => isBookable(window, now))
    .map((window) => ({ ...window, full: isFull(window, now, bookings, load) }));
}

/** The offered window that is exactly `window`, if any. */
export function offeredWindow(window: VisitWindow, now: Date): VisitWindow | undefined {
  return demoWindows(now).find(
    (candidate) =>
      candidate.start.getTime() === window.start.getTime() &&
      candidate.end.getTime() === window.end.getTime() &&
      isBookable(candidate, now),
  );
}

// Hyderabad's technicians by trade (the catalogue's category ids); the numbers are made up.
const ROSTER: Readonly<Record<number, readonly Technician[]>> = {
  1: [
    { name: 'Ravi', phone: '+91 90000 11001' },
    { name: 'Srinivas', phone: '+91 90000 11002' },
  ],
  2: [
    { name: 'Mahesh', phone: '+91 90000 12001' },
    { name: 'Anil', phone: '+91 90000 12002' },
  ],
  3: [{ name: 'Kiran', phone: '+91 90000 13001' }],
  4: [
    { name: 'Venkat', phone: '+91 90000 14001' },
    { name: 'Imran', phone: '+91 90000 14002' },
  ],
  5: [{ name: 'Raju', phone: '+91 90000 15001' }],
  6: [
    { name: 'Naresh', phone: '+91 90000 16001' },
    { name: 'Salim', phone: '+91 90000 16002' },
  ],
  7: [{ name: 'Prakash', phone: '+91 90000 17001' }],
};

/** The technician the demo sends for a work order of a trade (a category id). */
export function technicianFor(workOrderId: number, categoryId: number | undefined): Technician {
  const roster = ROSTER[categoryId ?? 0] ?? ROSTER[1] ?? [];
  return roster[workOrderId % roster.length] ?? { name: 'Ravi', phone: '+91 90000 11001' };
}

/**
 * A work order as it stands at `now`: a booking is assigned its technician at its `assignAt`
 * (a few minutes after a booking made in the demo; before the visit for the seed's), is under
 * way once its window starts and done when it ends, so no visit is still to come, or going on,
 * once its time has passed. Orders the back office moved by hand (no `assignAt`), and those on
 * hold, rejected or cancelled, stay where they are.
 */
export function progressed(
  order: StoredWorkOrder,
  now: Date,
  categoryOf: (optionId: number) => number | undefined,
): StoredWorkOrder {
  if (order.assignAt === undefined) return order;
  const time = now.getTime();
  let current = order;
  if (current.statusId === 1 && time >= Date.parse(current.assignAt ?? '')) {
    current = {
      ...current,
      statusId: 2,
      technician: technicianFor(current.workOrderId, categoryOf(current.optionId)),
    };
  }
  if (current.statusId === 2 && current.visitStart && time >= Date.parse(current.visitStart))
    current = { ...current, statusId: 3 };
  if (current.statusId === 3 && current.visitEnd && time >= Date.parse(current.visitEnd))
    current = { ...current, statusId: 5 };
  return current;
}

/** Before a seeded order's visit, its technician is named this long ahead (the demo's clock). */
export const SEED_ASSIGN_BEFORE_MS = 2 * 60 * 60 * 1000;

/**
 * How a seeded order of `statusId` with its visit in `window` moves on over the demo's clock: one
 * still waiting is assigned shortly before its visit; one assigned or under way moves on as its
 * window starts and ends. Other statuses stay.
 */
export function movesOn(statusId: number, window: VisitWindow): { assignAt?: string } {
  if (statusId === 1)
    return { assignAt: new Date(window.start.getTime() - SEED_ASSIGN_BEFORE_MS).toISOString() };
  return statusId === 2 || statusId === 3 ? { assignAt: window.start.toISOString() } : {};
}

// The roster's record with us (the `ratings` extension): average rating and jobs done.
const RECORDS: Readonly<Record<string, readonly [rating: number, jobs: number]>> = {
  Ravi: [4.8, 320],
  Srinivas: [4.5, 212],
  Mahesh: [4.6, 275],
  Anil: [4.2, 96],
  Kiran: [4.7, 188],
  Venkat: [4.4, 341],
  Imran: [4.6, 158],
  Raju: [4.1, 64],
  Naresh: [4.5, 403],
  Salim: [4.3, 127],
  Prakash: [4.6, 233],
};

/** A technician's average rating and jobs done with us, as the backend would sum them up. */
export function technicianRecord(name: string): { rating?: number; jobs: number } {
  const record = RECORDS[name];
  return record ? { rating: record[0], jobs: record[1] } : { jobs: 0 };
}
