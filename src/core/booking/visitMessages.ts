import { BRAND_NAME } from '../shared/brand';
import { spoken, template } from '../shared/language';

/**
 * The visit and who comes (the `slots` and `visit` extensions), as bookings show it; choosing its
 * time speaks through `visitTimeMessages`, which the cart's confirm dialog loads alone.
 */
export const visitMessages = spoken('visit', {
  stage: {
    waiting: 'Waiting for a technician',
    assigned: 'Technician assigned',
    working: 'On the way or working',
    done: 'Done',
    cancelled: 'Cancelled',
  },
  summary: {
    window: template('Visit: {window}', (window: string) => ({ window })),
    toBeAgreed: 'Visit time: we call you to agree one.',
    technician: template('Your technician: {name}', (name: string) => ({ name })),
    call: template('Call {name}', (name: string) => ({ name })),
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
