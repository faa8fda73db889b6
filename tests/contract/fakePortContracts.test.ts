import {
  DEMO_MOBILE,
  DEMO_OTP,
  DEMO_USER_ID,
  DemoBackend,
} from '../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../src/adapters/fake/DemoStorage';
import type { CartLine } from '../../src/core/booking/Booking';
import { isCancellable } from '../../src/core/booking/cancellation';
import type { ProfileSubmission } from '../../src/core/profile/ProfileGateway';
import { authGatewayContract } from './ports/authGatewayContract';
import { bookingGatewayContract } from './ports/bookingGatewayContract';
import { catalogGatewayContract } from './ports/catalogGatewayContract';
import { profileGatewayContract } from './ports/profileGatewayContract';
import type { Scenario } from './ports/Scenario';
import { visitGatewayContract } from './ports/visitGatewayContract';
import { DemoGateways } from '../../src/adapters/fake/DemoGateways';

// The offline demo must behave as the contract says the real backend does: the same suites run
// here on the fakes over a freshly seeded demo backend per scenario.

const A_NEW_NUMBER = '9000000001';
const A_USER_WITHOUT_BOOKINGS = 102;
const AN_UNKNOWN_USER = 999;
const AN_UNKNOWN_BOOKING = 9999;
const A_BOOKING_WITH_WORK_ORDERS = 5004;
const offeredLines: readonly CartLine[] = [{ optionId: 111, quantity: 2, unitPrice: 59900 }];

function seededBackend(): DemoBackend {
  return new DemoBackend(new MemoryDemoStorage(), {
    now: () => new Date('2026-05-12T10:30:00+05:30'),
  });
}

/** A scenario on a fresh demo backend: `arrange` sets the situation up and names its values. */
function onDemo<G, P>(
  gatewayFor: (backend: DemoBackend) => G,
  arrange: (backend: DemoBackend) => P,
): Scenario<G, P> {
  return async (run) => {
    const backend = seededBackend();
    const params = arrange(backend);
    await run(gatewayFor(backend), params);
  };
}

function loggedInNewUser(backend: DemoBackend): { userId: number; mobile: string } {
  const login = backend.login(A_NEW_NUMBER);
  if (!login.ok) throw new Error(`the demo backend refused ${A_NEW_NUMBER}: ${login.error}`);
  return { userId: login.value.userId, mobile: A_NEW_NUMBER };
}

const submission = (userId: number): ProfileSubmission => ({
  userId,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.com',
  password: '',
  address: 'Flat 302, Lotus Residency, Road No. 12, Banjara Hills',
  altContact: '9123456780',
});

const auth = (backend: DemoBackend) => new DemoGateways(backend).auth;
const catalog = (backend: DemoBackend) => new DemoGateways(backend).catalog;
const profile = (backend: DemoBackend) => new DemoGateways(backend).profile;
const booking = (backend: DemoBackend) => new DemoGateways(backend).booking;

authGatewayContract("the demo's AuthGateway", {
  knownCustomer: onDemo(auth, () => ({ mobile: DEMO_MOBILE, userId: DEMO_USER_ID })),
  refusedNumber: onDemo(auth, () => ({ mobile: '1234567890' })),
  customerWithCode: onDemo(auth, () => ({ mobile: DEMO_MOBILE, code: DEMO_OTP })),
  newNumberWithCode: onDemo(auth, (backend) => ({
    mobile: loggedInNewUser(backend).mobile,
    code: DEMO_OTP,
  })),
  wrongCode: onDemo(auth, () => ({ mobile: DEMO_MOBILE, code: '111111' })),
});

catalogGatewayContract("the demo's CatalogGateway", {
  categoriesExist: onDemo(catalog, () => ({})),
  categoryHasServices: onDemo(catalog, (backend) => {
    const category = backend.categories().find((candidate) => candidate.hasServices);
    if (!category) throw new Error('the demo catalogue has no category with services');
    return { categoryId: category.id };
  }),
  serviceHasOptions: onDemo(catalog, (backend) => {
    const service = backend.services(0).find((candidate) => candidate.hasOptions);
    if (!service) throw new Error('the demo catalogue has no service with options');
    return { serviceId: service.id };
  }),
});

