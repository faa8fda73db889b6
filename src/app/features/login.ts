import { ContainerModule } from 'inversify';
import { SendOtp } from '../../core/auth/SendOtp';
import { VerifyOtp } from '../../core/auth/VerifyOtp';
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
  bindClass(
    bind,
    LoginPresenter,
    [
      SendOtp,
      VerifyOtp,
      SessionModel,
      LoginGate,
      BusyModel,
      TOKENS.notifier,
      TOKENS.clock,
      TOKENS.navigator,
      ConnectionModel,
      TOKENS.demoCode,
    ],
    'transient',
  );
});
