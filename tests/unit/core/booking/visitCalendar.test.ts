import { describe, expect, it } from 'vitest';
import { calendarFileName, visitCalendar } from '../../../../src/core/booking/visitCalendar';

const visit = {
  code: 'GS-26329-5006',
  window: {
    start: new Date('2026-11-25T10:00:00+05:30'),
    end: new Date('2026-11-25T12:00:00+05:30'),
  },
  services: ['Geyser: Repair'],
  supportPhone: '+91 40 4567 8900',
};
const NOW = new Date('2026-11-24T09:15:00Z');

describe('visitCalendar', () => {
  it('is a timed event in the visit window, in UTC, with CRLF line ends', () => {
    const file = visitCalendar(visit, NOW);

    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//GharSeva//Visits//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:GS-26329-5006@gharseva.in',
      'DTSTAMP:20261124T091500Z',
      'DTSTART:20261125T043000Z',
      'DTEND:20261125T063000Z',
      'SUMMARY:GharSeva visit: Geyser: Repair',
      'DESCRIPTION:Booking GS-26329-5006. Questions or another time: +91 40 4567 8',
      ' 900\\, care@gharseva.in',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes what iCalendar reserves and drops control characters from server text', () => {
    const file = visitCalendar({ ...visit, services: ['Taps; pipes, drains\\\n\u0007x'] }, NOW);

    expect(file).toContain('SUMMARY:GharSeva visit: Taps\\; pipes\\, drains\\\\\\nx');
  });

  it('lets no carriage return from server text start a line of its own', () => {
    const file = visitCalendar(
      { ...visit, services: ['Geyser\rATTENDEE:mailto:x@evil.example'] },
      NOW,
    );

    expect(file).not.toMatch(/\r(?!\n)/);
    expect(file.split(/\r\n|\r|\n/).filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
  });

  it('folds long lines at 75 octets without cutting a Telugu letter in two', () => {
    const file = visitCalendar({ ...visit, services: ['గీజర్ రిపేర్'.repeat(6)] }, NOW);

    for (const line of file.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file).not.toContain('\uFFFD');
  });

  it("names the file after the booking's code, letters, digits and dashes only", () => {
    expect(calendarFileName('GS-26329/5006 ../x')).toBe('gharseva-GS-263295006x.ics');
  });
});
