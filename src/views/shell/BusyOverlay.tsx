import { observer } from 'mobx-react-lite';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';
import { BusyModel } from '../../presenters/shell/BusyModel';

/** SPEC §2: the full-screen spinner while a blocking call runs. */
export const BusyOverlay = observer(function BusyOverlay() {
  const busy = usePresenter(BusyModel);
  if (!busy.isBusy) return null;
  return (
    <div className="busy-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{messages.nav.loading}</span>
    </div>
  );
});
