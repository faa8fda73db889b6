import type { Container } from 'inversify';
import { DEMO_OTP } from '../../adapters/fake/demoCode';
import { SendOtp } from '../../core/auth/SendOtp';
import { VerifyOtp } from '../../core/auth/VerifyOtp';
import { LoginPresenter } from '../../presenters/auth/LoginPresenter';
import { provide } from '../binding';
import { TOKENS } from '../tokens';

/** The login dialog's use cases and presenter: loaded the first time someone needs to log in. */
export function loginFeature(container: Container): void {
  provide(container, TOKENS.sendOtp, [TOKENS.authGateway], (auth) => new SendOtp(auth));
  provide(
    container,
    TOKENS.verifyOtp,
    [TOKENS.authGateway, TOKENS.sessionStore],
    (auth, session) => new VerifyOtp(auth, session),
  );
  provide(
    container,
    TOKENS.loginPresenter,
    [
      TOKENS.sendOtp,
      TOKENS.verifyOtp,
      TOKENS.session,
      TOKENS.loginGate,
      TOKENS.busy,
      TOKENS.notifier,
      TOKENS.clock,
      TOKENS.navigator,
      TOKENS.config,
    ],
    (sendOtp, verifyOtp, session, gate, busy, notifier, clock, navigator, appConfig) =>
      new LoginPresenter(
        sendOtp,
        verifyOtp,
        session,
        gate,
        busy,
        notifier,
        clock,
        navigator,
        appConfig.mode === 'demo' ? DEMO_OTP : undefined,
      ),
    'transient',
  );
}
