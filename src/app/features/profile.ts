import { ContainerModule } from 'inversify';
import { LoadProfile } from '../../core/profile/LoadProfile';
import { SaveProfile } from '../../core/profile/SaveProfile';
import { CartModel } from '../../presenters/cart/CartModel';
import { PendingCheckout } from '../../presenters/cart/PendingCheckout';
import { ProfilePresenter } from '../../presenters/profile/ProfilePresenter';
import { BusyModel } from '../../presenters/shell/BusyModel';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';

/** The profile page (the form's rules need yup). */
export const profile = new ContainerModule(({ bind }) => {
  bindClass(bind, LoadProfile, [TOKENS.sessionStore, TOKENS.profileGateway]);
  bindClass(bind, SaveProfile, [TOKENS.sessionStore, TOKENS.profileGateway]);
  bindClass(
    bind,
    ProfilePresenter,
    [
      LoadProfile,
      SaveProfile,
      CartModel,
      PendingCheckout,
      BusyModel,
      TOKENS.notifier,
      TOKENS.navigator,
      ConnectionModel,
    ],
    'transient',
  );
});
