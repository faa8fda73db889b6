import { BRAND_NAME } from '../shared/brand';
import { spoken, template } from '../shared/language';

/** The visit's time and who comes (the `slots` and `visit` extensions). */
export const visitMessages = spoken('visit', {
  picker: {
    heading: 'When should we come?',
    hint: 'Choose a day, then a two-hour window. Times are Hyderabad time.',
    days: 'Day of the visit',
    windows: template('Times on {day}', (day: string) => ({ day })),
    today: 'Today',
    tomorrow: 'Tomorrow',
    freeCount: template(
      '{count, plural, =0 {Full} one {# time free} other {# times free}}',
      (count: number) => ({ count }),
    ),
    noneLeft: 'No times left',
    full: 'Full',
    bookedNow: 'Booked now',
    loading: 'Loading visit times',
    loadFailed: 'We could not load the visit times.',
    nothingFree:
      'Every visit time of the next seven days is taken. Please call us and we will fit you in.',
    chosenHeading: 'Your visit',
    chooseFirst: 'Choose a day and time for the visit first.',
    windowFilled: 'That time has just filled up. Please choose another.',
  },
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
