import { describe, expect, it } from 'vitest';
import { booking } from '../../../../src/app/features/booking';
import { myBookings } from '../../../../src/app/features/myBookings';
import { rating } from '../../../../src/app/features/rating';
import { VisitRatings } from '../../../../src/presenters/rating/VisitRatings';
import type { TestApp } from '../../../support/testContainer';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import type { Extension } from '../../../../src/core/shared/Extensions';
import { BookingDetailPresenter } from '../../../../src/presenters/booking/BookingDetailPresenter';
import { MyBookingsPresenter } from '../../../../src/presenters/booking/MyBookingsPresenter';
import { FakeConnection } from '../../../support/FakeConnection';
import { rejected } from '../../../../src/core/shared/GatewayFailure';
import { ratingDouble } from '../../core/support/gatewayDoubles';
import { loggedInApp } from '../doubles';

/** Booking 5003 holds a tap replacement (work order 9000) finished five days ago, not yet rated. */
const BOOKING_5003 = '5003';
const TAP = 9000;

async function detailOf5003(
  options: { extensions?: readonly Extension[]; connection?: FakeConnection } = {},
) {
  const connection = options.connection;
  const app = loggedInApp({
    features: [booking, rating],
    ...(options.extensions ? { extensions: options.extensions } : {}),
    overrides: () => (connection ? [override(TOKENS.connection, connection)] : []),
  });
  const detail = app.get(BookingDetailPresenter);
  await detail.load(BOOKING_5003);
  return { app, detail, ...ratingOn(app, detail) };
}

/** The rating of the booking's tap replacement, as its late view reads and sends it. */
function ratingOn(app: TestApp, detail: BookingDetailPresenter) {
  const ratings = app.get(VisitRatings);
  const order = () => detail.viewModel.cards.find((card) => card.workOrderId === TAP)?.rated;
  return {
    ratings,
    ratingOf: () => {
      const shown = order();
      return shown && ratings.view(shown);
    },
    /** Sends her rating; once taken, the page reads the booking again, as the view has it. */
    send: async () => {
      const shown = order();
      if (shown && (await ratings.send(shown))) await detail.readAgain();
    },
    change: () => {
      const shown = order();
      if (shown) ratings.change(shown);
    },
  };
}

