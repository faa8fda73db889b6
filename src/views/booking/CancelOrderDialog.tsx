import { bookingMessages } from '../../core/booking/bookingMessages';
import '../styles/dialogs.css';
import { observer } from 'mobx-react-lite';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { messages } from '../../core/shared/messages';
import type { BookingDetailPresenter } from '../../presenters/booking/BookingDetailPresenter';
import { useBackToClose } from '../shared/useBackToClose';
import { Button } from '../shared/Button';
import { PolicyLink } from '../policies/PolicyLink';

/** The confirmation before Cancel Order (SPEC §4); the safe choice has the focus. */
export const CancelOrderDialog = observer(function CancelOrderDialog({
  presenter,
}: {
  readonly presenter: BookingDetailPresenter;
}) {
  const vm = presenter.viewModel;
  // Keeps the last question on screen while the dialog animates away.
  const [shown, setShown] = useState<{
    prompt: string;
    othersStay?: string | undefined;
    refund?: string | undefined;
    rule?: string | undefined;
  }>({ prompt: '' });
  if (
    vm.cancelPrompt &&
    (vm.cancelPrompt !== shown.prompt ||
      vm.othersStay !== shown.othersStay ||
      vm.refund !== shown.refund ||
      vm.cancelRule !== shown.rule)
  )
    setShown({
      prompt: vm.cancelPrompt,
      othersStay: vm.othersStay,
      refund: vm.refund,
      rule: vm.cancelRule,
    });
  useBackToClose(vm.cancelPrompt !== undefined, () => {
    if (!vm.cancelling) presenter.dismissCancel();
  });

  const footer = (
    <div className="cancel-dialog__actions">
      <Button
        type="button"
        label={bookingMessages.keepOrder}
        outlined
        onClick={() => presenter.dismissCancel()}
        disabled={vm.cancelling}
        autoFocus
      />
      <Button
        type="button"
        label={bookingMessages.confirmCancel}
        severity="danger"
        onClick={() => void presenter.confirmCancel()}
        disabled={vm.cancelling}
        loading={vm.cancelling}
      />
    </div>
  );

  return (
    <Dialog
      visible={vm.cancelPrompt !== undefined}
      onHide={() => presenter.dismissCancel()}
      header={bookingMessages.cancelTitle}
      footer={footer}
      modal
      dismissableMask={!vm.cancelling}
      closable={!vm.cancelling}
      closeOnEscape={!vm.cancelling}
      draggable={false}
      resizable={false}
      className="app-dialog cancel-dialog"
      maskClassName="app-dialog-mask"
      style={{ width: '440px', maxWidth: 'calc(100vw - 24px)' }}
      ariaCloseIconLabel={messages.services.closeDialog}
      pt={{ root: { role: 'alertdialog' } }}
    >
      <p className="cancel-dialog__prompt">{shown.prompt}</p>
      {shown.othersStay && <p className="cancel-dialog__others">{shown.othersStay}</p>}
      {shown.rule && <p className="cancel-dialog__rule">{shown.rule}</p>}
      {shown.refund && <p className="cancel-dialog__refund">{shown.refund}</p>}
      {vm.cancelPolicy && <PolicyLink link={vm.cancelPolicy} />}
    </Dialog>
  );
});
