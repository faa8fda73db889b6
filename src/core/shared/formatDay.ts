import { VISIT_TIME_ZONE } from '../booking/visitDays';
import { currentLanguage, formatLocale } from './language';

const dates = new Map<string, Intl.DateTimeFormat>();

/**
 * A day, "27 Nov 2026" (when money moved, until when a rating may change), as Indians write it
 * and in India's time (like a visit's day: en-IN in English), the language's own in Hindi and
 * Telugu.
 */
export function formatDay(date: Date): string {
  const locale = currentLanguage() === 'en' ? 'en-IN' : formatLocale();
  let format = dates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: VISIT_TIME_ZONE,
    });
    dates.set(locale, format);
  }
  // One day is one word: a line breaks before or after it, never inside it.
  return format.format(date).replace(/\s/gu, '\u00a0');
}
