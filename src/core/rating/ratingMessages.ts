import { spoken, template } from '../shared/language';

const ratings = '{count, plural, one {# rating} other {# ratings}}';

/**
 * What the app says about ratings (the `ratings` extension): each tag's words (the wire has the
 * codes), a service's summary and its reviews. The rating form says its own (rateMessages), and
 * the technician's record is the visit's (visitMessages).
 */
export const ratingMessages = spoken('rating', {
  /** One text per tag code of `RATING_TAGS`. */
  tags: {
    'on-time': 'On time',
    'fixed-first-time': 'Fixed it first time',
    'clean-work': 'Clean work',
    polite: 'Polite',
    'fair-price': 'Fair price',
    late: 'Late',
    'not-fixed': 'Not fixed',
    messy: 'Left a mess',
    rude: 'Rude',
    overcharged: 'Overcharged',
  },
  /** A service's average and count: seen with a decorative star, heard as a sentence. */
  summary: {
    shown: template(`{average} ★ · ${ratings}`, (average: string, count: number) => ({
      average,
      count,
    })),
    heard: template(
      `Rated {average} out of 5 from ${ratings}`,
      (average: string, count: number) => ({ average, count }),
    ),
  },
  reviews: {
    /** The disclosure button, with the service's count of ratings (already formatted). */
    open: template('Reviews ({count})', (count: string) => ({ count })),
    listLabel: template('Reviews of {service}', (service: string) => ({ service })),
    stars: template('{stars} out of 5', (stars: number) => ({ stars })),
    byline: template('{customer}, {month}', (customer: string, month: string) => ({
      customer,
      month,
    })),
    more: 'More reviews',
    loading: 'Loading reviews',
    failed: 'Reviews could not be loaded',
    none: 'No reviews yet',
  },
});
