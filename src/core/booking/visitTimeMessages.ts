import { spoken, template } from '../shared/language';

/** Choosing the visit's time (the `slots` extension): the strip of days and their windows. */
export const visitTimeMessages = spoken('visit', {
  picker: {
    heading: 'When should we come?',
    hint: 'Choose a day, then a two-hour window; times are Hyderabad time.',
    days: 'Day of the visit',
    windows: template('Times on {day}', (day: string) => ({ day })),
    today: 'Today',
    tomorrow: 'Tomorrow',
    // "Free" would read as "free of charge": a day says how many windows are left to book.
    slotsOpen: template(
      '{count, plural, one {# slot open} other {# slots open}}',
      (count: number) => ({
        count,
      }),
    ),
    oneLeft: '1 slot left',
    almostFull: 'Almost full',
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
} as const);
