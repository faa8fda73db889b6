import '../styles/dialogs.css';
import { observer } from 'mobx-react-lite';
import { Dialog } from 'primereact/dialog';
import mapMarker from 'primeicons/raw-svg/map-marker.svg?paths';
import phone from 'primeicons/raw-svg/phone.svg?paths';
import { useEffect } from 'react';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';
import { ConfirmBookingPresenter } from '../../presenters/cart/ConfirmBookingPresenter';
import { Icon } from '../shared/Icon';
import { PriceNote } from '../shared/PriceNote';
import { PolicyLink } from '../policies/PolicyLink';
import { useBackToClose } from '../shared/useBackToClose';
import { Button } from '../shared/Button';
import { VisitTimeChoice } from '../booking/VisitTimeChoice';
import { cartMessages, checkoutMessages } from '../../core/cart/cartMessages';
import { PaymentChoiceField } from '../payment/PaymentChoiceField';
import { PaymentSheetHost } from '../payment/PaymentSheetHost';

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
    if (visible) void presenter.open();
  }, [presenter, visible]);
  useBackToClose(visible, () => {
    if (!presenter.viewModel.paying) onClose();
  });

  const footer = (
    <div className="dialog-footer">
      <Button
        label={cartMessages.cancel}
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
    <>
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
        <ul className="confirm-lines" aria-label={cartMessages.summary}>
          {vm.lines.map((line) => (
            <li key={line.id}>
              <span>
                <span className="line-service">{line.service}</span>
                {line.label}
              </span>
              <span>{line.amount}</span>
            </li>
          ))}
        </ul>
        <dl className="totals">
          <div>
            <dt>{cartMessages.subtotal}</dt>
            <dd>{vm.subtotal}</dd>
          </div>
          <div>
            <dt>{checkoutMessages.taxLabel}</dt>
            <dd>{vm.tax}</dd>
          </div>
          <div className="totals__total">
            <dt>{cartMessages.totalAmount}</dt>
            <dd>{vm.totalAmount}</dd>
          </div>
        </dl>
        <PriceNote />
        <p className="confirm-dialog__rule">{vm.cancelRule}</p>
        <PolicyLink link={vm.cancelPolicy} />
        {vm.priceNotes && (
          <section className="confirm-prices" aria-labelledby="confirm-prices-title">
            <h3 id="confirm-prices-title" className="confirm-prices__title">
              {vm.priceNotes.title}
            </h3>
            <ul>
              {vm.priceNotes.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        )}
        {vm.choosesVisitTime && <VisitTimeChoice picker={presenter.visitTime} />}
        <VisitDetails presenter={presenter} />
        <PaymentChoiceField presenter={presenter} />
        <p className="confirm-dialog__question">{vm.question}</p>
      </Dialog>
      <PaymentSheetHost />
    </>
  );
});

/** Where the technician goes and whom they call, with the way to change it. */
const VisitDetails = observer(function VisitDetails({
  presenter,
}: {
  readonly presenter: ConfirmBookingPresenter;
}) {
  const vm = presenter.viewModel;
  const visit = vm.visit;
  return (
    <section className="confirm-visit" aria-busy={visit.status === 'loading'}>
      {visit.status === 'loading' && <p className="confirm-visit__note">{visit.label}</p>}
      {visit.status === 'error' && <p className="confirm-visit__note">{visit.message}</p>}
      {visit.status === 'ready' && (
        <>
          <div className="confirm-visit__row">
            <Icon icon={mapMarker} size={18} />
            <div>
              <h3 className="confirm-visit__heading">{visit.heading}</h3>
              <p className={visit.hasAddress ? '' : 'confirm-visit__missing'}>
                {visit.addressLines.map((line) => (
                  <span key={line} className="confirm-visit__line">
                    {line}
                  </span>
                ))}
              </p>
            </div>
          </div>
          <div className="confirm-visit__row">
            <Icon icon={phone} size={18} />
            <div>
              <h3 className="confirm-visit__heading">{visit.contactHeading}</h3>
              <p>{visit.contact}</p>
            </div>
          </div>
        </>
      )}
      <button
        type="button"
        className="link-button confirm-visit__change"
        aria-label={vm.changeDescription}
        onClick={() => presenter.changeDetails()}
        disabled={vm.paying}
      >
        {vm.changeLabel}
      </button>
    </section>
  );
});
