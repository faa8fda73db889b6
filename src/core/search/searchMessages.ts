import { spoken, template } from '../shared/language';

/** What the search's results say; loaded with the search, not with the page. */
export const searchMessages = spoken('searchResults', {
  /** What each result is. */
  kinds: { category: 'Category', service: 'Service', option: 'Option' },
  listLabel: 'Suggestions',
  building: template('Searching {done} of {total} services…', (done: number, total: number) => ({
    done,
    total,
  })),
  starting: 'Getting our services ready to search…',
  partial: 'Some services could not be searched just now. Search again later to include them.',
  unavailable: 'Search cannot reach our services right now. Close it and try again in a moment.',
  count: template('{count, plural, one {# result} other {# results}}', (count: number) => ({
    count,
  })),
  nothingFound: template('Nothing found for “{query}”.', (query: string) => ({ query })),
  nothingFoundHint: 'Try another word, or one of these:',
  mostAsked: 'Most asked for',
  allServices: 'See all services',
} as const);
