import { formatLocale } from '../shared/language';

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
