import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';
import { testApp } from '../../../support/testContainer';
import { SessionModel } from '../../../../src/presenters/auth/SessionModel';
import { FakeStorageEvents } from '../../../support/FakeStorageEvents';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import { RecordingPersonalCopies } from '../../core/support/RecordingPersonalCopies';

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

      void session.sessionEnded();

      expect(session.isLoggedIn).toBe(false);
      expect(app.localStorage.getItem('userId')).toBeNull();
      expect(app.localStorage.getItem('sessionToken')).toBeNull();
    });

    it('keeps the cart', () => {
      const app = loggedInWithToken();

      void app.get(SessionModel).sessionEnded();

      expect(app.localStorage.getItem('cart')).toBe('[{"optionId":611}]');
    });

    it("warns 'Your session has ended. Please log in again.' once, however many calls were refused", () => {
      const app = loggedInWithToken();
      const session = app.get(SessionModel);

      void session.sessionEnded();
      void session.sessionEnded();

      expect(app.notifier.notifications.map((shown) => [shown.kind, shown.message])).toEqual([
        ['warning', 'Your session has ended. Please log in again.'],
      ]);
    });

    it("deletes the copies of the customer's data kept on the phone", async () => {
      const copies = new RecordingPersonalCopies();
      const app = testApp({
        localStorage: storageWith('101'),
        overrides: [override(TOKENS.personalCopies, copies)],
      });

      await app.get(SessionModel).sessionEnded();

      expect(copies.deletions).toEqual(['all']);
    });
  });

  describe('when its time is up (verify gave expiresAt)', () => {
    const MINUTE = 60 * 1000;

    function loggedInUntil(minutesFromNow: number) {
      const local = storageWith('101');
      const copies = new RecordingPersonalCopies();
      const app = testApp({
        localStorage: local,
        overrides: [override(TOKENS.personalCopies, copies)],
      });
      local.setItem('sessionToken', 'tok-101');
      local.setItem(
        'sessionExpiresAt',
        new Date(app.clock.now().getTime() + minutesFromNow * MINUTE).toISOString(),
      );
      return { app, copies, session: app.get(SessionModel) };
    }

    it('stays logged in until that moment', () => {
      const { app, session } = loggedInUntil(30);

      app.clock.advance(30 * MINUTE - 1);

      expect(session.isLoggedIn).toBe(true);
      expect(app.notifier.notifications).toEqual([]);
    });

    it('ends the session at that moment, with the warning, keeping the cart', () => {
      const { app, session } = loggedInUntil(30);
      app.localStorage.setItem('cart', '[]');

      app.clock.advance(30 * MINUTE);

      expect(session.isLoggedIn).toBe(false);
      expect(app.localStorage.getItem('sessionToken')).toBeNull();
      expect(app.localStorage.getItem('cart')).toBe('[]');
      expect(app.notifier.last?.message).toBe('Your session has ended. Please log in again.');
    });

    it('ends a session whose time was already up when the app starts', () => {
      const { app, session } = loggedInUntil(-1);

      app.clock.advance(0);

      expect(session.isLoggedIn).toBe(false);
    });

    it('waits for an end further away than a timer can wait', () => {
      const { app, session } = loggedInUntil(40 * 24 * 60);

      app.clock.advance(40 * 24 * 60 * MINUTE - 1);
      expect(session.isLoggedIn).toBe(true);
      app.clock.advance(1);

      expect(session.isLoggedIn).toBe(false);
    });

    it('waits for the new end after a new login', () => {
      const { app, session } = loggedInUntil(30);
      app.localStorage.setItem(
        'sessionExpiresAt',
        new Date(app.clock.now().getTime() + 90 * MINUTE).toISOString(),
      );
      session.refresh();

      app.clock.advance(60 * MINUTE);

      expect(session.isLoggedIn).toBe(true);
    });
  });

  describe('when another tab changes who is logged in', () => {
    function twoTabs() {
      const local = storageWith('101');
      const otherTab = new FakeStorageEvents();
      const copies = new RecordingPersonalCopies();
      const app = testApp({
        localStorage: local,
        storageEvents: otherTab,
        overrides: [override(TOKENS.personalCopies, copies)],
      });
      app.get(SessionModel);
      return { local, otherTab, copies };
    }

    it("deletes every customer's copies when it logs out", () => {
      const { local, otherTab, copies } = twoTabs();

      otherTab.otherTabWrote(local, 'userId', '0');

      expect(copies.deletions).toEqual(['all']);
    });

    it("deletes all but the new customer's copies when it logs someone else in", () => {
      const { local, otherTab, copies } = twoTabs();

      otherTab.otherTabWrote(local, 'userId', '102');

      expect(copies.deletions).toEqual([{ kept: 102 }]);
    });
  });
});
