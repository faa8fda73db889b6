import { DEMO_USER_ID, type DemoBackend } from '../../../src/adapters/fake/DemoBackend';
import type { CartLine } from '../../../src/core/booking/Booking';
import { isCancellable } from '../../../src/core/booking/cancellation';
import type { ProfileSubmission } from '../../../src/core/profile/ProfileGateway';

// How the seeded demo backend is put in the situations the port contracts name.

export const A_NEW_NUMBER = '9000000001';
export const A_USER_WITHOUT_BOOKINGS = 102;
export const AN_UNKNOWN_USER = 999;
export const AN_UNKNOWN_BOOKING = 9999;
export const A_BOOKING_WITH_WORK_ORDERS = 5004;
export const offeredLines: readonly CartLine[] = [{ optionId: 111, quantity: 2, unitPrice: 59900 }];

/** A number new to the demo that was sent a code: a user without a profile. */
export function loggedInNewUser(backend: DemoBackend): { userId: number; mobile: string } {
  const login = backend.login(A_NEW_NUMBER);
  if (!login.ok) throw new Error(`the demo backend refused ${A_NEW_NUMBER}: ${login.error}`);
  return { userId: login.value.userId, mobile: A_NEW_NUMBER };
}

/** A profile as the form sends it for `userId`. */
export const submission = (userId: number): ProfileSubmission => ({
  userId,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.com',
  password: '',
  address: 'Flat 302, Lotus Residency, Road No. 12, Banjara Hills',
  altContact: '9123456780',
});

/** The seeded customer's cart of offered options, saved. */
export function savedCart(backend: DemoBackend): { userId: number } {
  const saved = backend.saveCart(DEMO_USER_ID, offeredLines);
  if (!saved.ok) throw new Error(`the demo backend refused the cart: ${saved.error}`);
  return { userId: DEMO_USER_ID };
}

/** The first window the demo has free, and a saved cart for it. */
export function openWindowWithCart(backend: DemoBackend) {
  const { userId } = savedCart(backend);
  const slots = backend.visitSlots(userId);
  const free = slots.ok ? slots.value.find((slot) => !slot.full) : undefined;
  if (!free) throw new Error('the demo has no window free');
  return { userId, window: { start: free.start, end: free.end } };
}

/** A work order of the seeded customer (of booking `bookingId`) that can still be cancelled. */
export function cancellableOrder(backend: DemoBackend, bookingId?: number): number {
  const bookingIds =
    bookingId === undefined
      ? [...new Set(backend.bookings(DEMO_USER_ID).map((row) => row.bookingId))]
      : [bookingId];
  const order = bookingIds
    .flatMap((bookingId) => backend.bookingDetail(bookingId))
    .find((candidate) => isCancellable(candidate.statusId));
  if (!order) throw new Error('the demo seed has no cancellable work order');
  return order.workOrderId;
}
