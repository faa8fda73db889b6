import '../styles/dialogs.css';
import { observer } from 'mobx-react-lite';
import { Dialog } from 'primereact/dialog';
import { messages } from '../../core/shared/messages';
import type { ChangeVisitTimePresenter } from '../../presenters/booking/ChangeVisitTimePresenter';
import { Button } from '../shared/Button';
import { useBackToClose } from '../shared/useBackToClose';
import { VisitTimeChoice } from './VisitTimeChoice';

/** Change time on a booking (the `slots` extension): the windows again, the current one marked. */
export const ChangeTimeDialog = observer(function ChangeTimeDialog({
  presenter,
}: {
  readonly presenter: ChangeVisitTimePresenter;
}) {
  const vm = presenter.viewModel;
  useBackToClose(vm.open, () => presenter.dismiss());

  const footer = (
    <div className="dialog-footer">
      <Button
        label={vm.keepLabel}
        outlined
        onClick={() => presenter.dismiss()}
        disabled={vm.saving}
        autoFocus
      />
      <Button
        label={vm.saveLabel}
        onClick={() => void presenter.save()}
        disabled={vm.saving}
        loading={vm.saving}
      />
    </div>
  );

  return (
    <Dialog
      visible={vm.open}
      onHide={() => presenter.dismiss()}
      header={vm.title}
      footer={footer}
      modal
      dismissableMask={!vm.saving}
      closable={!vm.saving}
      closeOnEscape={!vm.saving}
      draggable={false}
      resizable={false}
      className="app-dialog change-time-dialog"
      maskClassName="app-dialog-mask"
      style={{ width: '480px', maxWidth: 'calc(100vw - 24px)' }}
      ariaCloseIconLabel={messages.services.closeDialog}
    >
      {vm.current && <p className="change-time-dialog__current">{vm.current}</p>}
      <VisitTimeChoice picker={presenter.picker} />
    </Dialog>
  );
});
