import { useEffect } from 'react';
import { useContainer } from '../ContainerContext';
import { late } from '../shared/late';

/**
 * Her rating of a finished visit, downloaded apart from the booking pages with its presenter and use case
 * (about 4 KiB gzip that most visits to them never draw).
 */
export const LateVisitRating = late(
  () => import('./VisitRating').then((m) => m.VisitRating),
  'rating',
);

/**
 * Starts the rating's code as a booking page opens, when the backend offers ratings: it is there
 * by the time the booking's rows are, so a finished visit's card is drawn whole, never grown.
 */
export function useRatingCodeEarly(enabled: boolean): void {
  const container = useContainer();
  useEffect(() => {
    if (enabled) void LateVisitRating.load(container).catch(() => undefined);
  }, [container, enabled]);
}
