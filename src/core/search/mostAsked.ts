/**
 * What customers ask for most, as searches: offered when the field is empty and when nothing is
 * found. Each shows the first service the search finds, so the list follows the catalogue.
 */
export const MOST_ASKED_SEARCHES: readonly string[] = [
  'split ac',
  'geyser',
  'water purifier',
  'washing machine',
  'refrigerator',
  'fans',
];
