import { BRAND_NAME } from '../shared/brand';
import { spoken, template } from '../shared/language';

/**
 * The visit and who comes (the `slots` and `visit` extensions), as bookings show it; choosing its
 * time speaks through `visitTimeMessages`, which the cart's confirm dialog loads alone.
 */
export const visitMessages = spoken('visit', {
  summary: {
    window: template('Visit: {window}', (window: string) => ({ window })),
    toBeAgreed: 'Visit time: we call you to agree one.',
    technician: template('Your technician: {name}', (name: string) => ({ name })),
    call: template('Call {name}', (name: string) => ({ name })),
    /** The technician's record (the `ratings` extension): "4.8 · 320 jobs", said in full aloud. */
    record: template(
      '{rating} · {jobs, plural, one {# job} other {# jobs}}',
      (rating: string, jobs: number) => ({ rating, jobs }),
    ),
    recordSpoken: template(
      `Rated {rating} out of 5, {jobs, plural, one {# job} other {# jobs}} with ${BRAND_NAME}`,
      (rating: string, jobs: number) => ({ rating, jobs }),
    ),
    ratingOnly: template('Rated {rating} out of 5', (rating: string) => ({ rating })),
    jobsOnly: template(
      `{jobs, plural, =0 {New with ${BRAND_NAME}} one {# job with ${BRAND_NAME}} other {# jobs with ${BRAND_NAME}}}`,
      (jobs: number) => ({ jobs }),
    ),
    addToCalendar: 'Add to calendar',
  },
  change: {
    button: 'Change time',
    title: 'Change the visit time',
    current: template('Booked now: {window}', (window: string) => ({ window })),
    save: 'Move the visit',
    keep: 'Keep the current time',
    sameWindow: 'This is the time already booked.',
    changed: template('Your visit is now {window}.', (window: string) => ({ window })),
    failed: 'Could not change the visit time. Please try again.',
    notChangeable: 'This visit can no longer be moved online. Please call us to change it.',
  },
  greeting: {
    next: 'We assign a technician before your visit and show their name here. You can change the time or cancel until work begins.',
  },
  calendar: {
    summary: template(`${BRAND_NAME} visit: {services}`, (services: string) => ({ services })),
    details: template(
      'Booking {code}. Questions or another time: {phone}, {email}',
      (code: string, phone: string, email: string) => ({ code, phone, email }),
    ),
  },
} as const);
