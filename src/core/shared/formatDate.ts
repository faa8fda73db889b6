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
