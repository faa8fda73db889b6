import { observer } from 'mobx-react-lite';
import downloadIcon from 'primeicons/raw-svg/download.svg?paths';
import { InstallEntryPresenter } from '../../presenters/offline/InstallEntryPresenter';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';

/** The phone menu's "Install app": only while the browser offers it (Android's Chrome). */
export const InstallEntry = observer(function InstallEntry() {
  const presenter = usePresenter(InstallEntryPresenter);
  const vm = presenter.viewModel;
  if (!vm) return null;
  return (
    <button type="button" className="navbar__install" onClick={() => presenter.install()}>
      <Icon icon={downloadIcon} size={18} />
      {vm.label}
    </button>
  );
});
