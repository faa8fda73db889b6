import { company } from '../shared/company';
import { visitMessages } from './visitMessages';
import type { VisitWindow } from './VisitWindow';

/** A visit to put in the customer's calendar. */
export interface CalendarVisit {
  /** The booking's code, `GS-26329-5006`, or its id when the code is not known yet. */
  readonly code: string;
  /** Makes the event's id unique when a booking's orders have different windows. */
  readonly workOrderId?: number;
  readonly window: VisitWindow;
  /** What the technician comes for: "Geyser: 1 × Repair". */
  readonly services: readonly string[];
  /** The support number the customer can call about it, as written ('+91 40 4567 8900'). */
  readonly supportPhone: string;
}

/** The calendar file's name: `gharseva-<code>.ics`, letters, digits and dashes only. */
export function calendarFileName(code: string): string {
  return `gharseva-${code.replace(/[^A-Za-z0-9-]/g, '')}.ics`;
}

/**
 * An iCalendar (RFC 5545) event in the visit's window, so the customer keeps it with their
 * appointments: its times in UTC (every calendar shows them in the phone's own zone), what the
 * technician comes for, and how to reach us.
 */
export function visitCalendar(visit: CalendarVisit, now: Date): string {
  const uid = [visit.code, visit.workOrderId].filter((part) => part !== undefined).join('-');
  const { start, end } = visit.window;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${company.name}//Visits//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(uid)}@gharseva.in`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART:${utcDateTime(start)}`,
    `DTEND:${utcDateTime(end)}`,
    `SUMMARY:${escapeText(visitMessages.calendar.summary(visit.services.join(', ')))}`,
    `DESCRIPTION:${escapeText(visitMessages.calendar.details(visit.code, visit.supportPhone, company.email))}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/**
 * RFC 5545 3.3.11: backslash, semicolon and comma escaped; a line break as `\n`; any other
 * control character (server text may hold one) left out.
 */
function escapeText(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
  return [...escaped].filter((character) => !isControl(character)).join('');
}

function isControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}

/**
 * RFC 5545 3.1: lines longer than 75 octets continue on the next line after a space. Octets of
 * UTF-8, not characters (a Telugu letter is three), and a character is never cut in two.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; a continuation line 74 after its leading space.
  let limit = 75;
  for (const character of line) {
    const size = utf8Length(character);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utf8Length(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

const pad = (value: number) => String(value).padStart(2, '0');

function utcDateTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}
