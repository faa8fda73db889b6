import { currentLanguage, formatLocale } from '../shared/language';
import { VISIT_TIME_ZONE } from './visitDays';
import type { VisitWindow } from './VisitWindow';

/**
 * Visit times as customers in India write them, in Hyderabad's time whatever the device's zone:
 * "Wed, 25 Nov, 10 am – 12 pm" in English (en-IN, not the spec's en-US dates: a visit is a
 * time of day in India), the language's own in Hindi and Telugu.
 */
function visitLocale(): string {
  return currentLanguage() === 'en' ? 'en-IN' : formatLocale();
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = visitLocale();
  const key = `${locale} ${name}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone: VISIT_TIME_ZONE, ...options });
    formats.set(key, found);
  }
  return found;
}

/**
 * "Wed, 25 Nov, 10 am – 12 pm". A line that must wrap does so before the hours, never inside
 * them ("10 am –" at a line's end, "12 pm" below it): from the first hour to the last am or pm the
 * spaces are no-break ones, whichever the browser's formatter writes, and a word joiner follows
 * the dash (a line may break after a dash even before a no-break space).
 */
export function formatVisitWindow(visitWindow: VisitWindow): string {
  const parts = format('window', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
  }).formatRangeToParts(visitWindow.start, visitWindow.end);
  const first = parts.findIndex((part) => part.type === 'hour');
  const last = parts.findLastIndex((part) => part.type === 'hour' || part.type === 'dayPeriod');
  return parts
    .map((part, at) =>
      at > first && at < last
        ? part.value.replace(/\s/gu, '\u00a0').replace(/–/gu, '–\u2060')
        : part.value,
    )
    .join('');
}

/**
 * "10 am – 12 pm", "12–2 pm". In a chip too narrow for it, it wraps after the dash ("10 am –"
 * above "12 pm"), not before it: a line does not start with a dash.
 */
export function formatWindowHours(visitWindow: VisitWindow): string {
  return format('hours', { hour: 'numeric' })
    .formatRange(visitWindow.start, visitWindow.end)
    .replace(/\s+(?=–)/gu, '\u00a0');
}

/** A day of the strip: "Wed" and "25 Nov". */
export function formatVisitDay(midnight: Date): {
  readonly weekday: string;
  readonly date: string;
} {
  return {
    weekday: format('weekday', { weekday: 'short' }).format(midnight),
    date: format('date', { day: 'numeric', month: 'short' }).format(midnight),
  };
}

/** "Wednesday 25 November", for screen readers where the strip shows "Wed" and "25 Nov". */
export function formatVisitDayInFull(midnight: Date): string {
  return format('day-in-full', { weekday: 'long', day: 'numeric', month: 'long' }).format(midnight);
}

/** A moment before a visit, as its window is written: "Sat, 21 Nov, 6 am" ("6:30 am" off the hour). */
export function formatVisitMoment(moment: Date): string {
  // Minutes past the hour in Hyderabad (UTC+5:30).
  const offHour = Math.round(moment.getTime() / 60_000 + 330) % 60 !== 0;
  return format(offHour ? 'moment-minutes' : 'moment', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    ...(offHour ? { minute: '2-digit' } : {}),
  }).format(moment);
}