profileGatewayContract("the demo's ProfileGateway", {
  customerHasProfile: onDemo(profile, () => ({ userId: DEMO_USER_ID, mobile: DEMO_MOBILE })),
  newUserHasNoProfile: onDemo(profile, loggedInNewUser),
  customerSavesProfile: onDemo(profile, () => ({ submission: submission(DEMO_USER_ID) })),
  unknownUserSavesProfile: onDemo(profile, () => ({ submission: submission(AN_UNKNOWN_USER) })),
});

bookingGatewayContract("the demo's BookingGateway", {
  optionsAreOffered: onDemo(booking, () => ({ userId: DEMO_USER_ID, lines: offeredLines })),
  cartIsSaved: onDemo(booking, (backend) => {
    const saved = backend.saveCart(DEMO_USER_ID, offeredLines);
    if (!saved.ok) throw new Error(`the demo backend refused the cart: ${saved.error}`);
    return { userId: DEMO_USER_ID };
  }),
  customerHasBookings: onDemo(booking, () => ({ userId: DEMO_USER_ID })),
  customerHasNoBookings: onDemo(booking, () => ({ userId: A_USER_WITHOUT_BOOKINGS })),
  bookingHasWorkOrders: onDemo(booking, () => ({ bookingId: A_BOOKING_WITH_WORK_ORDERS })),
  bookingHasNoWorkOrders: onDemo(booking, () => ({ bookingId: AN_UNKNOWN_BOOKING })),
  workOrderIsCancellable: onDemo(booking, (backend) => {
    const bookingIds = [...new Set(backend.bookings(DEMO_USER_ID).map((row) => row.bookingId))];
    const order = bookingIds
      .flatMap((bookingId) => backend.bookingDetail(bookingId))
      .find((candidate) => isCancellable(candidate.statusId));
    if (!order) throw new Error('the demo seed has no cancellable work order');
    return { userId: DEMO_USER_ID, workOrderId: order.workOrderId };
  }),
});

/** The first window the demo has free, and a saved cart for it. */
function openWindowWithCart(backend: DemoBackend) {
  const saved = backend.saveCart(DEMO_USER_ID, offeredLines);
  if (!saved.ok) throw new Error(`the demo backend refused the cart: ${saved.error}`);
  const slots = backend.visitSlots(DEMO_USER_ID);
  const free = slots.ok ? slots.value.find((slot) => !slot.full) : undefined;
  if (!free) throw new Error('the demo has no window free');
  return { userId: DEMO_USER_ID, window: { start: free.start, end: free.end } };
}

/** A cancellable work order of the seed. */
function cancellableOrder(backend: DemoBackend): number {
  const order = backend.bookingDetail(5004).find((candidate) => isCancellable(candidate.statusId));
  if (!order) throw new Error('the demo seed has no cancellable work order');
  return order.workOrderId;
}

visitGatewayContract("the demo's BookingGateway", {
  windowsAreOffered: onDemo(booking, (backend) => ({ userId: openWindowWithCart(backend).userId })),
  windowIsOpen: onDemo(booking, openWindowWithCart),
  windowIsFull: onDemo(booking, (backend) => {
    const open = openWindowWithCart(backend);
    backend.fillVisitWindow(open.window.start);
    return open;
  }),
  visitCanMove: onDemo(booking, (backend) => ({
    ...openWindowWithCart(backend),
    workOrderId: cancellableOrder(backend),
  })),
  visitCannotMove: onDemo(booking, (backend) => {
    const workOrderId = cancellableOrder(backend);
    backend.setWorkOrderStatus(workOrderId, 3);
    return { ...openWindowWithCart(backend), workOrderId };
  }),
  bookingHasVisits: onDemo(booking, () => ({ bookingId: A_BOOKING_WITH_WORK_ORDERS })),
});
