import { calendarMessages } from './bookingMessages';
import { company } from '../shared/company';
import type { WorkOrder } from './Booking';
import { workOrderStatus } from './workOrderStatus';

/** The calendar file's name for a booking: `gharseva-<code>.ics`, letters, digits and dashes only. */
export function calendarFileName(referenceCode: string): string {
  return `gharseva-${referenceCode.replace(/[^A-Za-z0-9-]/g, '')}.ics`;
}

/**
 * An iCalendar (RFC 5545) file of a booking, so customers can keep it with their appointments.
 * The booking carries no visit slot, so the event is an all-day one on the day it was booked (in
 * India), naming the services and how to reach us to fix a time.
 */
export function bookingCalendar(
  referenceCode: string,
  workOrders: readonly WorkOrder[],
  now: Date,
): string {
  const first = workOrders[0];
  if (!first) return '';
  const day = calendarDate(first.createdAt);
  const nextDay = calendarDate(new Date(first.createdAt.getTime() + 24 * 60 * 60 * 1000));
  const services = workOrders
    .map(
      (order) =>
        `${order.quantity} x ${order.optionName} (${workOrderStatus(order.statusId).name})`,
    )
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${company.name}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeText(referenceCode)}@gharseva.in`,
    `DTSTAMP:${calendarDateTime(now)}`,
    `DTSTART;VALUE=DATE:${day}`,
    `DTEND;VALUE=DATE:${nextDay}`,
    `SUMMARY:${escapeText(calendarMessages.summary(referenceCode))}`,
    `DESCRIPTION:${escapeText(`${services}\n\n${calendarMessages.questions(company.phoneDisplay, company.email)}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/**
 * RFC 5545 3.1: lines longer than 75 octets continue on the next line after a space. Octets of
 * UTF-8, not characters (a Devanagari letter is three), and a character is never cut in two.
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

/** India Standard Time, UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The day in India (SPEC §1: customers in India), whatever the time zone of the device. */
function calendarDate(date: Date): string {
  return utcDate(new Date(date.getTime() + IST_OFFSET_MS));
}

function utcDate(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

function calendarDateTime(date: Date): string {
  return `${utcDate(date)}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}
