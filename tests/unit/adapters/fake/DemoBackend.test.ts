import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_MOBILE,
  DEMO_OTP,
  DEMO_USER_ID,
  DemoBackend,
  demoRejections,
} from '../../../../src/adapters/fake/DemoBackend';
import {
  LocalStorageDemoStorage,
  MemoryDemoStorage,
  type DemoStorage,
} from '../../../../src/adapters/fake/DemoStorage';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';
import { isCancellable } from '../../../../src/core/booking/cancellation';
import { visitDayKey, windowAt } from '../../../../src/core/booking/visitDays';
import { fail, ok } from '../../../../src/core/shared/Result';
import { FakeClock } from '../../../support/FakeClock';

const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_MOBILE = '7012345678';

/** Loses every write, like a browser with storage blocked. */
class ForgetfulStorage implements DemoStorage {
  read(): string | null {
    return null;
  }
  write(): void {}
}

function workOrdersOf(backend: DemoBackend, userId: number) {
  const bookingIds = new Set(backend.bookings(userId).map((row) => row.bookingId));
  return [...bookingIds].flatMap((bookingId) => backend.bookingDetail(bookingId));
}

function userIdOf(backend: DemoBackend, mobile: string): number {
  const reply = backend.login(mobile);
  if (!reply.ok) throw new Error(reply.error);
  return reply.value.userId;
}

