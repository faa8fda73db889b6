import type { Container } from 'inversify';
import { LoadProfile } from '../../core/profile/LoadProfile';
import { SaveProfile } from '../../core/profile/SaveProfile';
import { ProfilePresenter } from '../../presenters/profile/ProfilePresenter';
import { provide } from '../binding';
import { TOKENS } from '../tokens';

/** The profile page's use cases and presenter (loaded with the page: the form rules need yup). */
export function profileFeature(container: Container): void {
  provide(
    container,
    TOKENS.loadProfile,
    [TOKENS.sessionStore, TOKENS.profileGateway],
    (session, profiles) => new LoadProfile(session, profiles),
  );
  provide(
    container,
    TOKENS.saveProfile,
    [TOKENS.sessionStore, TOKENS.profileGateway],
    (session, profiles) => new SaveProfile(session, profiles),
  );
  provide(
    container,
    TOKENS.profilePresenter,
    [
      TOKENS.loadProfile,
      TOKENS.saveProfile,
      TOKENS.cart,
      TOKENS.busy,
      TOKENS.notifier,
      TOKENS.navigator,
    ],
    (load, save, cart, busy, notifier, navigator) =>
      new ProfilePresenter(load, save, cart, busy, notifier, navigator),
    'transient',
  );
}
