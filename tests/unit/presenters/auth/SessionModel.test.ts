import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';
import { testApp } from '../../../support/testContainer';
import { SessionModel } from '../../../../src/presenters/auth/SessionModel';
import { FakeStorageEvents } from '../../../support/FakeStorageEvents';

function storageWith(userId: string): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem('userId', userId);
  return storage;
}

describe('SessionModel', () => {
  it('is logged out when the device holds no user id', () => {
    const session = testApp().get(SessionModel);

    expect(session.userId).toBe(0);
    expect(session.isLoggedIn).toBe(false);
  });

  it('is logged in as the user whose id the device holds', () => {
    const session = testApp({ localStorage: storageWith('101') }).get(SessionModel);

    expect(session.userId).toBe(101);
    expect(session.isLoggedIn).toBe(true);
  });

  it("is logged out, without a warning, when the device holds '0'", () => {
    const app = testApp({ localStorage: storageWith('0') });

    expect(app.get(SessionModel).isLoggedIn).toBe(false);
    expect(app.notifier.notifications).toEqual([]);
  });

  it("warns 'Your saved login could not be read. Please log in again.' about a corrupt user id", () => {
    const app = testApp({ localStorage: storageWith('abc') });

    const session = app.get(SessionModel);

    expect(session.isLoggedIn).toBe(false);
    expect(app.notifier.notifications).toEqual([
      {
        kind: 'warning',
        message: 'Your saved login could not be read. Please log in again.',
        durationMs: 4000,
      },
    ]);
    expect(app.localStorage.getItem('userId')).toBeNull();
  });

  it('follows a login made in another tab', () => {
    const local = new MemoryStorage();
    const otherTab = new FakeStorageEvents();
    const app = testApp({ localStorage: local, storageEvents: otherTab });
    const session = app.get(SessionModel);

    otherTab.otherTabWrote(local, 'userId', '102');

    expect(session.userId).toBe(102);
  });

  it('follows a logout made in another tab', () => {
    const local = storageWith('101');
    const otherTab = new FakeStorageEvents();
    const app = testApp({ localStorage: local, storageEvents: otherTab });
    const session = app.get(SessionModel);

    otherTab.otherTabWrote(local, 'userId', '0');

    expect(session.isLoggedIn).toBe(false);
  });

  describe('when the backend ends the session', () => {
    function loggedInWithToken() {
      const local = storageWith('101');
      local.setItem('sessionToken', 'tok-101');
      local.setItem('cart', '[{"optionId":611}]');
      return testApp({ localStorage: local });
    }

    it('logs the customer out and forgets the token', () => {
      const app = loggedInWithToken();
      const session = app.get(SessionModel);

      session.sessionEnded();

      expect(session.isLoggedIn).toBe(false);
      expect(app.localStorage.getItem('userId')).toBeNull();
      expect(app.localStorage.getItem('sessionToken')).toBeNull();
    });

    it('keeps the cart', () => {
      const app = loggedInWithToken();

      app.get(SessionModel).sessionEnded();

      expect(app.localStorage.getItem('cart')).toBe('[{"optionId":611}]');
    });

    it("warns 'Your session has ended. Please log in again.' once, however many calls were refused", () => {
      const app = loggedInWithToken();
      const session = app.get(SessionModel);

      session.sessionEnded();
      session.sessionEnded();

      expect(app.notifier.notifications.map((shown) => [shown.kind, shown.message])).toEqual([
        ['warning', 'Your session has ended. Please log in again.'],
      ]);
    });
  });
});
