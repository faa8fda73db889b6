import { company } from '../shared/company';
import type { WorkOrder } from './Booking';
import { workOrderStatus } from './workOrderStatus';

/**
 * An iCalendar (RFC 5545) file of a booking, so customers can keep it with their appointments.
 * The booking carries no visit slot, so the event is an all-day one on the day it was booked,
 * naming the services and how to reach us to fix a time.
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
    `SUMMARY:${escapeText(`${company.name} booking ${referenceCode}`)}`,
    `DESCRIPTION:${escapeText(`${services}\n\nQuestions or a visit time: ${company.phoneDisplay}, ${company.email}`)}`,
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

/** RFC 5545 3.1: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    parts.push(rest.slice(0, 74));
    rest = rest.slice(74);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');

function calendarDate(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

function calendarDateTime(date: Date): string {
  return `${calendarDate(date)}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}