describe('Rating a finished visit', () => {
  it('asks how the technician did on a completed order not yet rated, with the stars alone', async () => {
    const { ratingOf } = await detailOf5003();

    const rating = ratingOf();

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
    const { ratings, ratingOf, send } = await detailOf5003();

    ratings.chooseStars(TAP, 4);
    ratings.toggleTag(TAP, 'on-time');
    ratings.writeComment(TAP, 'Fixed the tap in twenty minutes.');
    await send();

    const given = ratingOf()?.given;
    expect(given?.starsLabel).toBe('4 out of 5');
    expect(given?.tags).toEqual(['On time']);
    expect(given?.comment).toBe('Fixed the tap in twenty minutes.');
    expect(given?.change?.label).toBe('Change rating');
  });

  it('offers the tags that fit the stars, dropping those chosen that no longer do', async () => {
    const { ratings, ratingOf } = await detailOf5003();

    ratings.chooseStars(TAP, 5);
    ratings.toggleTag(TAP, 'on-time');
    const praise = ratingOf()?.form?.details?.tags.map((tag) => tag.label);
    ratings.chooseStars(TAP, 1);

    expect(praise).toEqual([
      'On time',
      'Fixed it first time',
      'Clean work',
      'Polite',
      'Fair price',
    ]);
    expect(ratingOf()?.form?.details?.tags).toEqual([
      { code: 'late', label: 'Late', checked: false },
      { code: 'not-fixed', label: 'Not fixed', checked: false },
      { code: 'messy', label: 'Left a mess', checked: false },
      { code: 'rude', label: 'Rude', checked: false },
      { code: 'overcharged', label: 'Overcharged', checked: false },
    ]);
  });

  it('counts her words against the 500 the backend keeps, and keeps no more', async () => {
    const { ratings, ratingOf } = await detailOf5003();

    ratings.chooseStars(TAP, 3);
    ratings.writeComment(TAP, 'Okay.');
    const counted = ratingOf()?.form?.details;
    ratings.writeComment(TAP, 'a'.repeat(520));

    expect(counted?.counter).toBe('5/500');
    expect(counted?.counterLabel).toBe('5 of 500 characters used');
    expect(ratingOf()?.form?.details?.comment).toHaveLength(500);
  });

  it('changes a rating within its week: the form filled with what she gave, or kept as it was', async () => {
    const { ratings, ratingOf, send, change } = await detailOf5003();
    ratings.chooseStars(TAP, 2);
    ratings.toggleTag(TAP, 'late');
    await send();

    change();
    const form = ratingOf()?.form;
    ratings.keep(TAP);

    expect(form?.stars.find((star) => star.checked)?.value).toBe(2);
    expect(form?.details?.tags.filter((tag) => tag.checked).map((tag) => tag.code)).toEqual([
      'late',
    ]);
    expect(form?.details?.submit).toBe('Save rating');
    expect(form?.keep).toBe('Keep my rating');
    expect(ratingOf()?.given?.starsLabel).toBe('2 out of 5');
  });

  it('shows a rating given long ago as given, with nothing to change', async () => {
    const app = loggedInApp({ features: [booking, rating] });
    const detail = app.get(BookingDetailPresenter);
    await detail.load('5001');
    const order = detail.viewModel.cards.find((card) => card.rated)?.rated;

    const rated = order && app.get(VisitRatings).view(order);

    expect(rated?.form).toBeUndefined();
    expect(rated?.given).toEqual({
      heading: 'Your rating',
      starsLabel: '4 out of 5',
      filled: 4,
      tags: ['On time', 'Clean work'],
      comment: 'Thorough service, the AC cools much better now.',
    });
  });

  it('offers no rating on an order not completed', async () => {
    const { detail } = await detailOf5003();

    const others = detail.viewModel.cards.filter((card) => card.workOrderId !== TAP);

    expect(others.length).toBeGreaterThan(0);
    expect(others.map((card) => card.rated)).toEqual(others.map(() => undefined));
  });

  it('offers none from a backend without ratings', async () => {
    const { detail } = await detailOf5003({
      extensions: ['session', 'slots', 'visit', 'payments'],
    });

    expect(detail.viewModel.cards.map((card) => card.rated)).toEqual(
      detail.viewModel.cards.map(() => undefined),
    );
  });

  it('sends nothing offline and keeps what she chose', async () => {
    const connection = new FakeConnection();
    const { app, ratings, ratingOf, send } = await detailOf5003({ connection });
    ratings.chooseStars(TAP, 5);
    connection.goOffline();

    await send();

    expect(app.notifier.last?.message).toBe('You are offline. Connect to send your rating.');
    expect(ratingOf()?.form?.chosen).toBe('5 stars: excellent');
  });

  it("keeps the form and says the backend's reason when it refuses", async () => {
    const gateway = ratingDouble();
    gateway.answers.rate = { ok: false, error: rejected('Ratings are paused today.') };
    const app = loggedInApp({
      features: [booking, rating],
      overrides: [override(TOKENS.ratingGateway, gateway)],
    });
    const detail = app.get(BookingDetailPresenter);
    await detail.load(BOOKING_5003);
    const { ratings, ratingOf, send } = ratingOn(app, detail);
    ratings.chooseStars(TAP, 5);

    await send();

    expect(ratingOf()?.form?.problem).toBe('Ratings are paused today.');
    expect(ratingOf()?.form?.chosen).toBe('5 stars: excellent');
  });

  it('says so when her week ended while she was choosing, and sends nothing', async () => {
    const { app, ratings, ratingOf, send } = await detailOf5003();
    ratings.chooseStars(TAP, 5);
    app.clock.advance(3 * 24 * 60 * 60 * 1000);

    await send();

    expect(app.notifier.last?.message).toBe('This visit can no longer be rated.');
    expect(ratingOf()).toBeUndefined();
  });

  it('rates from My Bookings too, the booking read again to show it as given', async () => {
    const app = loggedInApp({ features: [myBookings, rating] });
    const bookings = app.get(MyBookingsPresenter);
    const ratings = app.get(VisitRatings);
    await bookings.load();
    const tapOf = () =>
      bookings.viewModel.groups
        .find((group) => group.bookingId === 5003)
        ?.items.find((item) => item.rated?.workOrderId === TAP)?.rated;

    ratings.chooseStars(TAP, 5);
    const tap = tapOf();
    if (tap && (await ratings.send(tap))) await bookings.readAgain(5003);

    const shown = tapOf();
    expect(shown && ratings.view(shown)?.given?.starsLabel).toBe('5 out of 5');
  });
});
