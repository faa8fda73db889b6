import { describe, expect, it } from 'vitest';
import { offline } from '../../../../src/app/features/offline';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import { AppUpdate } from '../../../../src/presenters/offline/AppUpdate';
import { StatusStripPresenter } from '../../../../src/presenters/offline/StatusStripPresenter';
import { SavedCopies } from '../../../../src/presenters/shell/SavedCopies';
import { FakeConnection } from '../../../support/FakeConnection';
import { testApp } from '../../../support/testContainer';

function strip(page = '/my-bookings') {
  const connection = new FakeConnection();
  const copies = new SavedCopies();
  const app = testApp({
    features: [offline],
    overrides: [override(TOKENS.connection, connection), override(SavedCopies, copies)],
  });
  const presenter = app.get(StatusStripPresenter);
  presenter.showing(page);
  return { app, presenter, connection, copies };
}

/** The day of the app's clock, `daysBefore` earlier, at a time of the phone's own zone. */
function at(app: ReturnType<typeof strip>['app'], hours: number, minutes: number, daysBefore = 0) {
  const time = new Date(app.clock.now());
  time.setDate(time.getDate() - daysBefore);
  time.setHours(hours, minutes, 0, 0);
  return time;
}

describe('StatusStripPresenter', () => {
  it('says nothing while the phone is online and the page shows the backend’s answers', () => {
    expect(strip().presenter.viewModel).toEqual({
      offline: undefined,
      savedCopy: undefined,
      update: undefined,
    });
  });

  it('says the phone is offline and what still works, and goes when it is back online', () => {
    const { presenter, connection } = strip();
    connection.goOffline();
    expect(presenter.viewModel.offline?.title).toBe("You're offline.");

    connection.goOnline();
    expect(presenter.viewModel.offline).toBeUndefined();
  });

  it('says when the copy shown was saved on this phone, for this page only', () => {
    const { app, presenter, copies } = strip();
    copies.answeredFromCopy(at(app, 10, 42));

    expect(presenter.viewModel.savedCopy).toBe('Saved on this phone at 10:42 AM');
    presenter.showing('/cart');
    expect(presenter.viewModel.savedCopy).toBeUndefined();
  });

  it('names the day of a copy saved before today', () => {
    const { app, presenter, copies } = strip();
    copies.answeredFromCopy(at(app, 18, 5, 2));

    expect(presenter.viewModel.savedCopy).toBe('Saved on this phone on Nov 19, 2026, 6:05 PM');
  });

  it('offers a new version, whose Reload switches to it', () => {
    const { app, presenter } = strip();
    let tookOver = 0;
    app.get(AppUpdate).newVersionWaits(() => (tookOver += 1));

    expect(presenter.viewModel.update?.text).toBe('A new version is ready');
    presenter.reload();
    expect(tookOver).toBe(1);
  });

  it('holds the new version back while something typed on the page would be lost, until the next page', () => {
    const { app, presenter } = strip('/signup');
    app.get(AppUpdate).newVersionWaits(() => undefined);
    presenter.typing();

    expect(presenter.viewModel.update).toBeUndefined();
    presenter.showing('/my-bookings');
    expect(presenter.viewModel.update).toBeDefined();
  });

  it('is never forced: Not now puts the offer away', () => {
    const { app, presenter } = strip();
    app.get(AppUpdate).newVersionWaits(() => undefined);

    presenter.later();

    expect(presenter.viewModel.update).toBeUndefined();
  });

  describe('back online', () => {
    it('has a page showing saved copies drawn afresh, and it no longer says it shows a copy', () => {
      const { app, presenter, connection, copies } = strip();
      const stop = presenter.watch();
      connection.goOffline();
      copies.answeredFromCopy(at(app, 10, 42));

      connection.goOnline();
      stop();

      expect(copies.drawings).toBe(1);
      expect(presenter.viewModel.savedCopy).toBeUndefined();
    });

    it('leaves a page showing the backend’s answers as it is', () => {
      const { presenter, connection, copies } = strip();
      const stop = presenter.watch();
      connection.goOffline();

      connection.goOnline();
      stop();

      expect(copies.drawings).toBe(0);
    });

    it('leaves a page where something was typed as it is, so nothing typed is lost', () => {
      const { app, presenter, connection, copies } = strip('/signup');
      const stop = presenter.watch();
      connection.goOffline();
      copies.answeredFromCopy(at(app, 10, 42));
      presenter.typing();

      connection.goOnline();
      stop();

      expect(copies.drawings).toBe(0);
      expect(presenter.viewModel.savedCopy).toBe('Saved on this phone at 10:42 AM');
    });
  });
});
