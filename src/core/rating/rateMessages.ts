import { spoken, template } from '../shared/language';

/** What the app says while she rates a finished visit (the `ratings` extension). */
export const rateMessages = spoken('rate', {
  question: template("How was {name}'s visit?", (name: string) => ({ name })),
  questionUnnamed: 'How was the visit?',
  /** Each number of stars, as a radio button's name and the word beside the chosen stars. */
  stars: {
    1: '1 star: very poor',
    2: '2 stars: poor',
    3: '3 stars: okay',
    4: '4 stars: good',
    5: '5 stars: excellent',
  },
  tagsLegend: 'What stood out? (optional)',
  commentLabel: 'Tell us more (optional)',
  counter: template('{used}/{max}', (used: number, max: number) => ({ used, max })),
  counterLabel: template('{used} of {max} characters used', (used: number, max: number) => ({
    used,
    max,
  })),
  send: 'Send rating',
  save: 'Save rating',
  keep: 'Keep my rating',
  change: 'Change rating',
  given: {
    heading: 'Your rating',
    stars: template('{stars} out of 5', (stars: number) => ({ stars })),
    changeUntil: template('You can change it until {date}.', (date: string) => ({ date })),
  },
  thanks: 'Thank you! Your rating is saved.',
  changed: 'Your rating is changed.',
  closed: 'This visit can no longer be rated.',
  failed: 'Your rating could not be sent. Please try again.',
  commentTooLong: template('Keep your comment to {max} characters.', (max: number) => ({ max })),
  offline: 'You are offline. Connect to send your rating.',
});
