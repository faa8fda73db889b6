import { ContainerModule } from 'inversify';
import { Logout } from '../../core/auth/Logout';
import { SessionModel } from '../../presenters/auth/SessionModel';
import { CartModel } from '../../presenters/cart/CartModel';
import { AccountMenuPresenter } from '../../presenters/shell/AccountMenuPresenter';
import { BusyModel } from '../../presenters/shell/BusyModel';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';

/** The logged-in customer's menu, and logging out. */
export const account = new ContainerModule(({ bind }) => {
  bindClass(bind, Logout, [
    TOKENS.sessionStore,
    TOKENS.authGateway,
    TOKENS.personalCopies,
    TOKENS.clock,
  ]);
  bindClass(
    bind,
    AccountMenuPresenter,
    [Logout, SessionModel, CartModel, BusyModel, TOKENS.notifier, TOKENS.clock, TOKENS.navigator],
    'transient',
  );
});
