import { ContainerModule } from 'inversify';
import { AppUpdate } from '../../presenters/offline/AppUpdate';
import { InstallEntryPresenter } from '../../presenters/offline/InstallEntryPresenter';
import { InstallOffer } from '../../presenters/offline/InstallOffer';
import { StatusStripPresenter } from '../../presenters/offline/StatusStripPresenter';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';
import { SavedCopies } from '../../presenters/shell/SavedCopies';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';

/**
 * What the app says about the network and itself (offline, a copy on the phone, a new version,
 * installing), downloaded after the first drawing (src/app/startOffline.ts).
 */
export const offline = new ContainerModule(({ bind }) => {
  bindClass(bind, AppUpdate, []);
  bindClass(bind, InstallOffer, []);
  bindClass(
    bind,
    StatusStripPresenter,
    [ConnectionModel, SavedCopies, AppUpdate, TOKENS.clock],
    'transient',
  );
  bindClass(bind, InstallEntryPresenter, [InstallOffer], 'transient');
});
