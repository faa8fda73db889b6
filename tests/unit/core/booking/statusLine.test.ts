import { describe, expect, it } from 'vitest';
import type { WorkOrderVisit } from '../../../../src/core/booking/VisitWindow';
import { statusLine, visitTiming } from '../../../../src/core/booking/statusLine';
import { workOrderStatus } from '../../../../src/core/booking/workOrderStatus';
import { formatDate } from '../../../../src/core/shared/formatDate';
import { aWorkOrder } from '../support/examples';

const NOW = new Date('2026-11-27T11:00:00+05:30');
const HOUR = 60 * 60 * 1000;
const windowFrom = (startOffsetHours: number) => ({
  start: new Date(NOW.getTime() + startOffsetHours * HOUR),
  end: new Date(NOW.getTime() + (startOffsetHours + 2) * HOUR),
});

/** Every kind of visit an order can have at NOW. */
const VISITS: Readonly<Record<string, WorkOrderVisit | undefined>> = {
  'no visit extension': undefined,
  'no window agreed': {},
  'a window to come': { window: windowFrom(24) },
  'a window going on': { window: windowFrom(-1) },
  'a window five days past': { window: windowFrom(-5 * 24) },
};

// One row per status (SPEC §4, and one it does not know), one column per visit above.
const EXPECTED: Readonly<Record<number, readonly string[]>> = {
  1: [
    'Waiting for a technician',
    'Waiting for a technician',
    'Waiting for a technician',
    'No technician yet for your visit time',
    'No technician yet for your visit time',
  ],
  2: [
    'Technician assigned',
    'Technician assigned',
    'Technician assigned',
    'Your technician is on the way',
    'Your visit time has passed',
  ],
  3: Array<string>(5).fill('A technician is working on this'),
  4: Array<string>(5).fill('Work paused'),
  5: Array<string>(5).fill('Done'),
  6: Array<string>(5).fill('We could not take this job'),
  7: Array<string>(5).fill('This order was cancelled'),
  99: Array<string>(5).fill('We cannot show where this order stands'),
};

const cases = Object.entries(EXPECTED).flatMap(([statusId, texts]) =>
  Object.entries(VISITS).map(
    ([visitName, visit], index) => [Number(statusId), visitName, visit, texts[index]] as const,
  ),
);

describe('statusLine', () => {
  it.each(cases)('says of status %i with %s: the line in the table', (statusId, _, visit, text) => {
    const order = aWorkOrder({ statusId, ...(visit ? { visit } : {}) });

    expect(statusLine(order, NOW).text).toBe(text);
  });

  it.each(cases)(
    'takes the stage of the badge for status %i with %s, so the two never disagree',
    (statusId, _, visit) => {
      const order = aWorkOrder({ statusId, ...(visit ? { visit } : {}) });

      expect(statusLine(order, NOW).stage).toBe(workOrderStatus(statusId).stage);
    },
  );

  it('says a technician is on the way only while an assigned visit’s window is going on', () => {
    const onTheWay = cases.filter(
      ([statusId, , visit]) =>
        statusLine(aWorkOrder({ statusId, ...(visit ? { visit } : {}) }), NOW).text ===
        'Your technician is on the way',
    );

    expect(onTheWay.map(([statusId, visitName]) => [statusId, visitName])).toEqual([
      [2, 'a window going on'],
    ]);
  });

  it('says what happens next, and offers help, on hold, rejected, unknown and past a visit time unmet', () => {
    const helped = cases
      .filter(([statusId, , visit]) => {
        const line = statusLine(aWorkOrder({ statusId, ...(visit ? { visit } : {}) }), NOW);
        expect(line.offersHelp).toBe(line.next !== undefined);
        return line.offersHelp;
      })
      .map(([statusId, visitName]) => `${statusId}: ${visitName}`);

    expect(helped).toEqual([
      '1: a window going on',
      '1: a window five days past',
      '2: a window five days past',
      ...Object.keys(VISITS).map((visitName) => `4: ${visitName}`),
      ...Object.keys(VISITS).map((visitName) => `6: ${visitName}`),
      ...Object.keys(VISITS).map((visitName) => `99: ${visitName}`),
    ]);
  });

  it('says she cancelled the order, and when, when the app learnt it', () => {
    const cancelledAt = new Date(NOW.getTime() - 5 * 60 * 1000);

    expect(statusLine(aWorkOrder({ statusId: 7 }), NOW, cancelledAt).text).toBe(
      `You cancelled this on ${formatDate(cancelledAt)}`,
    );
  });

  it('names no cancelling time for an order that is not cancelled', () => {
    expect(statusLine(aWorkOrder({ statusId: 1 }), NOW, NOW).text).toBe('Waiting for a technician');
  });
});

describe('visitTiming', () => {
  it('puts the start of a window in it and its end after it', () => {
    const window = windowFrom(0);

    expect(visitTiming(window, window.start)).toBe('under-way');
    expect(visitTiming(window, window.end)).toBe('past');
    expect(visitTiming(window, new Date(window.start.getTime() - 1))).toBe('ahead');
    expect(visitTiming(undefined, NOW)).toBe('none');
  });
});