describe('DemoBackend', () => {
  let storage: MemoryDemoStorage;
  let clock: FakeClock;
  let backend: DemoBackend;

  beforeEach(() => {
    storage = new MemoryDemoStorage();
    clock = new FakeClock(new Date('2026-05-11T04:30:00.000Z'));
    backend = new DemoBackend(storage, clock);
  });

  describe('catalogue', () => {
    it('lists the seven categories', () => {
      expect(backend.categories()).toHaveLength(7);
    });

    it('lists the services of one category under its name', () => {
      const plumbing = backend.services(6);
      expect(plumbing.length).toBeGreaterThanOrEqual(4);
      expect(plumbing.every((service) => service.categoryName === 'Plumbing')).toBe(true);
      expect(plumbing[0]).not.toHaveProperty('categoryId');
    });

    it('lists every service for category 0 and none for an unknown category', () => {
      const all = backend.services(0);
      const perCategory = backend.categories().flatMap((category) => backend.services(category.id));
      expect(all).toEqual(perCategory);
      expect(backend.services(999)).toEqual([]);
      expect(backend.services(7)).toEqual([]);
    });

    it('lists the options of a service, and none for an unknown service', () => {
      const splitAc = backend.options(11);
      expect(splitAc.map((option) => option.name)).toContain('Gas refill');
      expect(splitAc.every((option) => option.serviceName === 'Split AC')).toBe(true);
      expect(splitAc[0]).not.toHaveProperty('serviceId');
      expect(backend.options(15)).toEqual([]);
      expect(backend.options(424242)).toEqual([]);
    });

    it('hands out copies that a caller may change without changing the catalogue', () => {
      const [first] = backend.categories();
      if (first) (first as { name: string }).name = 'Changed';
      expect(backend.categories()[0]?.name).toBe('Air Conditioning & Heating');
    });
  });

  describe('login and verify', () => {
    it('knows the seeded customer by number, typed with spaces or not', () => {
      expect(backend.login(DEMO_MOBILE)).toEqual(ok({ userId: DEMO_USER_ID }));
      expect(backend.login('98765 43210')).toEqual(ok({ userId: DEMO_USER_ID }));
    });

    it('refuses a number that is not an Indian mobile number with a server text', () => {
      expect(backend.login('5876543210')).toEqual(fail(demoRejections.invalidMobile));
      expect(backend.login('98765')).toEqual(fail(demoRejections.invalidMobile));
      expect(demoRejections.invalidMobile).toBe('Please enter a valid mobile number');
    });

    it('gives a new number a new id that stays the same on the next login', () => {
      const first = userIdOf(backend, NEW_MOBILE);
      expect(first).toBeGreaterThan(1000);
      expect(userIdOf(backend, NEW_MOBILE)).toBe(first);
      expect(userIdOf(backend, '8012345678')).not.toBe(first);
    });

    it('welcomes the seeded customer by first name after the demo code', () => {
      backend.login(DEMO_MOBILE);
      expect(backend.verify(DEMO_MOBILE, DEMO_OTP)).toEqual(
        ok({ kind: 'registered', name: 'Priya' }),
      );
      expect(DEMO_OTP).toBe('123456');
    });

    it('refuses a wrong code with the server text', () => {
      backend.login(DEMO_MOBILE);
      expect(backend.verify(DEMO_MOBILE, '654321')).toEqual(fail('Invalid OTP. Please try again.'));
    });

    it('reports a number without a profile as a new user', () => {
      backend.login(NEW_MOBILE);
      expect(backend.verify(NEW_MOBILE, DEMO_OTP)).toEqual(ok({ kind: 'new' }));
    });

    it('refuses a code for a number that never asked for one', () => {
      expect(backend.verify('6000000001', DEMO_OTP)).toEqual(fail(demoRejections.invalidOtp));
    });

    it('asks its code rules whether a code is right, and tells them of every code it sends', () => {
      const sent: string[] = [];
      const pending = new Map<string, string>();
      const withCodes = new DemoBackend(storage, clock, undefined, {
        codes: {
          send: (mobile) => {
            sent.push(mobile);
            pending.set(mobile, '482913');
          },
          redeem: (mobile, code) => pending.get(mobile) === code && pending.delete(mobile),
        },
      });

      withCodes.login(DEMO_MOBILE);

      expect(sent).toEqual([DEMO_MOBILE]);
      expect(withCodes.verify(DEMO_MOBILE, DEMO_OTP)).toEqual(fail(demoRejections.invalidOtp));
      expect(withCodes.verify(DEMO_MOBILE, '482913')).toEqual(
        ok({ kind: 'registered', name: 'Priya' }),
      );
      expect(withCodes.verify(DEMO_MOBILE, '482913')).toEqual(fail(demoRejections.invalidOtp));
    });
  });

  describe('profile', () => {
    it('gives the seeded customer a full profile', () => {
      expect(backend.profile(DEMO_USER_ID)).toEqual(
        ok({
          mobile: DEMO_MOBILE,
          firstName: 'Priya',
          lastName: 'Sharma',
          email: 'priya.sharma@example.com',
          address:
            'Flat 302, Lotus Residency,\nRoad No. 12, Banjara Hills,\nnear KBR Park,\nHyderabad 500034',
          altContact: '9123456780',
        }),
      );
    });

    it('gives a new user an empty profile with their number', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      expect(backend.profile(userId)).toEqual(
        ok({
          mobile: NEW_MOBILE,
          firstName: '',
          lastName: '',
          email: '',
          address: '',
          altContact: '',
        }),
      );
    });

    it('saves a new user profile, after which the number logs in as registered', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      const saved = backend.saveProfile({
        userId,
        firstName: ' Ravi ',
        lastName: 'Kumar',
        email: 'ravi@example.com',
        password: 'secret-pass',
        address: 'H.No 1-2-3, Ameerpet',
        altContact: '',
      });
      expect(saved).toEqual(ok(undefined));
      expect(backend.profile(userId)).toEqual(
        ok({
          mobile: NEW_MOBILE,
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: 'ravi@example.com',
          address: 'H.No 1-2-3, Ameerpet',
          altContact: '',
        }),
      );
      expect(backend.verify(NEW_MOBILE, DEMO_OTP)).toEqual(
        ok({ kind: 'registered', name: 'Ravi' }),
      );
    });

    it('never stores the password', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      backend.saveProfile({
        userId,
        firstName: 'Ravi',
        lastName: 'K',
        email: 'r@x',
        password: 'TopSecret42',
        address: 'Somewhere in Hyderabad',
        altContact: '',
      });
      expect(storage.read('users')).not.toContain('TopSecret42');
    });

    it('refuses an unknown user id', () => {
      expect(backend.profile(4040)).toEqual(fail('User not found'));
      const save = backend.saveProfile({
        userId: 4040,
        firstName: 'Nobody',
        lastName: 'X',
        email: 'n@x',
        password: '',
        address: 'Nowhere at all',
        altContact: '',
      });
      expect(save).toEqual(fail('User not found'));
    });
  });

  describe('seeded bookings', () => {
    it('shows the seeded customer bookings in every work-order status', () => {
      const statuses = workOrdersOf(backend, DEMO_USER_ID).map((order) => order.statusId);
      expect(new Set(statuses)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
      const bookingIds = new Set(backend.bookings(DEMO_USER_ID).map((row) => row.bookingId));
      expect(bookingIds.size).toBeGreaterThanOrEqual(3);
    });

    it('dates the seeded bookings days before now, newest first', () => {
      const rows = backend.bookings(DEMO_USER_ID);
      const now = clock.now().getTime();
      for (const row of rows) {
        expect(row.createdAt.getTime()).toBeLessThan(now);
        expect(row.createdAt.getTime()).toBeGreaterThan(now - 60 * DAY_MS);
      }
      const times = rows.map((row) => row.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('gives each booking a code like GS-26131-5004 and each row a service name and icon', () => {
      for (const row of backend.bookings(DEMO_USER_ID)) {
        expect(row.bookingCode).toMatch(/^GS-\d{5}-\d{4}$/);
        expect(row.serviceName).not.toBe('');
        expect(row.serviceIcon).toMatch(/^\/icons\//);
      }
    });

    it('has no bookings for other customers', () => {
      expect(backend.bookings(102)).toEqual([]);
      expect(backend.bookings(4040)).toEqual([]);
    });

    it('has no detail for an unknown booking', () => {
      expect(backend.bookingDetail(1)).toEqual([]);
    });
  });

  describe('cart, booking and cancelling', () => {
    it('books the saved cart, lists it, shows its detail and cancels a work order', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      expect(backend.bookings(userId)).toEqual([]);

      const saved = backend.saveCart(userId, [
        { optionId: 112, quantity: 1, unitPrice: 249_900 },
        { optionId: 134, quantity: 2, unitPrice: 33_333 },
      ]);
      expect(saved).toEqual(ok(undefined));

      const booked = backend.book(userId);
      expect(booked.ok).toBe(true);
      const bookingId = booked.ok ? booked.value.bookingId : -1;
      expect(bookingId).toBeGreaterThan(5005);

      const rows = backend.bookings(userId);
      expect(rows).toHaveLength(2);
      expect(rows.map((row) => row.serviceName)).toEqual(['Split AC', 'Geyser']);
      expect(rows.every((row) => row.bookingId === bookingId)).toBe(true);
      expect(rows[0]?.createdAt).toEqual(clock.now());
      expect(rows[0]?.bookingCode).toBe(`GS-26131-${bookingId}`);

      const detail = backend.bookingDetail(bookingId);
      expect(detail).toEqual([
        {
          referenceCode: rows[0]?.bookingCode,
          workOrderId: expect.any(Number),
          optionName: 'Gas refill',
          optionIcon: '/icons/split-ac.svg',
          quantity: 1,
          unitPrice: 249_900,
          totalPrice: 249_900,
          createdAt: clock.now(),
          statusId: 1,
          // Booked without a window (SPEC §7 alone), and not yet assigned.
          visit: {},
          // Not paid yet: its amount with GST, from the backend's own price.
          payment: { state: 'unpaid', amount: 294_882 },
          // Not done, so not to be rated.
          rating: {},
        },
        {
          referenceCode: rows[0]?.bookingCode,
          workOrderId: expect.any(Number),
          optionName: 'Thermostat replacement',
          optionIcon: '/icons/geyser.svg',
          quantity: 2,
          unitPrice: 33_333,
          totalPrice: 66_666,
          createdAt: clock.now(),
          statusId: 1,
          // Booked without a window (SPEC §7 alone), and not yet assigned.
          visit: {},
          payment: { state: 'unpaid', amount: 78_666 },
          rating: {},
        },
      ]);

      const [first] = detail;
      expect(backend.cancel(userId, first?.workOrderId ?? -1)).toEqual(ok(undefined));
      expect(backend.bookingDetail(bookingId).map((order) => order.statusId)).toEqual([7, 1]);
    });

    it('gives new bookings and work orders ids no other booking has', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      const seededOrders = workOrdersOf(backend, DEMO_USER_ID).map((order) => order.workOrderId);
      backend.saveCart(userId, [{ optionId: 211, quantity: 1, unitPrice: 9_900 }]);
      const first = backend.book(userId);
      backend.saveCart(userId, [{ optionId: 212, quantity: 1, unitPrice: 14_900 }]);
      const second = backend.book(userId);
      const ids = [first, second].map((reply) => (reply.ok ? reply.value.bookingId : -1));
      expect(new Set(ids).size).toBe(2);
      const orderIds = ids.flatMap((id) => backend.bookingDetail(id).map((o) => o.workOrderId));
      expect(orderIds.some((id) => seededOrders.includes(id))).toBe(false);
    });

    it('refuses to book an empty cart, including the same cart a second time', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      expect(backend.book(userId)).toEqual(fail('Your cart is empty'));
      backend.saveCart(userId, [{ optionId: 611, quantity: 1, unitPrice: 14_900 }]);
      expect(backend.book(userId).ok).toBe(true);
      expect(backend.book(userId)).toEqual(fail('Your cart is empty'));
      backend.saveCart(userId, []);
      expect(backend.book(userId)).toEqual(fail('Your cart is empty'));
    });

    it('replaces the saved cart with the latest one', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      backend.saveCart(userId, [{ optionId: 611, quantity: 1, unitPrice: 14_900 }]);
      backend.saveCart(userId, [{ optionId: 612, quantity: 2, unitPrice: 24_900 }]);
      const booked = backend.book(userId);
      const detail = booked.ok ? backend.bookingDetail(booked.value.bookingId) : [];
      expect(detail.map((order) => [order.optionName, order.quantity])).toEqual([
        ['Tap replacement', 2],
      ]);
    });

    it('refuses carts with unknown options, repeated options or impossible quantities', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      expect(backend.saveCart(userId, [{ optionId: 999, quantity: 1, unitPrice: 100 }])).toEqual(
        fail('Service option 999 is not available'),
      );
      for (const lines of [
        [{ optionId: 611, quantity: 0, unitPrice: 14_900 }],
        [{ optionId: 611, quantity: 1.5, unitPrice: 14_900 }],
        [{ optionId: 611, quantity: 1, unitPrice: -1 }],
        [
          { optionId: 611, quantity: 1, unitPrice: 14_900 },
          { optionId: 611, quantity: 2, unitPrice: 14_900 },
        ],
      ]) {
        expect(backend.saveCart(userId, lines)).toEqual(fail(demoRejections.invalidCartItem));
      }
      expect(backend.book(userId)).toEqual(fail(demoRejections.cartEmpty));
    });

    it('refuses carts and bookings of an unknown user', () => {
      expect(backend.saveCart(4040, [])).toEqual(fail('User not found'));
      expect(backend.book(4040)).toEqual(fail('User not found'));
    });

    it('lets the customer cancel work orders that are not assigned or assigned', () => {
      const cancellable = workOrdersOf(backend, DEMO_USER_ID).filter((order) =>
        isCancellable(order.statusId),
      );
      expect(new Set(cancellable.map((order) => order.statusId))).toEqual(new Set([1, 2]));
      for (const order of cancellable) {
        expect(backend.cancel(DEMO_USER_ID, order.workOrderId)).toEqual(ok(undefined));
      }
      const statuses = workOrdersOf(backend, DEMO_USER_ID).map((order) => order.statusId);
      expect(statuses.filter((id) => id === 7)).toHaveLength(1 + cancellable.length);
    });

    it('refuses to cancel a work order in progress, or any other that is past cancelling', () => {
      const orders = workOrdersOf(backend, DEMO_USER_ID);
      const inProgress = orders.find((order) => order.statusId === 3);
      expect(inProgress).toBeDefined();
      expect(backend.cancel(DEMO_USER_ID, inProgress?.workOrderId ?? -1)).toEqual(
        fail('This order can no longer be cancelled'),
      );
      for (const order of orders.filter((o) => !isCancellable(o.statusId))) {
        expect(backend.cancel(DEMO_USER_ID, order.workOrderId)).toEqual(
          fail(demoRejections.notCancellable),
        );
      }
      expect(workOrdersOf(backend, DEMO_USER_ID)).toEqual(orders);
    });

    it('refuses to cancel another customer work order, as if it did not exist', () => {
      const notAssigned = workOrdersOf(backend, DEMO_USER_ID).find((order) => order.statusId === 1);
      const stranger = userIdOf(backend, NEW_MOBILE);
      expect(backend.cancel(stranger, notAssigned?.workOrderId ?? -1)).toEqual(
        fail('Work order not found'),
      );
      expect(backend.cancel(DEMO_USER_ID, 123_456)).toEqual(fail('Work order not found'));
    });

    it('lets the back office move a work order to any status', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      backend.saveCart(userId, [{ optionId: 611, quantity: 1, unitPrice: 14_900 }]);
      const booked = backend.book(userId);
      const bookingId = booked.ok ? booked.value.bookingId : -1;
      const workOrderId = backend.bookingDetail(bookingId)[0]?.workOrderId ?? -1;
      expect(backend.setWorkOrderStatus(workOrderId, 3)).toBe(true);
      expect(backend.bookingDetail(bookingId)[0]?.statusId).toBe(3);
      expect(backend.cancel(userId, workOrderId)).toEqual(fail(demoRejections.notCancellable));
      expect(backend.setWorkOrderStatus(123_456, 3)).toBe(false);
    });

    it('hands out copies of work orders that a caller may change freely', () => {
      const [order] = backend.bookingDetail(5004);
      if (order) (order as { statusId: number }).statusId = 99;
      expect(backend.bookingDetail(5004)[0]?.statusId).toBe(2);
    });
  });

  describe('persistence', () => {
    it('keeps bookings and profiles for a new backend on the same storage', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      backend.saveCart(userId, [{ optionId: 611, quantity: 1, unitPrice: 14_900 }]);
      const booked = backend.book(userId);
      clock.advance(3 * DAY_MS);

      const reloaded = new DemoBackend(storage, clock);
      expect(reloaded.login(NEW_MOBILE)).toEqual(ok({ userId }));
      expect(reloaded.bookings(userId).map((row) => row.bookingId)).toEqual([
        booked.ok ? booked.value.bookingId : -1,
      ]);
      expect(reloaded.bookings(DEMO_USER_ID)).toEqual(backend.bookings(DEMO_USER_ID));
    });

    it('sees what another tab did on the same storage', () => {
      const otherTab = new DemoBackend(storage, clock);
      const userId = userIdOf(otherTab, NEW_MOBILE);
      otherTab.saveCart(userId, [{ optionId: 611, quantity: 1, unitPrice: 14_900 }]);
      otherTab.book(userId);
      expect(backend.bookings(userId)).toHaveLength(1);
    });

    it('stores its state as JSON under a few keys', () => {
      for (const key of ['users', 'carts', 'bookings']) {
        expect(() => JSON.parse(storage.read(key) ?? 'x')).not.toThrow();
      }
    });

    it('starts again from the seed when the stored state is corrupt', () => {
      storage.write('bookings', '{"not":"a list"');
      const reloaded = new DemoBackend(storage, clock);
      expect(reloaded.bookings(DEMO_USER_ID).length).toBeGreaterThan(0);
      expect(() => JSON.parse(storage.read('bookings') ?? 'x')).not.toThrow();
    });

    it('keeps working from memory when its storage is corrupted under it', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      storage.write('users', '[{"userId":"abc"}]');
      expect(backend.login(NEW_MOBILE)).toEqual(ok({ userId }));
    });

    it('keeps working in memory when storage loses every write', () => {
      const forgetful = new DemoBackend(new ForgetfulStorage(), clock);
      const userId = userIdOf(forgetful, NEW_MOBILE);
      expect(
        forgetful.saveCart(userId, [{ optionId: 611, quantity: 1, unitPrice: 14_900 }]),
      ).toEqual(ok(undefined));
      expect(forgetful.book(userId).ok).toBe(true);
      expect(forgetful.bookings(userId)).toHaveLength(1);
    });

    it('keeps a booking in memory when storage is too full to store it', () => {
      const local = new MemoryStorage();
      const full = new DemoBackend(new LocalStorageDemoStorage(local), clock);
      const userId = userIdOf(full, NEW_MOBILE);
      full.saveCart(userId, [{ optionId: 611, quantity: 1, unitPrice: 14_900 }]);
      local.quotaChars = 0;
      const booked = full.book(userId);
      expect(booked.ok).toBe(true);
      expect(full.bookings(userId)).toHaveLength(1);
      expect(full.book(userId)).toEqual(fail(demoRejections.cartEmpty));
      local.quotaChars = Number.POSITIVE_INFINITY;
      full.saveCart(userId, []);
      expect(
        new DemoBackend(new LocalStorageDemoStorage(local), clock).bookings(userId),
      ).toHaveLength(1);
    });

    it('goes back to the seed on reset, dated from the current time', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      backend.cancel(DEMO_USER_ID, backend.bookingDetail(5005)[0]?.workOrderId ?? -1);
      clock.advance(10 * DAY_MS);
      backend.reset();
      expect(backend.profile(userId)).toEqual(fail('User not found'));
      expect(backend.bookingDetail(5005)[0]?.statusId).toBe(1);
      const newest = backend.bookings(DEMO_USER_ID)[0]?.createdAt.getTime() ?? 0;
      expect(clock.now().getTime() - newest).toBeLessThan(2 * DAY_MS);
      expect(new DemoBackend(storage, clock).profile(userId)).toEqual(fail('User not found'));
    });
  });

  describe('sessions (the session extension)', () => {
    const MINUTE = 60 * 1000;
    const tokenOf = (opened = backend.openSession(DEMO_MOBILE)) => opened?.token;

    it('knows the customer by the token their login opened', () => {
      const token = tokenOf();

      expect(backend.sessionUser(token)).toBe(DEMO_USER_ID);
    });

    it('says the session ends seven days after login at the latest', () => {
      expect(backend.openSession(DEMO_MOBILE)?.expiresAt).toEqual(
        new Date(clock.now().getTime() + 7 * DAY_MS),
      );
    });

    it('opens no session for a number it does not know', () => {
      expect(backend.openSession(NEW_MOBILE)).toBeUndefined();
    });

    it('knows nobody by a token it never gave, or by none', () => {
      expect(backend.sessionUser('demo-made-up')).toBeUndefined();
      expect(backend.sessionUser(undefined)).toBeUndefined();
    });

    it('knows nobody by a token once the customer’s sessions are ended', () => {
      const token = tokenOf();

      backend.endSessions(DEMO_USER_ID);

      expect(backend.sessionUser(token)).toBeUndefined();
    });

    it('knows nobody by a token after its logout, and the customer’s other sessions still', () => {
      const loggedOut = tokenOf();
      const otherPhone = tokenOf();

      backend.closeSession(loggedOut);

      expect(backend.sessionUser(loggedOut)).toBeUndefined();
      expect(backend.sessionUser(otherPhone)).toBe(DEMO_USER_ID);
    });

    it('ends a session unused for 30 minutes', () => {
      const token = tokenOf();

      clock.advance(30 * MINUTE);

      expect(backend.sessionUser(token)).toBeUndefined();
    });

    it('keeps a session in use alive past 30 minutes', () => {
      const token = tokenOf();

      for (let minutes = 0; minutes < 120; minutes += 20) {
        clock.advance(20 * MINUTE);
        expect(backend.sessionUser(token)).toBe(DEMO_USER_ID);
      }
    });

    it('ends a session seven days after login, however much it is used', () => {
      const token = tokenOf();
      for (let step = 0; step < 7 * 24 * 3 - 1; step++) {
        clock.advance(20 * MINUTE);
        backend.sessionUser(token);
      }
      expect(backend.sessionUser(token)).toBe(DEMO_USER_ID);

      clock.advance(20 * MINUTE);

      expect(backend.sessionUser(token)).toBeUndefined();
    });

    it('opens a session as if opened and last used a while ago, for provider states', () => {
      const idle = backend.openSession(DEMO_MOBILE, {
        sinceOpenedMs: 31 * MINUTE,
        sinceUsedMs: 31 * MINUTE,
      });
      const old = backend.openSession(DEMO_MOBILE, {
        sinceOpenedMs: 8 * DAY_MS,
        sinceUsedMs: MINUTE,
      });
      const recent = backend.openSession(DEMO_MOBILE, {
        sinceOpenedMs: 6 * DAY_MS,
        sinceUsedMs: 29 * MINUTE,
      });

      expect(backend.sessionUser(idle?.token)).toBeUndefined();
      expect(backend.sessionUser(old?.token)).toBeUndefined();
      expect(backend.sessionUser(recent?.token)).toBe(DEMO_USER_ID);
      expect(recent?.expiresAt).toEqual(new Date(clock.now().getTime() + DAY_MS));
    });

    it('keeps what its rules say of a token, never the token itself', () => {
      const kept = new MemoryDemoStorage();
      const hashing = new DemoBackend(kept, clock, undefined, {
        sessions: { keep: (token) => `hash(${token})` },
      });

      const token = hashing.openSession(DEMO_MOBILE)?.token ?? '';

      expect(kept.read('sessions')).not.toContain(`"${token}"`);
      expect(kept.read('sessions')).toContain(`hash(${token})`);
      expect(hashing.sessionUser(token)).toBe(DEMO_USER_ID);
      expect(hashing.sessionUser(`hash(${token})`)).toBeUndefined();
    });

    it('keeps sessions across a reload of the same storage', () => {
      const token = tokenOf();

      expect(new DemoBackend(storage, clock).sessionUser(token)).toBe(DEMO_USER_ID);
    });

    it('reads a demo stored before sessions existed, keeping its bookings, with no sessions', () => {
      const userId = userIdOf(backend, NEW_MOBILE);
      backend.saveCart(userId, [{ optionId: 611, quantity: 1, unitPrice: 14_900 }]);
      backend.book(userId);
      const older = new MemoryDemoStorage();
      for (const key of ['users', 'carts', 'bookings']) older.write(key, storage.read(key) ?? '');

      const reloaded = new DemoBackend(older, clock);

      expect(reloaded.bookings(userId)).toHaveLength(1);
      expect(reloaded.sessionUser(tokenOf())).toBeUndefined();
    });

    it('reads a session stored before sessions had lifetimes as ended, keeping the rest', () => {
      storage.write('sessions', JSON.stringify([{ token: 'demo-old', userId: DEMO_USER_ID }]));

      const reloaded = new DemoBackend(storage, clock);

      expect(reloaded.sessionUser('demo-old')).toBeUndefined();
      expect(reloaded.bookings(DEMO_USER_ID)).toHaveLength(10);
    });
  });
  describe('visits (the slots and visit extensions)', () => {
    // The clock of this file: Monday 11 May 2026, 10 am in Hyderabad.
    const MINUTE = 60 * 1000;
    const inWindow = (days: number, hour: number) => windowAt(clock.now(), days, hour);

    function savedCart(userId = DEMO_USER_ID): void {
      const saved = backend.saveCart(userId, [{ optionId: 134, quantity: 1, unitPrice: 33_333 }]);
      if (!saved.ok) throw new Error(saved.error);
    }

    /** The first window still free on the day `days` from today. */
    function freeWindow(days: number) {
      const slots = backend.visitSlots(DEMO_USER_ID);
      const day = visitDayKey(inWindow(days, 8).start);
      const free = slots.ok
        ? slots.value.find((slot) => !slot.full && visitDayKey(slot.start) === day)
        : undefined;
      if (!free) throw new Error(`no window free on ${day}`);
      return { start: free.start, end: free.end };
    }

    function orderOf(bookingId: number) {
      const [order] = backend.bookingDetail(bookingId);
      if (!order) throw new Error(`booking ${bookingId} has no work order`);
      return order;
    }

    it('offers the two-hour windows from 8 am to 8 pm of today and the next six days, none within two hours', () => {
      const slots = backend.visitSlots(DEMO_USER_ID);
      const starts = slots.ok ? slots.value.map((slot) => slot.start) : [];

      expect(starts[0]).toEqual(inWindow(0, 12).start);
      expect(starts.at(-1)).toEqual(inWindow(6, 18).start);
      expect(starts).toHaveLength(4 + 6 * 6);
    });

    it('fills one window of each day entirely, and more of today', () => {
      const slots = backend.visitSlots(DEMO_USER_ID);
      const all = slots.ok ? slots.value : [];
      const fullOn = (day: number) =>
        all.filter(
          (slot) => slot.full && visitDayKey(slot.start) === visitDayKey(inWindow(day, 8).start),
        ).length;

      for (let day = 1; day < 7; day += 1) expect(fullOn(day)).toBeGreaterThanOrEqual(1);
      expect(all.some((slot) => !slot.full)).toBe(true);
    });

    it('books the visit in a window, and refuses one not offered or full', () => {
      savedCart();
      expect(backend.book(DEMO_USER_ID, inWindow(0, 10))).toEqual(
        fail(demoRejections.windowNotOffered),
      );
      const full = inWindow(2, 14);
      backend.fillVisitWindow(full.start);
      expect(backend.book(DEMO_USER_ID, full)).toEqual(
        fail({ windowFull: demoRejections.windowFull }),
      );

      const open = freeWindow(3);
      const booked = backend.book(DEMO_USER_ID, open);
      expect(booked.ok).toBe(true);
      expect(orderOf(booked.ok ? booked.value.bookingId : 0).visit).toEqual({ window: open });
    });

    it("counts this demo's own bookings in a window's places", () => {
      const window = inWindow(3, 12);
      // Two places taken by others, one left.
      backend.fillVisitWindow(window.start);
      const state = JSON.parse(storage.read('visitLoad') ?? '[]') as {
        start: string;
        taken: number;
      }[];
      storage.write('visitLoad', JSON.stringify(state.map((entry) => ({ ...entry, taken: 2 }))));
      savedCart();
      expect(backend.book(DEMO_USER_ID, window).ok).toBe(true);

      savedCart();
      expect(backend.book(DEMO_USER_ID, window)).toEqual(
        fail({ windowFull: demoRejections.windowFull }),
      );
    });

    it('assigns a technician of the trade three minutes after booking, sends them at the window, and is done at its end', () => {
      savedCart();
      const window = freeWindow(1);
      const booked = backend.book(DEMO_USER_ID, window);
      const bookingId = booked.ok ? booked.value.bookingId : 0;

      clock.advance(3 * MINUTE - 1);
      expect(orderOf(bookingId)).toMatchObject({ statusId: 1, visit: { window } });
      clock.advance(1);
      expect(orderOf(bookingId)).toMatchObject({
        statusId: 2,
        visit: { window, technician: { name: 'Ravi', phone: '+91 90000 11001' } },
      });
      clock.advance(window.start.getTime() - clock.now().getTime());
      expect(orderOf(bookingId).statusId).toBe(3);
      clock.advance(window.end.getTime() - clock.now().getTime());
      expect(orderOf(bookingId).statusId).toBe(5);
    });

    it('leaves a cancelled booking cancelled however time passes', () => {
      savedCart();
      const booked = backend.book(DEMO_USER_ID, freeWindow(1));
      const bookingId = booked.ok ? booked.value.bookingId : 0;
      backend.cancel(DEMO_USER_ID, orderOf(bookingId).workOrderId);

      clock.advance(10 * DAY_MS);

      expect(orderOf(bookingId).statusId).toBe(7);
    });

    it('starts with every status, the work in progress going on now', () => {
      const seeded = workOrdersOf(backend, DEMO_USER_ID);
      const mounting = seeded.find((order) => order.statusId === 3);
      const window = mounting?.visit?.window;

      expect(new Set(seeded.map((order) => order.statusId))).toEqual(
        new Set([1, 2, 3, 4, 5, 6, 7]),
      );
      expect(window && window.start <= clock.now() && clock.now() < window.end).toBe(true);
    });

    it('moves the seed on with the clock: once its windows have passed, no visit is still to come or going on', () => {
      clock.advance(10 * DAY_MS);

      const statuses = workOrdersOf(backend, DEMO_USER_ID).map((order) => order.statusId);
      expect(statuses.filter((statusId) => [1, 2, 3].includes(statusId))).toEqual([]);
      expect(statuses).toContain(4);
    });

    it('leaves an order the back office moved by hand where it was put', () => {
      const [sink] = backend.bookingDetail(5005);
      backend.setWorkOrderStatus(sink?.workOrderId ?? 0, 2);

      clock.advance(10 * DAY_MS);

      expect(backend.bookingDetail(5005)[0]?.statusId).toBe(2);
    });

    it('moves a visit to another window while the order can be cancelled, and not once work has begun', () => {
      const [, thermostat] = backend.bookingDetail(5004);
      const id = thermostat?.workOrderId ?? 0;
      const to = freeWindow(4);

      expect(backend.changeVisitTime(DEMO_USER_ID, id, to)).toEqual(ok(undefined));
      expect(backend.bookingDetail(5004)[1]?.visit?.window).toEqual(to);

      backend.setWorkOrderStatus(id, 3);
      expect(backend.changeVisitTime(DEMO_USER_ID, id, freeWindow(5))).toEqual(
        fail(demoRejections.notMovable),
      );
      expect(backend.visitSlots(DEMO_USER_ID, id)).toEqual(fail(demoRejections.notMovable));
    });

    it('lets the back office send a technician of the trade now, and says when there is no such order', () => {
      const [sink] = backend.bookingDetail(5005);

      expect(backend.assignTechnician(sink?.workOrderId ?? 0)).toBe(true);
      expect(backend.bookingDetail(5005)[0]).toMatchObject({
        statusId: 2,
        visit: { technician: { name: expect.any(String), phone: expect.stringMatching(/^\+91 /) } },
      });
      expect(backend.assignTechnician(1)).toBe(false);
    });

    it("gives a technician's number while the visit is to come or going on, and none once the work order is done, rejected or cancelled", () => {
      const [, thermostat] = backend.bookingDetail(5004);
      const id = thermostat?.workOrderId ?? 0;
      backend.assignTechnician(id);
      const numberAt = (statusId: number) => {
        backend.setWorkOrderStatus(id, statusId);
        return backend.bookingDetail(5004)[1]?.visit?.technician;
      };

      for (const statusId of [2, 3, 4])
        expect(numberAt(statusId)).toMatchObject({
          name: expect.any(String),
          phone: expect.stringMatching(/^\+91 /),
        });
      for (const statusId of [5, 6, 7])
        expect(numberAt(statusId)).toMatchObject({ name: expect.any(String), phone: '' });
    });

    it("keeps giving a technician's number after the job when its rules say so, as SPEC §7's backend would", () => {
      const always = new DemoBackend(storage, clock, undefined, { technicianContact: 'always' });
      const [done] = always.bookingDetail(5001);

      expect(done?.statusId).toBe(5);
      expect(done?.visit?.technician?.phone).toMatch(/^\+91 /);
      expect(backend.bookingDetail(5001)[0]?.visit?.technician?.phone).toBe('');
    });

    it("does not let a customer move, or read the windows of, another customer's order", () => {
      const [order] = backend.bookingDetail(5004);

      expect(backend.changeVisitTime(102, order?.workOrderId ?? 0, inWindow(4, 16))).toEqual(
        fail(demoRejections.workOrderNotFound),
      );
      expect(backend.visitSlots(102, order?.workOrderId ?? 0)).toEqual(
        fail(demoRejections.workOrderNotFound),
      );
    });

    it('keeps a visit and its technician through a reload, and throws away a stored visit that is not one', () => {
      const again = new DemoBackend(storage, clock);
      expect(again.bookingDetail(5004)[0]?.visit?.technician?.name).toBe('Anil');

      const bookings = JSON.parse(storage.read('bookings') ?? '[]') as Record<string, unknown>[];
      const broken = bookings.map((booking) => ({
        ...booking,
        workOrders: (booking.workOrders as Record<string, unknown>[]).map((order) => ({
          ...order,
          visitStart: 'not a date',
        })),
      }));
      storage.write('bookings', JSON.stringify(broken));
      expect(new DemoBackend(storage, clock).bookingDetail(5004)[0]?.visit?.window?.start).toEqual(
        windowAt(clock.now(), 1, 10).start,
      );
    });
  });
});
