import { spoken } from '../shared/language';

/** The about page's counters: what the catalogue offers today; loaded with the about page. */
export const figureMessages = spoken('figures', {
  kinds: 'Kinds of home repair',
  services: 'Services you can book',
  options: 'Options to choose from',
  source: 'Counted from the services you can book on this site today.',
  counting: 'Counting the services on offer…',
  unavailable: 'The figures cannot be counted right now.',
} as const);
