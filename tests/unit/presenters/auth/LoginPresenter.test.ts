import { describe, expect, it } from 'vitest';
import { login } from '../../../../src/app/features/login';
import { DEMO_MOBILE, DEMO_OTP } from '../../../../src/adapters/fake/DemoBackend';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import { rejected, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { testApp, type TestApp } from '../../../support/testContainer';
import { AUTH_GATEWAY_METHODS, type AuthGateway } from '../../../../src/core/auth/AuthGateway';
import { portDouble, type PortDouble } from '../../../support/portDouble';
import { SessionModel } from '../../../../src/presenters/auth/SessionModel';
import { LoginGate } from '../../../../src/presenters/auth/LoginGate';
import { LoginPresenter } from '../../../../src/presenters/auth/LoginPresenter';
import { BusyModel } from '../../../../src/presenters/shell/BusyModel';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [login];

const NEW_MOBILE = '9123456789';

/** The login dialog, opened the way the user icon or checkout opens it. */
function openLogin(app: TestApp = testApp({ features })) {
  const outcome = app.get(LoginGate).request();
  return { app, login: app.get(LoginPresenter), outcome };
}

/** The dialog on its code step, the code sent to `mobile`. */
async function onCodeStep(mobile = DEMO_MOBILE, app: TestApp = testApp({ features })) {
  const opened = openLogin(app);
  opened.login.setMobile(mobile);
  await opened.login.sendCode();
  return opened;
}

/** An app whose login calls are counted by a hand-written double on the demo backend. */
function countingApp() {
  let auth: PortDouble<AuthGateway> | undefined;
  const app = testApp({
    features,
    overrides: (gateways) => [
      override(
        TOKENS.authGateway,
        (auth = portDouble(AUTH_GATEWAY_METHODS, { inner: gateways.auth })),
      ),
    ],
  });
  if (!auth) throw new Error('the counting gateway was not made');
  return { app, auth };
}

describe('LoginPresenter', () => {
  describe('phone step', () => {
    it("starts on the phone step titled 'Log in or sign up', open while the gate is", () => {
      const { login } = openLogin();

      expect(login.viewModel).toMatchObject({
        isOpen: true,
        step: 'phone',
        title: 'Log in or sign up',
        mobile: '',
        canContinue: false,
      });
    });

    it('keeps Continue disabled until the number has ten digits', () => {
      const { login } = openLogin();

      login.setMobile('987654321');

      expect(login.viewModel.canContinue).toBe(false);
    });

    it('enables Continue for a ten-digit number starting with 6 to 9', () => {
      const { login } = openLogin();

      login.setMobile('6876543210');

      expect(login.viewModel.canContinue).toBe(true);
    });

    it('keeps Continue disabled for a number starting with 5', () => {
      const { login } = openLogin();

      login.setMobile('5876543210');

      expect(login.viewModel.canContinue).toBe(false);
    });

    it('explains why Continue stays disabled once ten digits that cannot be a mobile are in', () => {
      const { login } = openLogin();

      login.setMobile('5876543210');

      expect(login.viewModel.mobileError).toBe(
        'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
      );
    });

    it('does not scold a number that is still being typed', () => {
      const { login } = openLogin();

      login.setMobile('58765');

      expect(login.viewModel.mobileError).toBeUndefined();
    });

    it('has nothing to explain for a valid number', () => {
      const { login } = openLogin();

      login.setMobile(DEMO_MOBILE);

      expect(login.viewModel.mobileError).toBeUndefined();
    });

    it('keeps only the digits of what is typed', () => {
      const { login } = openLogin();

      login.setMobile('98a7 6');

      expect(login.viewModel.mobile).toBe('9876');
    });

    it("turns a pasted '+91 98765-43210' into '9876543210'", () => {
      const { login } = openLogin();

      login.setMobile('+91 98765-43210');

      expect(login.viewModel.mobile).toBe('9876543210');
      expect(login.viewModel.canContinue).toBe(true);
    });

    it('ignores Continue while the number is not valid', async () => {
      const { app, auth } = countingApp();
      const { login } = openLogin(app);
      login.setMobile('5876543210');

      await login.sendCode();

      expect(auth.callsTo('sendOtp')).toEqual([]);
      expect(login.viewModel.step).toBe('phone');
    });
  });

  describe('sending the code', () => {
    it("moves to the code step titled 'Enter the OTP'", async () => {
      const { login } = await onCodeStep();

      expect(login.viewModel.step).toBe('code');
      expect(login.viewModel.title).toBe('Enter the OTP');
      expect(login.viewModel.digits).toEqual(['', '', '', '', '', '']);
    });

    it("says 'OTP sent to +91 9876543210' as a success and on the code step", async () => {
      const { app, login } = await onCodeStep();

      expect(app.notifier.last).toEqual({
        kind: 'success',
        message: 'OTP sent to +91 9876543210',
        durationMs: 3000,
      });
      expect(login.viewModel.sentMessage).toBe('OTP sent to +91 9876543210');
    });

    it('shows the demo code on the code step in demo mode', async () => {
      const { login } = await onCodeStep();

      expect(login.viewModel.demoHint).toBe('Demo mode: the OTP is 123456.');
    });

    it('puts the focus in the first box', async () => {
      const { login } = await onCodeStep();

      expect(login.viewModel.focus.box).toBe(0);
    });

    it('shows the full-screen spinner and disables Continue while the code is being sent', () => {
      const { app, login } = openLogin();
      login.setMobile(DEMO_MOBILE);

      void login.sendCode();

      expect(app.get(BusyModel).isBusy).toBe(true);
      expect(login.viewModel.working).toBe(true);
      expect(login.viewModel.canContinue).toBe(false);
    });

    it('sends one code when Continue is clicked twice while the first is on its way', async () => {
      const { app, auth } = countingApp();
      const { login } = openLogin(app);
      login.setMobile(DEMO_MOBILE);

      await Promise.all([login.sendCode(), login.sendCode()]);

      expect(auth.callsTo('sendOtp')).toEqual([[DEMO_MOBILE]]);
    });

    it("shows the server's text and stays on the phone step when the server refuses", async () => {
      const app = testApp({ features });
      app.gateways.auth.failNext('sendOtp', rejected('Too many attempts. Try again in an hour.'));
      const { login } = openLogin(app);
      login.setMobile(DEMO_MOBILE);

      await login.sendCode();

      expect(login.viewModel.error).toBe('Too many attempts. Try again in an hour.');
      expect(login.viewModel.step).toBe('phone');
      expect(app.get(BusyModel).isBusy).toBe(false);
    });

    it("says 'Failed to load services' when the server cannot be reached", async () => {
      const app = testApp({ features });
      app.gateways.auth.failNext('sendOtp', unavailable('network'));
      const { login } = openLogin(app);
      login.setMobile(DEMO_MOBILE);

      await login.sendCode();

      expect(login.viewModel.error).toBe('Failed to load services');
      expect(login.viewModel.step).toBe('phone');
      expect(login.viewModel.canContinue).toBe(true);
      expect(app.get(BusyModel).isBusy).toBe(false);
    });

    it('clears the error when the number is edited', async () => {
      const app = testApp({ features });
      app.gateways.auth.failNext('sendOtp', unavailable('network'));
      const { login } = openLogin(app);
      login.setMobile(DEMO_MOBILE);
      await login.sendCode();

      login.setMobile('987654321');

      expect(login.viewModel.error).toBeUndefined();
    });
  });

  describe('resend timer', () => {
    it("reads 'Resend OTP in 30s' right after the code is sent", async () => {
      const { login } = await onCodeStep();

      expect(login.viewModel.countdown).toBe('Resend OTP in 30s');
      expect(login.viewModel.canResend).toBe(false);
    });

    it("reads 'Resend OTP in 29s' a second later", async () => {
      const { app, login } = await onCodeStep();

      app.clock.advance(1000);

      expect(login.viewModel.countdown).toBe('Resend OTP in 29s');
    });

    it('still counts at 29.999 seconds', async () => {
      const { app, login } = await onCodeStep();

      app.clock.advance(29_999);

      expect(login.viewModel.countdown).toBe('Resend OTP in 1s');
      expect(login.viewModel.canResend).toBe(false);
    });

    it('offers Resend OTP after 30 seconds, with the timer stopped', async () => {
      const { app, login } = await onCodeStep();

      app.clock.advance(30_000);

      expect(login.viewModel.countdown).toBeUndefined();
      expect(login.viewModel.canResend).toBe(true);
      expect(app.clock.pendingTimers).toBe(0);
    });

    it('ignores Resend before the 30 seconds are up', async () => {
      const { app, auth } = countingApp();
      const { login } = await onCodeStep(DEMO_MOBILE, app);
      app.clock.advance(29_000);

      await login.resend();

      expect(auth.callsTo('sendOtp')).toEqual([[DEMO_MOBILE]]);
    });

    it('sends the code again on Resend and counts down from 30 again', async () => {
      const { app, auth } = countingApp();
      const { login } = await onCodeStep(DEMO_MOBILE, app);
      app.clock.advance(30_000);

      await login.resend();

      expect(auth.callsTo('sendOtp')).toEqual([[DEMO_MOBILE], [DEMO_MOBILE]]);
      expect(login.viewModel.countdown).toBe('Resend OTP in 30s');
      expect(app.notifier.last?.message).toBe('OTP sent to +91 9876543210');
      app.clock.advance(1000);
      expect(login.viewModel.countdown).toBe('Resend OTP in 29s');
    });

    it("shows the server's text and keeps Resend offered when a resend is refused", async () => {
      const { app, login } = await onCodeStep();
      app.clock.advance(30_000);
      app.gateways.auth.failNext('sendOtp', rejected('Too many attempts. Try again in an hour.'));

      await login.resend();

      expect(login.viewModel.error).toBe('Too many attempts. Try again in an hour.');
      expect(login.viewModel.canResend).toBe(true);
    });
  });

  describe('code boxes', () => {
    it('moves the focus to the next box when a digit is typed', async () => {
      const { login } = await onCodeStep();

      login.typeDigit(0, '1');

      expect(login.viewModel.digits[0]).toBe('1');
      expect(login.viewModel.focus.box).toBe(1);
    });

    it('clears a non-digit and keeps the focus where it is', async () => {
      const { login } = await onCodeStep();
      login.typeDigit(0, '1');
      const focus = login.viewModel.focus;

      login.typeDigit(1, 'a');

      expect(login.viewModel.digits[1]).toBe('');
      expect(login.viewModel.focus).toEqual(focus);
    });

    it('replaces the digit of a full box when typed after it', async () => {
      const { login } = await onCodeStep();
      login.typeDigit(2, '4');

      login.typeDigit(2, '47');

      expect(login.viewModel.digits[2]).toBe('7');
      expect(login.viewModel.focus.box).toBe(3);
    });

    it('replaces the digit of a full box when typed before it', async () => {
      const { login } = await onCodeStep();
      login.typeDigit(2, '4');

      login.typeDigit(2, '74');

      expect(login.viewModel.digits[2]).toBe('7');
    });

    it('moves the focus back on Backspace in an empty box', async () => {
      const { login } = await onCodeStep();
      login.typeDigit(0, '1');
      login.typeDigit(1, '2');

      login.backspace(2);

      expect(login.viewModel.focus.box).toBe(1);
    });

    it('keeps the focus on Backspace in a box that holds a digit', async () => {
      const { login } = await onCodeStep();
      login.typeDigit(0, '1');
      login.typeDigit(1, '2');
      const focus = login.viewModel.focus;

      login.backspace(1);

      expect(login.viewModel.focus).toEqual(focus);
    });

    it.each(['123456', '123 456', '12-34-56'])(
      "fills all six boxes when '%s' is pasted into any box",
      async (pasted) => {
        const { login } = await onCodeStep();

        login.paste(pasted);

        expect(login.viewModel.digits).toEqual(['1', '2', '3', '4', '5', '6']);
        expect(login.viewModel.focus.box).toBe(5);
      },
    );

    it('fills all six boxes when the phone fills the whole code into the first box', async () => {
      const { login } = await onCodeStep();

      login.typeDigit(0, '123456');

      expect(login.viewModel.digits).toEqual(['1', '2', '3', '4', '5', '6']);
    });

    it('keeps Validate disabled with five digits', async () => {
      const { login } = await onCodeStep();

      login.paste('12345');

      expect(login.viewModel.canValidate).toBe(false);
    });

    it('checks the code by itself once the sixth digit is typed, with no Validate to press', async () => {
      const { app, login, outcome } = await onCodeStep();

      DEMO_OTP.split('').forEach((digit, box) => login.typeDigit(box, digit));

      await expect(outcome).resolves.toBe('logged-in');
      expect(app.get(SessionModel).isLoggedIn).toBe(true);
    });

    it('waits for the last box when a refused code is typed again from the first', async () => {
      const { app, auth } = countingApp();
      const { login } = await onCodeStep(DEMO_MOBILE, app);
      login.paste('654321');
      await login.verify();

      '12345'.split('').forEach((digit, box) => login.typeDigit(box, digit));
      expect(auth.callsTo('verifyOtp')).toEqual([[DEMO_MOBILE, '654321']]);
      login.typeDigit(5, '6');
      await login.verify();

      expect(auth.callsTo('verifyOtp')).toEqual([
        [DEMO_MOBILE, '654321'],
        [DEMO_MOBILE, '123456'],
      ]);
    });

    it('keeps Validate enabled with six digits after a refused code, to send it again', async () => {
      const { login } = await onCodeStep();
      login.paste('654321');
      await login.verify();

      expect(login.viewModel.canValidate).toBe(true);
    });

    it('sends the code once when Validate is pressed while it is being checked', async () => {
      const { app, auth } = countingApp();
      const { login } = await onCodeStep(DEMO_MOBILE, app);

      login.paste(DEMO_OTP);
      await login.verify();

      expect(auth.callsTo('verifyOtp')).toEqual([[DEMO_MOBILE, DEMO_OTP]]);
    });
  });

  describe('verifying the code', () => {
    it("welcomes a known customer with 'Welcome, Priya'", async () => {
      const { app, login } = await onCodeStep();
      login.paste(DEMO_OTP);

      await login.verify();

      expect(app.notifier.last).toEqual({
        kind: 'success',
        message: 'Welcome, Priya',
        durationMs: 3000,
      });
    });

    it('logs the known customer in on this device', async () => {
      const { app, login } = await onCodeStep();
      login.paste(DEMO_OTP);

      await login.verify();

      expect(app.get(SessionModel).isLoggedIn).toBe(true);
      expect(app.localStorage.getItem('userId')).toBe('101');
    });

    it("tells whoever opened the dialog that the customer is 'logged-in'", async () => {
      const { login, outcome } = await onCodeStep();
      login.paste(DEMO_OTP);

      await login.verify();

      await expect(outcome).resolves.toBe('logged-in');
    });

    it('closes and resets the dialog after a welcome', async () => {
      const { app, login } = await onCodeStep();
      login.paste(DEMO_OTP);

      await login.verify();

      expect(login.viewModel).toMatchObject({
        isOpen: false,
        step: 'phone',
        mobile: '',
        digits: ['', '', '', '', '', ''],
      });
      expect(app.clock.pendingTimers).toBe(0);
    });

    it("asks a new number to 'Please fill details to continue' on the profile page", async () => {
      const { app, login, outcome } = await onCodeStep(NEW_MOBILE);
      login.paste(DEMO_OTP);

      await login.verify();

      expect(app.notifier.last).toEqual({
        kind: 'info',
        message: 'Please fill details to continue',
        durationMs: 3000,
      });
      expect(app.navigator.visited).toEqual(['/signup']);
      await expect(outcome).resolves.toBe('new-user');
      expect(login.viewModel.isOpen).toBe(false);
    });

    it("says 'Invalid OTP. Please try again.' for a wrong code and logs nobody in", async () => {
      const { app, login } = await onCodeStep();
      login.paste('654321');

      await login.verify();

      expect(login.viewModel.error).toBe('Invalid OTP. Please try again.');
      expect(login.viewModel.step).toBe('code');
      expect(app.get(SessionModel).isLoggedIn).toBe(false);
      expect(app.localStorage.getItem('userId')).toBeNull();
    });

    it("says 'Failed to load services' in the dialog when the server cannot be reached", async () => {
      const { app, login } = await onCodeStep();
      app.gateways.auth.failNext('verifyOtp', unavailable('http'));
      login.paste(DEMO_OTP);

      await login.verify();

      expect(login.viewModel.error).toBe('Failed to load services');
      expect(app.get(SessionModel).isLoggedIn).toBe(false);
    });

    it('puts the focus back in the first box after a refused code, to type it again', async () => {
      const { login } = await onCodeStep();
      login.paste('654321');
      const before = login.viewModel.focus.seq;

      await login.verify();

      expect(login.viewModel.focus.box).toBe(0);
      expect(login.viewModel.focus.seq).toBeGreaterThan(before);
    });

    it('clears the error when a box is typed in', async () => {
      const { login } = await onCodeStep();
      login.paste('654321');
      await login.verify();

      login.typeDigit(5, '1');

      expect(login.viewModel.error).toBeUndefined();
    });

    it('ignores Validate before six digits are in', async () => {
      const { app, login } = await onCodeStep();
      login.paste('12345');

      await login.verify();

      expect(login.viewModel.error).toBeUndefined();
      expect(app.get(SessionModel).isLoggedIn).toBe(false);
    });
  });

  describe('closing and changing the number', () => {
    it('leaves nobody logged in when closed after Continue', async () => {
      const { app, login } = await onCodeStep();

      login.close();

      expect(app.get(SessionModel).userId).toBe(0);
      expect(app.localStorage.getItem('userId')).toBeNull();
    });

    it('resets the step, the number, the boxes and the timer when closed', async () => {
      const { app, login } = await onCodeStep();
      login.typeDigit(0, '1');

      login.close();

      expect(login.viewModel).toMatchObject({
        isOpen: false,
        step: 'phone',
        mobile: '',
        digits: ['', '', '', '', '', ''],
        canResend: false,
      });
      expect(login.viewModel.sentMessage).toBeUndefined();
      expect(login.viewModel.countdown).toBeUndefined();
      expect(app.clock.pendingTimers).toBe(0);
    });

    it("tells whoever opened the dialog that it was 'dismissed'", async () => {
      const { login, outcome } = await onCodeStep();

      login.close();

      await expect(outcome).resolves.toBe('dismissed');
    });

    it('stays closed on the phone step when closed while the code is on its way', async () => {
      const { app, login } = openLogin();
      login.setMobile(DEMO_MOBILE);
      const sending = login.sendCode();

      login.close();
      await sending;

      expect(login.viewModel.step).toBe('phone');
      expect(login.viewModel.sentMessage).toBeUndefined();
      expect(app.clock.pendingTimers).toBe(0);
      expect(app.notifier.notifications).toEqual([]);
    });

    it('stays on the phone step, ready for a new number, when the number is changed during a resend', async () => {
      const { app, login } = await onCodeStep();
      app.clock.advance(30_000);
      const resending = login.resend();

      login.changeNumber();
      await resending;

      expect(login.viewModel.step).toBe('phone');
      expect(login.viewModel.canContinue).toBe(true);
      expect(app.clock.pendingTimers).toBe(0);
    });

    it('goes back to the phone step keeping the number on Change number', async () => {
      const { app, login } = await onCodeStep();
      login.typeDigit(0, '1');

      login.changeNumber();

      expect(login.viewModel).toMatchObject({
        step: 'phone',
        mobile: DEMO_MOBILE,
        canContinue: true,
        digits: ['', '', '', '', '', ''],
      });
      expect(login.viewModel.countdown).toBeUndefined();
      expect(app.clock.pendingTimers).toBe(0);
    });

    it('stops the timer when the dialog goes away', async () => {
      const { app, login } = await onCodeStep();

      login.dispose();

      expect(app.clock.pendingTimers).toBe(0);
    });
  });

  describe('one code per wait', () => {
    it('sends no second code on Change number and Continue within 30 s, and counts on from where it was', async () => {
      const { app, auth } = countingApp();
      const { login } = await onCodeStep(DEMO_MOBILE, app);
      app.clock.advance(6_000);

      login.changeNumber();
      await login.sendCode();

      expect(auth.callsTo('sendOtp')).toEqual([[DEMO_MOBILE]]);
      expect(login.viewModel.step).toBe('code');
      expect(login.viewModel.countdown).toBe('Resend OTP in 24s');
      expect(app.notifier.last).toMatchObject({
        kind: 'info',
        message: 'We sent an OTP to +91 9876543210 a moment ago: enter it below.',
      });
    });

    it('sends no second code when the dialog is closed and opened again within 30 s', async () => {
      const { app, auth } = countingApp();
      const { login } = await onCodeStep(DEMO_MOBILE, app);
      login.close();
      app.clock.advance(10_000);

      const reopened = await onCodeStep(DEMO_MOBILE, app);

      expect(auth.callsTo('sendOtp')).toEqual([[DEMO_MOBILE]]);
      expect(reopened.login.viewModel.countdown).toBe('Resend OTP in 20s');
    });

    it('logs in with the code already sent, after Change number and back', async () => {
      const { app, login } = await onCodeStep();
      login.changeNumber();
      await login.sendCode();

      login.paste(DEMO_OTP);
      await login.verify();

      expect(app.get(SessionModel).isLoggedIn).toBe(true);
    });

    it('after three wrong codes, disables Validate and counts down to the next try', async () => {
      const { app, login } = await onCodeStep();
      for (let i = 0; i < 3; i++) {
        login.paste('654321');
        await login.verify();
      }

      login.paste(DEMO_OTP);

      expect(login.viewModel.validateCountdown).toBe('Too many wrong codes. Try again in 5s.');
      expect(login.viewModel.canValidate).toBe(false);
      app.clock.advance(5_000);
      expect(login.viewModel.validateCountdown).toBeUndefined();
      expect(login.viewModel.canValidate).toBe(true);
    });
  });
});
