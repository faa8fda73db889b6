import { observer } from 'mobx-react-lite';
import cloudIcon from 'primeicons/raw-svg/cloud.svg?paths';
import refreshIcon from 'primeicons/raw-svg/refresh.svg?paths';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { StatusStripPresenter } from '../../presenters/offline/StatusStripPresenter';
import { usePresenter } from '../ContainerContext';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import '../styles/offline.css';

/**
 * The strip at the top of every page: offline and what still works, "Saved on this phone at …"
 * when the page shows a copy, and a new version's Reload. A polite live region, so a screen
 * reader hears each as it comes.
 */
export const StatusStrip = observer(function StatusStrip() {
  const presenter = usePresenter(StatusStripPresenter);
  const { pathname, search } = useLocation();
  useEffect(() => presenter.showing(pathname + search), [presenter, pathname, search]);
  useEffect(() => presenter.watch(), [presenter]);
  // A field changed on this page: reloading now would lose it, so the new version waits.
  useEffect(() => {
    const typing = () => presenter.typing();
    document.addEventListener('input', typing, true);
    return () => document.removeEventListener('input', typing, true);
  }, [presenter]);
  const vm = presenter.viewModel;

  return (
    <div className="status-strip" role="status">
      {(vm.offline || vm.savedCopy) && (
        <div className="status-strip__row container">
          <Icon icon={cloudIcon} size={18} className="status-strip__icon" />
          <p>
            {vm.offline && (
              <>
                <strong>{vm.offline.title}</strong> {vm.offline.detail}{' '}
              </>
            )}
            {vm.savedCopy && <span className="status-strip__saved">{vm.savedCopy}</span>}
          </p>
        </div>
      )}
      {vm.update && (
        <div className="status-strip__row status-strip__row--update container">
          <Icon icon={refreshIcon} size={18} className="status-strip__icon" />
          <p>{vm.update.text}</p>
          <div className="status-strip__actions">
            <Button size="small" label={vm.update.reload} onClick={() => presenter.reload()} />
            <Button size="small" link label={vm.update.later} onClick={() => presenter.later()} />
          </div>
        </div>
      )}
    </div>
  );
});
