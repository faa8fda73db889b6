import { ContainerModule } from 'inversify';
import { SendOtp } from '../../core/auth/SendOtp';
import { VerifyOtp } from '../../core/auth/VerifyOtp';
import { CodeChecker } from '../../presenters/auth/CodeChecker';
import { CodeCountdown } from '../../presenters/auth/CodeCountdown';
import { CodeSender } from '../../presenters/auth/CodeSender';
import { LoginGate } from '../../presenters/auth/LoginGate';
import { LoginPresenter } from '../../presenters/auth/LoginPresenter';
import { SessionModel } from '../../presenters/auth/SessionModel';
import { BusyModel } from '../../presenters/shell/BusyModel';
import { SessionStorageSentCodes } from '../../adapters/storage/SessionStorageSentCodes';
import { bindClass, bindPort } from '../binding';
import { TOKENS } from '../tokens';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';

/** The login dialog. */
export const login = new ContainerModule(({ bind }) => {
  bindPort(bind, TOKENS.sentCodes, SessionStorageSentCodes, [TOKENS.sessionStorage]);
  bindClass(bind, SendOtp, [TOKENS.authGateway, TOKENS.sentCodes, TOKENS.clock]);
  bindClass(bind, VerifyOtp, [
    TOKENS.authGateway,
    TOKENS.sessionStore,
    TOKENS.sentCodes,
    TOKENS.clock,
    TOKENS.personalCopies,
  ]);
  bindClass(bind, CodeSender, [SendOtp, BusyModel, TOKENS.notifier]);
  bindClass(bind, CodeChecker, [
    VerifyOtp,
    BusyModel,
    SessionModel,
    TOKENS.notifier,
    TOKENS.navigator,
  ]);
  // Each dialog its own waits, as its own presenter.
  bindClass(bind, CodeCountdown, [TOKENS.clock], 'transient');
  bindClass(
    bind,
    LoginPresenter,
    [LoginGate, CodeSender, CodeChecker, CodeCountdown, ConnectionModel, TOKENS.demoCode],
    'transient',
  );
});
