import { describe, expect, it } from 'vitest';
import { RateVisit } from '../../../../src/core/rating/RateVisit';
import { rejected, unauthorized, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { FakeClock } from '../../../support/FakeClock';
import { aWorkOrder } from '../support/examples';
import { ratingDouble } from '../support/gatewayDoubles';
import { InMemorySessionStore } from '../support/InMemorySessionStore';

const clock = new FakeClock(new Date('2026-11-27T10:00:00+05:30'));
const inAWeek = new Date('2026-12-02T10:00:00+05:30');

/** A completed visit she may still rate. */
const finished = aWorkOrder({ workOrderId: 9000, statusId: 5, rating: { editableUntil: inAWeek } });

function rateVisit(ratings = ratingDouble(), userId = 101) {
  return { ratings, useCase: new RateVisit(new InMemorySessionStore(userId), ratings, clock) };
}

describe('RateVisit', () => {
  it('sends her stars, tags and words for her order, and thanks her', async () => {
    const { ratings, useCase } = rateVisit();

    const result = await useCase.execute(finished, {
      stars: 4,
      tags: ['on-time'],
      comment: '  Quick and tidy.  ',
    });

    expect(result).toEqual({ ok: true, value: { message: 'Thank you! Your rating is saved.' } });
    expect(ratings.callsTo('rate')).toEqual([
      [101, 9000, { stars: 4, tags: ['on-time'], comment: 'Quick and tidy.' }],
    ]);
  });

  it('sends no comment for one of spaces alone', async () => {
    const { ratings, useCase } = rateVisit();

    await useCase.execute(finished, { stars: 5, tags: [], comment: '   ' });

    expect(ratings.callsTo('rate')).toEqual([[101, 9000, { stars: 5, tags: [] }]]);
  });

  it('says a rating already given is changed', async () => {
    const { useCase } = rateVisit();
    const rated = {
      ...finished,
      rating: { editableUntil: inAWeek, given: { stars: 2 as const, tags: [] } },
    };

    const result = await useCase.execute(rated, { stars: 3, tags: [] });

    expect(result.ok && result.value.message).toBe('Your rating is changed.');
  });

  it('sends nothing for a visit not completed, or whose week is over', async () => {
    const { ratings, useCase } = rateVisit();
    const over = { ...finished, rating: {} };

    const notDone = await useCase.execute({ ...finished, statusId: 3 }, { stars: 5, tags: [] });
    const late = await useCase.execute(over, { stars: 5, tags: [] });

    expect(notDone).toEqual({
      ok: false,
      error: { reason: 'refused', message: 'This visit can no longer be rated.' },
    });
    expect(late).toEqual(notDone);
    expect(ratings.calls).toEqual([]);
  });

  it('sends nothing for a comment over 500 characters, and says the limit', async () => {
    const { ratings, useCase } = rateVisit();

    const result = await useCase.execute(finished, {
      stars: 5,
      tags: [],
      comment: 'a'.repeat(501),
    });

    expect(result).toEqual({
      ok: false,
      error: { reason: 'refused', message: 'Keep your comment to 500 characters.' },
    });
    expect(ratings.calls).toEqual([]);
  });

  it("shows the backend's reason when it refuses", async () => {
    const { ratings, useCase } = rateVisit();
    ratings.answers.rate = { ok: false, error: rejected('The rating window has closed.') };

    const result = await useCase.execute(finished, { stars: 5, tags: [] });

    expect(result).toEqual({
      ok: false,
      error: { reason: 'refused', message: 'The rating window has closed.' },
    });
  });

  it('asks her to try again when the backend cannot be reached, and to log in when her session ended', async () => {
    const { ratings, useCase } = rateVisit();
    ratings.answers.rate = { ok: false, error: unavailable('network') };
    const offline = await useCase.execute(finished, { stars: 5, tags: [] });
    ratings.answers.rate = { ok: false, error: unauthorized() };
    const ended = await useCase.execute(finished, { stars: 5, tags: [] });

    expect(offline).toEqual({
      ok: false,
      error: { reason: 'failed', message: 'Your rating could not be sent. Please try again.' },
    });
    expect(ended.ok || ended.error.reason).toBe('session-ended');
  });
});
