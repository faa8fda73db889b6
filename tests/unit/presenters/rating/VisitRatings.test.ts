import { describe, expect, it } from 'vitest';
import { booking } from '../../../../src/app/features/booking';
import { BookingDetailPresenter } from '../../../../src/presenters/booking/BookingDetailPresenter';
import { loggedInApp } from '../doubles';

/** Booking 5003 holds a tap replacement (work order 9000) finished five days ago, not yet rated. */
const BOOKING_5003 = '5003';
const TAP = 9000;

async function detailOf5003() {
  const app = loggedInApp({ features: [booking] });
  const detail = app.get(BookingDetailPresenter);
  await detail.load(BOOKING_5003);
  return { app, detail };
}

function ratingOf(detail: BookingDetailPresenter, workOrderId = TAP) {
  return detail.viewModel.cards.find((card) => card.workOrderId === workOrderId)?.rating;
}

describe('Rating a finished visit', () => {
  it('asks how the technician did on a completed order not yet rated, with the stars alone', async () => {
    const { detail } = await detailOf5003();

    const rating = ratingOf(detail);

    expect(rating?.question).toMatch(/^How was \w+'s visit\?$/);
    expect(rating?.form?.stars.map((star) => star.label)).toEqual([
      '1 star: very poor',
      '2 stars: poor',
      '3 stars: okay',
      '4 stars: good',
      '5 stars: excellent',
    ]);
    expect(rating?.form?.details).toBeUndefined();
  });

  it('sends the stars, a tag and her words, then shows the rating the backend keeps', async () => {
    const { detail } = await detailOf5003();

    detail.ratings.chooseStars(TAP, 4);
    detail.ratings.toggleTag(TAP, 'on-time');
    detail.ratings.writeComment(TAP, 'Fixed the tap in twenty minutes.');
    await detail.sendRating(TAP);

    const given = ratingOf(detail)?.given;
    expect(given?.starsLabel).toBe('4 out of 5');
    expect(given?.tags).toEqual(['On time']);
    expect(given?.comment).toBe('Fixed the tap in twenty minutes.');
    expect(given?.change?.label).toBe('Change rating');
  });
});
