import { describe, expect, it } from 'vitest';
import { login } from '../../../../src/app/features/login';
import { testApp, type TestApp } from '../../../support/testContainer';
import { loggedInApp } from '../doubles';
import { SessionGuardPresenter } from '../../../../src/presenters/auth/SessionGuardPresenter';
import { AccountMenuPresenter } from '../../../../src/presenters/shell/AccountMenuPresenter';
import { account } from '../../../../src/app/features/account';
import { SessionModel } from '../../../../src/presenters/auth/SessionModel';
import { LoginGate } from '../../../../src/presenters/auth/LoginGate';
import { LoginPresenter } from '../../../../src/presenters/auth/LoginPresenter';
import { settle } from '../../../support/settle';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [login, account];

const PRIYA = '9876543210';
const NEW_NUMBER = '9000000001';

/** Logs in through the real login dialog's presenter, as the visitor would. */
async function logInThroughDialog(app: TestApp, mobile: string): Promise<void> {
  const login = app.get(LoginPresenter);
  login.setMobile(mobile);
  await login.sendCode();
  login.paste('123456');
  await login.verify();
}

describe('SessionGuardPresenter', () => {
  it('lets a logged-in customer in at once, without the login dialog', async () => {
    const app = loggedInApp({ features });
    const guard = app.get(SessionGuardPresenter);

    await guard.ensureSession();

    expect(guard.viewModel.allowed).toBe(true);
    expect(app.get(LoginGate).isOpen).toBe(false);
    expect(app.navigator.visited).toEqual([]);
  });

  it('keeps a visitor out and opens the login dialog', async () => {
    const app = testApp({ features });
    const guard = app.get(SessionGuardPresenter);

    void guard.ensureSession();
    await settle();

    expect(guard.viewModel.allowed).toBe(false);
    expect(app.get(LoginGate).isOpen).toBe(true);
    expect(app.navigator.visited).toEqual([]);
  });

  it('lets the visitor in, where they were going, once they log in', async () => {
    const app = testApp({ features });
    const guard = app.get(SessionGuardPresenter);
    const waiting = guard.ensureSession();

    await logInThroughDialog(app, PRIYA);
    await waiting;

    expect(guard.viewModel.allowed).toBe(true);
    expect(app.get(LoginGate).isOpen).toBe(false);
    expect(app.navigator.visited).toEqual([]);
  });

  it('sends the visitor home when they close the login dialog', async () => {
    const app = testApp({ features });
    const guard = app.get(SessionGuardPresenter);
    const waiting = guard.ensureSession();

    app.get(LoginPresenter).close();
    await waiting;

    expect(guard.viewModel.allowed).toBe(false);
    expect(app.navigator.visited).toEqual(['/']);
  });

  it('lets a new customer go on to create their profile, not home', async () => {
    const app = testApp({ features });
    const guard = app.get(SessionGuardPresenter);
    const waiting = guard.ensureSession();

    await logInThroughDialog(app, NEW_NUMBER);
    await waiting;

    expect(guard.viewModel.allowed).toBe(true);
    expect(app.navigator.visited).toEqual(['/signup']);
  });

  it('stays put when the dialog closes after the visitor logged in elsewhere (another tab)', async () => {
    const app = testApp({ features });
    const guard = app.get(SessionGuardPresenter);
    const waiting = guard.ensureSession();

    app.localStorage.setItem('userId', '101');
    app.get(SessionModel).refresh();
    app.get(LoginGate).settle('dismissed');
    await waiting;

    expect(guard.viewModel.allowed).toBe(true);
    expect(app.navigator.visited).toEqual([]);
  });

  it('shares one login dialog between two guarded screens', async () => {
    const app = testApp({ features });
    const first = app.get(SessionGuardPresenter);
    const second = app.get(SessionGuardPresenter);
    const waiting = Promise.all([first.ensureSession(), second.ensureSession()]);

    await logInThroughDialog(app, PRIYA);
    await waiting;

    expect(first.viewModel.allowed).toBe(true);
    expect(second.viewModel.allowed).toBe(true);
  });

  it('keeps the visitor out again after logging out', async () => {
    const app = loggedInApp({ features });
    const guard = app.get(SessionGuardPresenter);
    await guard.ensureSession();

    await app.get(AccountMenuPresenter).logout();

    expect(guard.viewModel.allowed).toBe(false);
  });
});
