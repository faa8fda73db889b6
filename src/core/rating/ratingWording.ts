import { formatLocale } from '../shared/language';
import { oneDecimal } from './Rating';

const averages = new Map<string, Intl.NumberFormat>();

/** An average as shown, "4.6", one decimal always ("4.0"), in the language's own digits and mark. */
export function formatAverage(average: number): string {
  const locale = formatLocale();
  let format = averages.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    averages.set(locale, format);
  }
  return format.format(oneDecimal(average));
}
