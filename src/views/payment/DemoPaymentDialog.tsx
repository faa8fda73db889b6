import '../styles/dialogs.css';
import '../styles/payment.css';
import { observer } from 'mobx-react-lite';
import { Dialog } from 'primereact/dialog';
import { useId } from 'react';
import { DemoPaymentPresenter } from '../../presenters/payment/DemoPaymentPresenter';
import { usePresenter } from '../ContainerContext';
import { Button } from '../shared/Button';

/**
 * The demo's payment sheet, in place of the provider's checkout: the amount of the backend's
 * order, UPI or card, Pay, Make this payment fail, and closing (Escape and Back too).
 */
export const DemoPaymentDialog = observer(function DemoPaymentDialog() {
  const presenter = usePresenter(DemoPaymentPresenter);
  const vm = presenter.viewModel;
  const id = useId();

  const footer = (
    <div className="demo-pay__actions">
      <Button type="button" label={vm.payLabel} onClick={() => presenter.pay()} autoFocus />
      <Button
        type="button"
        outlined
        severity="danger"
        label={vm.failLabel}
        onClick={() => presenter.fail()}
      />
    </div>
  );

  return (
    <Dialog
      visible={vm.visible}
      onHide={() => presenter.close()}
      header={vm.title}
      footer={footer}
      modal
      dismissableMask={false}
      draggable={false}
      resizable={false}
      className="app-dialog demo-pay"
      maskClassName="app-dialog-mask"
      style={{ width: '400px', maxWidth: 'calc(100vw - 24px)' }}
      ariaCloseIconLabel={vm.closeLabel}
    >
      <p className="demo-pay__note">{vm.note}</p>
      <p className="demo-pay__amount">
        <span>{vm.amountLabel}</span>
        <strong>{vm.amount}</strong>
      </p>
      <fieldset className="payment-choice">
        <legend className="payment-choice__legend">{vm.methodLegend}</legend>
        {vm.methods.map((method) => (
          <label
            key={method.value}
            className={`payment-choice__option ${method.value === vm.method ? 'is-selected' : ''}`}
          >
            <input
              type="radio"
              name={`${id}-method`}
              value={method.value}
              checked={method.value === vm.method}
              onChange={() => presenter.choose(method.value)}
            />
            <span>{method.label}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
});
