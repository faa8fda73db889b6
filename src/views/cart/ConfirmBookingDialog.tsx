import '../styles/dialogs.css';
import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect } from 'react';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';
import { ConfirmBookingPresenter } from '../../presenters/cart/ConfirmBookingPresenter';

interface ConfirmBookingDialogProps {
  readonly visible: boolean;
  readonly onClose: () => void;
}

/** SPEC §2 confirm booking dialog: 450 px, not dismissed by the backdrop. */
export const ConfirmBookingDialog = observer(function ConfirmBookingDialog({
  visible,
  onClose,
}: ConfirmBookingDialogProps) {
  const presenter = usePresenter(ConfirmBookingPresenter);
  const vm = presenter.viewModel;
  useEffect(() => {
    if (visible) presenter.open();
  }, [presenter, visible]);

  const footer = (
    <div className="dialog-footer">
      <Button
        label={messages.cart.cancel}
        outlined
        onClick={onClose}
        disabled={vm.paying}
        autoFocus
      />
      <Button
        label={vm.payLabel}
        onClick={async () => {
          if (await presenter.pay()) onClose();
        }}
        disabled={vm.paying}
        loading={vm.paying}
      />
    </div>
  );

  return (
    <Dialog
      visible={visible}
      onHide={onClose}
      header={vm.title}
      footer={footer}
      modal
      dismissableMask={false}
      closable={!vm.paying}
      closeOnEscape={!vm.paying}
      draggable={false}
      resizable={false}
      className="app-dialog confirm-dialog"
      maskClassName="app-dialog-mask"
      style={{ width: '450px', maxWidth: 'calc(100vw - 24px)' }}
      ariaCloseIconLabel={messages.services.closeDialog}
    >
      <ul className="confirm-lines" aria-label={messages.cart.summary}>
        {vm.lines.map((line) => (
          <li key={line.id}>
            <span>{line.label}</span>
            <span>{line.amount}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <div>
          <dt>{messages.cart.subtotal}</dt>
          <dd>{vm.subtotal}</dd>
        </div>
        <div>
          <dt>{messages.taxLabel}</dt>
          <dd>{vm.tax}</dd>
        </div>
        <div className="totals__total">
          <dt>{messages.cart.totalAmount}</dt>
          <dd>{vm.totalAmount}</dd>
        </div>
      </dl>
      <p className="confirm-dialog__question">{vm.question}</p>
    </Dialog>
  );
});
