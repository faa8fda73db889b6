import { describe, expect, it } from 'vitest';
import { bookingCalendar } from '../../../../src/core/booking/bookingCalendar';
import { aWorkOrder } from '../support/examples';

const NOW = new Date('2026-11-21T04:30:00Z');

/** The content lines of an .ics text: CRLF-separated, folded lines joined again (RFC 5545 3.1). */
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

function property(ics: string, name: string): string | undefined {
  return unfold(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');
}

describe('bookingCalendar', () => {
  it('is one calendar holding one event', () => {
    const lines = unfold(bookingCalendar('REF-0042', [aWorkOrder()], NOW));

    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('ends every line, the last one too, with CRLF', () => {
    const ics = bookingCalendar('REF-0042', [aWorkOrder()], NOW);

    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('names the product and the booking in the event', () => {
    const ics = bookingCalendar('REF-0042', [aWorkOrder()], NOW);

    expect(property(ics, 'PRODID')).toBe('-//GharSeva//Bookings//EN');
    expect(property(ics, 'UID')).toBe('REF-0042@gharseva.in');
    expect(property(ics, 'SUMMARY')).toBe('GharSeva booking REF-0042');
  });

  it('stamps the event with the time it was made, in UTC', () => {
    expect(property(bookingCalendar('REF-0042', [aWorkOrder()], NOW), 'DTSTAMP')).toBe(
      '20261121T043000Z',
    );
  });

  it('is an all-day event on the day of the booking, ending the next day', () => {
    const ics = bookingCalendar(
      'REF-0042',
      [aWorkOrder({ createdAt: new Date('2026-05-12T10:30:00+05:30') })],
      NOW,
    );

    expect(unfold(ics)).toContain('DTSTART;VALUE=DATE:20260512');
    expect(unfold(ics)).toContain('DTEND;VALUE=DATE:20260513');
  });

  it("puts a booking made just after midnight in India on the customer's day, not UTC's", () => {
    const ics = bookingCalendar(
      'REF-0042',
      [aWorkOrder({ createdAt: new Date('2026-05-12T00:30:00+05:30') })],
      NOW,
    );

    expect(unfold(ics)).toContain('DTSTART;VALUE=DATE:20260512');
    expect(unfold(ics)).toContain('DTEND;VALUE=DATE:20260513');
  });

  it('rolls the end date over a month and a year', () => {
    const ics = bookingCalendar(
      'REF-0042',
      [aWorkOrder({ createdAt: new Date('2026-12-31T18:00:00+05:30') })],
      NOW,
    );

    expect(unfold(ics)).toContain('DTSTART;VALUE=DATE:20261231');
    expect(unfold(ics)).toContain('DTEND;VALUE=DATE:20270101');
  });

  it('lists every service with its quantity and status, and how to reach us', () => {
    const ics = bookingCalendar(
      'REF-0042',
      [
        aWorkOrder({ optionName: 'Tap repair', quantity: 2, statusId: 1 }),
        aWorkOrder({ workOrderId: 9002, optionName: 'Geyser service', quantity: 1, statusId: 3 }),
      ],
      NOW,
    );

    expect(property(ics, 'DESCRIPTION')).toBe(
      '2 x Tap repair (Not Assigned)\\n1 x Geyser service (In Progress)\\n\\n' +
        'Questions or a visit time: +91 40 4567 8900\\, care@gharseva.in',
    );
  });

  it('escapes commas, semicolons and backslashes in text', () => {
    const ics = bookingCalendar(
      'REF;1,2\\3',
      [aWorkOrder({ optionName: 'Tap, mixer; shower\\bath' })],
      NOW,
    );

    expect(property(ics, 'SUMMARY')).toBe('GharSeva booking REF\\;1\\,2\\\\3');
    expect(property(ics, 'DESCRIPTION')).toContain('Tap\\, mixer\\; shower\\\\bath');
  });

  it('folds lines longer than 75 octets onto continuation lines that start with a space', () => {
    const longName = 'Deep cleaning of the kitchen chimney with filter and motor service '.repeat(
      3,
    );
    const ics = bookingCalendar('REF-0042', [aWorkOrder({ optionName: longName })], NOW);

    const physical = ics.split('\r\n').filter((line) => line !== '');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical)
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(property(ics, 'DESCRIPTION')).toContain(`2 x ${longName}`);
  });

  it('counts octets, not characters, when folding text in Indian scripts', () => {
    const hindi = 'रसोई की चिमनी की गहरी सफाई और मोटर सर्विस';
    const ics = bookingCalendar('REF-0042', [aWorkOrder({ optionName: hindi })], NOW);

    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(property(ics, 'DESCRIPTION')).toContain(hindi);
  });

  it('never splits a character in two when folding', () => {
    const emoji = '🔧'.repeat(60);
    const ics = bookingCalendar('REF-0042', [aWorkOrder({ optionName: emoji })], NOW);

    expect(ics).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(property(ics, 'DESCRIPTION')).toContain(emoji);
  });

  it('is empty for a booking without work orders', () => {
    expect(bookingCalendar('REF-0042', [], NOW)).toBe('');
  });
});
