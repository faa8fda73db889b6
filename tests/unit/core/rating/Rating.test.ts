import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX,
  GOOD_TAGS,
  POOR_TAGS,
  canRate,
  isStars,
  oneDecimal,
  ratingProblem,
  tagsFor,
} from '../../../../src/core/rating/Rating';

const NOW = new Date('2026-11-27T10:00:00+05:30');
const LATER = new Date('2026-11-30T10:00:00+05:30');
const EARLIER = new Date('2026-11-20T10:00:00+05:30');

describe('stars', () => {
  it('are the whole numbers 1 to 5', () => {
    expect([1, 2, 3, 4, 5].every(isStars)).toBe(true);
    expect([0, 6, 4.5, '4', null].some(isStars)).toBe(false);
  });
});

describe('tags that fit the stars', () => {
  it('are the praising ones for four and five stars', () => {
    expect(tagsFor(4)).toEqual(GOOD_TAGS);
    expect(tagsFor(5)).toEqual(GOOD_TAGS);
  });

  it('are the faulting ones for one and two stars', () => {
    expect(tagsFor(1)).toEqual(POOR_TAGS);
    expect(tagsFor(2)).toEqual(POOR_TAGS);
  });

  it('are both kinds for three stars', () => {
    expect(tagsFor(3)).toEqual([...GOOD_TAGS, ...POOR_TAGS]);
  });
});

describe('an average as shown', () => {
  it('is rounded to one decimal', () => {
    expect(oneDecimal(4.62)).toBe(4.6);
    expect(oneDecimal(4.65)).toBe(4.7);
    expect(oneDecimal(3.8)).toBe(3.8);
  });
});

describe('a rating the backend takes', () => {
  it('has 1 to 5 stars, known tags and a comment of at most 500 characters', () => {
    const comment = 'అ'.repeat(COMMENT_MAX);
    expect(ratingProblem({ stars: 4, tags: ['on-time'], comment })).toBeUndefined();
  });

  it('is refused with stars out of range', () => {
    expect(ratingProblem({ stars: 6, tags: [] })).toBe('stars');
    expect(ratingProblem({ stars: 0, tags: [] })).toBe('stars');
  });

  it('is refused with a tag nobody knows', () => {
    expect(ratingProblem({ stars: 4, tags: ['on-time', 'amazing'] })).toBe('tag');
  });

  it('is refused with a comment over 500 characters', () => {
    expect(ratingProblem({ stars: 4, tags: [], comment: 'a'.repeat(COMMENT_MAX + 1) })).toBe(
      'comment-too-long',
    );
  });
});

describe('whether she can rate a work order', () => {
  it('she can while it is completed and its window lasts', () => {
    expect(canRate({ statusId: 5, rating: { editableUntil: LATER } }, NOW)).toBe(true);
  });

  it('she can change a rating she gave while the window lasts', () => {
    const given = { stars: 4, tags: [] } as const;
    expect(canRate({ statusId: 5, rating: { given, editableUntil: LATER } }, NOW)).toBe(true);
  });

  it('she cannot once the window is over', () => {
    expect(canRate({ statusId: 5, rating: { editableUntil: EARLIER } }, NOW)).toBe(false);
    expect(canRate({ statusId: 5, rating: {} }, NOW)).toBe(false);
  });

  it('she cannot rate an order not completed', () => {
    expect(canRate({ statusId: 3, rating: { editableUntil: LATER } }, NOW)).toBe(false);
  });

  it('she cannot rate without the extension', () => {
    expect(canRate({ statusId: 5 }, NOW)).toBe(false);
  });
});
