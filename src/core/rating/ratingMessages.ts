import { spoken } from '../shared/language';

/** The words of ratings shown to everyone: the quick tags, by their code on the wire. */
export const ratingMessages = spoken('rating', {
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
});
