/**
 * Dates as SPEC §9 wants them: en-US short date with time ("5/12/26, 10:30 AM").
 * The time zone is the viewer's unless one is given (tests pin one).
 */
export function formatDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'short',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
