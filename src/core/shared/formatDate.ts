import { formatLocale } from './language';

/**
 * Dates as SPEC §9 wants them: en-US short date with time ("5/12/26, 10:30 AM") in English,
 * the language's own (hi-IN, te-IN) otherwise.
 * The time zone is the viewer's unless one is given (tests pin one).
 */
export function formatDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(formatLocale(), {
    dateStyle: 'short',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/**
 * A month as `2026-11` names it, in the language spoken ("Nov 2026"); a text that is no month
 * is shown as it is. The month is a calendar's, not a moment's: read in UTC, so no time zone
 * moves it.
 */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return new Intl.DateTimeFormat(formatLocale(), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
