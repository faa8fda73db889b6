import type { RatingTag, Stars } from '../../core/rating/Rating';

/**
 * What the demo's other customers said before her (the `ratings` extension): each rated
 * service's summary, and the reviews behind the popular ones. Plausible, not flattering: averages
 * from 3.8 to 4.7, and reviews of every kind. Some services have none yet, as a new one would.
 */

/** A rated service's average and count, by service id; a service not here has no ratings. */
export const SEEDED_SUMMARIES: Readonly<Record<number, readonly [average: number, count: number]>> =
  {
    11: [4.62, 1240],
    12: [4.31, 386],
    13: [4.48, 912],
    14: [4.05, 57],
    21: [4.41, 688],
    22: [4.56, 1392],
    23: [4.27, 241],
    24: [3.92, 133],
    31: [4.18, 420],
    32: [3.84, 36],
    33: [4.35, 275],
    34: [4.09, 118],
    41: [4.44, 1105],
    42: [4.37, 764],
    43: [4.21, 192],
    44: [4.52, 630],
    45: [3.97, 88],
    51: [4.13, 74],
    52: [4.68, 317],
    53: [4.02, 49],
    61: [4.71, 1018],
    62: [4.46, 402],
    63: [4.23, 266],
    64: [3.88, 351],
  };

/** The services whose reviews are seeded: the most booked. */
export const REVIEWED_SERVICES: readonly number[] = [11, 13, 22, 41, 42, 61];

/** How many seeded reviews each of them has. */
export const SEEDED_REVIEWS_PER_SERVICE = 34;

/** A review as seeded: what a customer gave, in the language she wrote it. */
export interface SeededReview {
  readonly stars: Stars;
  readonly tags: readonly RatingTag[];
  readonly comment?: string;
  readonly language: 'en' | 'hi' | 'te';
}

// Reviewers as others see them: first name and initial, never more.
export const REVIEWERS: readonly string[] = [
  'Lakshmi P.',
  'Rahul M.',
  'Sravani K.',
  'Anjali R.',
  'Mohammed A.',
  'Sunita D.',
  'Venkatesh N.',
  'Kavya T.',
  'Farhan S.',
  'Deepa V.',
  'Harish G.',
  'Swathi B.',
  'Nikhil J.',
  'Padma L.',
];

// Mixed on purpose: mostly good, some middling, a few poor, as real reviews are.
export const REVIEW_POOL: readonly SeededReview[] = [
  {
    stars: 5,
    tags: ['on-time', 'fixed-first-time'],
    language: 'en',
    comment: 'Came on time and sorted it out in under an hour. Explained what was wrong.',
  },
  {
    stars: 4,
    tags: ['polite'],
    language: 'en',
    comment: 'Good work, but had to go and buy a part, so it took longer.',
  },
  {
    stars: 5,
    tags: ['clean-work', 'polite'],
    language: 'hi',
    comment: 'बहुत अच्छा काम किया, जाते समय सफ़ाई भी कर दी।',
  },
  {
    stars: 3,
    tags: ['late', 'fixed-first-time'],
    language: 'en',
    comment: 'Fixed properly, but came almost an hour after the window.',
  },
  {
    stars: 5,
    tags: ['fair-price'],
    language: 'te',
    comment: 'టెక్నీషియన్ చాలా బాగా చేశారు. ధర కూడా సరిగ్గా ఉంది.',
  },
  { stars: 4, tags: ['on-time'], language: 'en' },
  {
    stars: 2,
    tags: ['not-fixed'],
    language: 'en',
    comment: 'The problem came back after two days. They sent someone again, which helped.',
  },
  {
    stars: 5,
    tags: ['on-time', 'clean-work'],
    language: 'en',
    comment: 'Neat work, no mess left behind.',
  },
  {
    stars: 4,
    tags: ['fixed-first-time'],
    language: 'hi',
    comment: 'काम ठीक हुआ, बस आने में थोड़ी देर हुई।',
  },
  { stars: 5, tags: [], language: 'en' },
  {
    stars: 3,
    tags: ['overcharged'],
    language: 'en',
    comment: 'Work was fine but the extra parts felt pricey.',
  },
  { stars: 4, tags: ['polite', 'on-time'], language: 'te', comment: 'సమయానికి వచ్చారు, మర్యాదగా మాట్లాడారు.' },
  {
    stars: 5,
    tags: ['fixed-first-time', 'fair-price'],
    language: 'en',
    comment: 'Quoted before starting and stuck to it. Would book again.',
  },
  {
    stars: 1,
    tags: ['late', 'rude'],
    language: 'en',
    comment: 'Arrived very late and was in a hurry to leave.',
  },
  { stars: 4, tags: ['clean-work'], language: 'en' },
  { stars: 5, tags: ['polite'], language: 'hi', comment: 'अच्छे से समझाया कि क्या ख़राब था।' },
  { stars: 4, tags: ['on-time', 'fair-price'], language: 'en', comment: 'Reasonable and quick.' },
  { stars: 3, tags: ['messy'], language: 'te', comment: 'పని బాగానే చేశారు కానీ తర్వాత శుభ్రం చేయలేదు.' },
];
