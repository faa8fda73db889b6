import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID, DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { LocalStorageDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import { LocalStorageSessionStore } from '../../../../src/adapters/storage/LocalStorageSessionStore';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';
import { Logout } from '../../../../src/core/auth/Logout';
import { FakeClock } from '../../../support/FakeClock';
import { FakeStorageEvents } from '../../../support/FakeStorageEvents';
import { RecordingPersonalCopies } from '../../core/support/RecordingPersonalCopies';
import { authDouble } from '../../core/support/gatewayDoubles';

/** Storage as strict privacy settings leave it: every call throws. */
class BlockedStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override clear(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override get length(): number {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

describe('LocalStorageSessionStore', () => {
  let local: MemoryStorage;
  let session: MemoryStorage;
  let events: FakeStorageEvents;
  let store: LocalStorageSessionStore;

  beforeEach(() => {
    local = new MemoryStorage();
    session = new MemoryStorage();
    events = new FakeStorageEvents();
    store = new LocalStorageSessionStore(local, session, events);
  });

  it('reads nobody logged in when nothing or 0 is stored', () => {
    expect(store.read()).toEqual({ userId: 0, discardedCorruptValue: false });
    local.setItem('userId', '0');
    expect(store.read()).toEqual({ userId: 0, discardedCorruptValue: false });
  });

  it('stores the user id as text under userId and reads it back', () => {
    store.write(101);
    expect(local.getItem('userId')).toBe('101');
    expect(store.read()).toEqual({ userId: 101, discardedCorruptValue: false });
  });

  it('keeps the session’s token and its end beside the user id', () => {
    const expiresAt = new Date('2026-12-04T10:30:00.000Z');

    store.write(101, { token: 'tok-101', expiresAt });

    expect(local.getItem('sessionToken')).toBe('tok-101');
    expect(local.getItem('sessionExpiresAt')).toBe('2026-12-04T10:30:00.000Z');
    expect(store.read()).toEqual({
      userId: 101,
      token: 'tok-101',
      expiresAt,
      discardedCorruptValue: false,
    });
  });

  it('replaces the token and its end at a new login, and keeps none the backend did not give', () => {
    store.write(101, { token: 'tok-old', expiresAt: new Date('2026-12-04T10:30:00.000Z') });

    store.write(102);

    expect(store.read()).toEqual({ userId: 102, discardedCorruptValue: false });
    expect(local.getItem('sessionExpiresAt')).toBeNull();
  });

  it('reads an end that is not a date as a session already over', () => {
    store.write(101, { token: 'tok-101', expiresAt: new Date('2026-12-04T10:30:00.000Z') });
    local.setItem('sessionExpiresAt', 'soon');

    expect(store.read().expiresAt).toEqual(new Date(0));
  });

  it('forgets the token and its end when the session ends, keeping the rest', () => {
    local.setItem('cart', '[]');
    store.write(101, { token: 'tok-101', expiresAt: new Date('2026-12-04T10:30:00.000Z') });

    store.endSession();

    expect(store.read()).toEqual({ userId: 0, discardedCorruptValue: false });
    expect(local.getItem('sessionToken')).toBeNull();
    expect(local.getItem('sessionExpiresAt')).toBeNull();
    expect(local.getItem('cart')).toBe('[]');
  });

  it('removes the stored id when asked to write one that is not a user id', () => {
    store.write(101);
    store.write(0);
    expect(local.getItem('userId')).toBeNull();
    store.write(101);
    store.write(2.5);
    expect(store.read().userId).toBe(0);
  });

  it.each(['abc', '-3', '1.5', '{"x":1}', '', ' 7', '007', '1e3', '12345678901234567890', 'null'])(
    'discards a stored userId of %j and reports it once',
    (raw) => {
      local.setItem('userId', raw);
      expect(store.read()).toEqual({ userId: 0, discardedCorruptValue: true });
      expect(local.getItem('userId')).toBeNull();
      expect(store.read()).toEqual({ userId: 0, discardedCorruptValue: false });
    },
  );

  it('keeps a verified user logged in for this page when storage is full', () => {
    local.setItem('userId', '55');
    local.quotaChars = 0;
    store.write(101);
    expect(store.read()).toEqual({ userId: 101, discardedCorruptValue: false });
    store.signOut();
    expect(store.read().userId).toBe(0);
  });

  it('reads nobody logged in, and never throws, when storage is blocked', () => {
    const blocked = new LocalStorageSessionStore(new BlockedStorage(), new BlockedStorage());
    expect(blocked.read()).toEqual({ userId: 0, discardedCorruptValue: false });
    expect(() => blocked.write(101)).not.toThrow();
    expect(() => blocked.signOut()).not.toThrow();
  });

  it('signs out by clearing session storage and local storage except the demo backend keys', () => {
    store.write(101);
    local.setItem('cart', '[]');
    local.setItem('someOtherAppKey', 'x');
    local.setItem('gharseva-demo:bookings', '[]');
    local.setItem('gharseva-demo:users', '[]');
    session.setItem('anything', 'y');

    store.signOut();

    expect(session.length).toBe(0);
    const left = Array.from({ length: local.length }, (_, index) => local.key(index));
    expect(left).toEqual(['gharseva-demo:bookings', 'gharseva-demo:users']);
    expect(store.read().userId).toBe(0);
  });

  it('keeps the language and the way she pays through sign-out: preferences of the device', () => {
    store.write(101);
    local.setItem('lang', 'te');
    local.setItem('paymentChoice', 'after-service');

    store.signOut();

    expect(local.getItem('lang')).toBe('te');
    expect(local.getItem('paymentChoice')).toBe('after-service');
  });

  it('keeps the demo bookings through Logout, so the same number finds them again', async () => {
    const clock = new FakeClock(new Date('2026-05-11T04:30:00.000Z'));
    const backend = new DemoBackend(new LocalStorageDemoStorage(local), clock);
    const id = backend.bookings(DEMO_USER_ID)[0]?.bookingId ?? -1;
    backend.cancel(DEMO_USER_ID, backend.bookingDetail(id)[0]?.workOrderId ?? -1);
    store.write(DEMO_USER_ID);

    await new Logout(store, authDouble(), new RecordingPersonalCopies(), clock).execute();

    const afterReload = new DemoBackend(new LocalStorageDemoStorage(local), clock);
    expect(afterReload.bookingDetail(id)).toEqual(backend.bookingDetail(id));
    expect(afterReload.bookingDetail(id)[0]?.statusId).toBe(7);
  });

  describe('subscribe', () => {
    it('reports the user id another tab logged in with, and 0 when it logs out', () => {
      const seen: number[] = [];
      store.subscribe((userId) => seen.push(userId));
      local.setItem('userId', '202');
      events.otherTabChanged(local, 'userId');
      local.removeItem('userId');
      events.otherTabChanged(local, 'userId');
      expect(seen).toEqual([202, 0]);
    });

    it('reports 0 when another tab cleared all of local storage', () => {
      const seen: number[] = [];
      store.write(101);
      store.subscribe((userId) => seen.push(userId));
      local.clear();
      events.otherTabChanged(local, null);
      expect(seen).toEqual([0]);
    });

    it('ignores changes to other keys and to session storage', () => {
      const seen: number[] = [];
      store.subscribe((userId) => seen.push(userId));
      events.otherTabChanged(local, 'cart');
      events.otherTabChanged(session, 'userId');
      expect(seen).toEqual([]);
    });

    it('stops reporting after unsubscribing and lets go of the window', () => {
      const seen: number[] = [];
      const stop = store.subscribe((userId) => seen.push(userId));
      expect(events.listenerCount).toBe(1);
      stop();
      stop();
      expect(events.listenerCount).toBe(0);
      events.otherTabChanged(local, 'userId');
      expect(seen).toEqual([]);
    });
  });
});
