import { AUTH_GATEWAY_METHODS, type AuthGateway } from '../../../../src/core/auth/AuthGateway';
import {
  BOOKING_GATEWAY_METHODS,
  type BookingGateway,
} from '../../../../src/core/booking/BookingGateway';
import {
  CATALOG_GATEWAY_METHODS,
  type CatalogGateway,
} from '../../../../src/core/catalog/CatalogGateway';
import type { Profile } from '../../../../src/core/profile/Profile';
import {
  PROFILE_GATEWAY_METHODS,
  type ProfileGateway,
} from '../../../../src/core/profile/ProfileGateway';
import {
  RATING_GATEWAY_METHODS,
  type RatingGateway,
} from '../../../../src/core/rating/RatingGateway';
import { ok } from '../../../../src/core/shared/Result';
import { portDouble, type PortDouble } from '../../../support/portDouble';

// The ports' doubles for the use cases' tests (tests/support/portDouble.ts), each answering as a
// server that accepts everything and has nothing, unless the test scripts otherwise.

/** A booking backend: a booking made is number 42. */
export const bookingDouble = (): PortDouble<BookingGateway> =>
  portDouble(BOOKING_GATEWAY_METHODS, {
    answers: {
      saveCart: ok(undefined),
      book: ok({ bookingId: 42 }),
      listBookings: ok([]),
      getBookingDetail: ok([]),
      cancelWorkOrder: ok(undefined),
      visitSlots: ok([]),
      changeVisitTime: ok(undefined),
    },
  });

/** A login backend: every number is user 17, Priya, who has a profile. */
export const authDouble = (): PortDouble<AuthGateway> =>
  portDouble(AUTH_GATEWAY_METHODS, {
    answers: {
      sendOtp: ok({ userId: 17 }),
      verifyOtp: ok({ kind: 'registered', name: 'Priya' }),
      logout: ok(undefined),
    },
  });

/** A catalogue backend with no categories, services or options. */
export const catalogDouble = (): PortDouble<CatalogGateway> =>
  portDouble(CATALOG_GATEWAY_METHODS, {
    answers: { listCategories: ok([]), listServices: ok([]), listOptions: ok([]) },
  });

/** A profile backend that has `profile` and saves any. */
export const profileDouble = (profile: Profile): PortDouble<ProfileGateway> =>
  portDouble(PROFILE_GATEWAY_METHODS, { answers: { load: ok(profile), save: ok(undefined) } });

/** A ratings backend with no ratings, which takes any rating. */
export const ratingDouble = (): PortDouble<RatingGateway> =>
  portDouble(RATING_GATEWAY_METHODS, {
    answers: { summaries: ok([]), reviews: ok({ reviews: [], more: false }), rate: ok(undefined) },
  });
