import '../styles/dialogs.css';
import { observer } from 'mobx-react-lite';
import { Dialog } from 'primereact/dialog';
import { Skeleton } from '../shared/Skeleton';
import check from 'primeicons/raw-svg/check.svg?paths';
import { useEffect } from 'react';
import { messages } from '../../core/shared/messages';
import {
  type OptionCardView,
  SubServicePresenter,
} from '../../presenters/catalog/SubServicePresenter';
import { usePresenter } from '../ContainerContext';
import { PriceNote } from '../shared/PriceNote';
import { ServiceImage } from '../shared/ServiceImage';
import { useBackToClose } from '../shared/useBackToClose';
import { Button } from '../shared/Button';
import { optionMessages } from '../../core/catalog/optionMessages';
import { ServiceReviews } from './ServiceReviews';

interface SubServiceDialogProps {
  /** The service whose options to show; the dialog is hidden when there is none. */
  readonly service:
    | {
        readonly id: number;
        readonly name: string;
        readonly icon?: string | undefined;
        /** An option to bring into view, its Book Now focused (a search result). */
        readonly optionInView?: number | undefined;
      }
    | undefined;
  readonly onClose: () => void;
}

/** SPEC §2 sub-service dialog: the options of a service, each with Book Now and View Details. */
export const SubServiceDialog = observer(function SubServiceDialog({
  service,
  onClose,
}: SubServiceDialogProps) {
  const presenter = usePresenter(SubServicePresenter);
  const vm = presenter.viewModel;
  const serviceId = service?.id;
  const serviceIcon = service?.icon;
  const optionInView = service?.optionInView;
  useBackToClose(service !== undefined, onClose);

  useEffect(() => {
    if (serviceId !== undefined) void presenter.load(serviceId, serviceIcon);
  }, [presenter, serviceId, serviceIcon, vm.language]);

  // The option a search result named: in view, its Book Now ready for Enter.
  const optionsShown = vm.status === 'ready';
  useEffect(() => {
    if (!optionsShown || optionInView === undefined) return;
    // After the dialog's own focus on opening, which lands on its first button.
    const frame = requestAnimationFrame(() => {
      const card = document.getElementById(optionCardId(optionInView));
      card?.scrollIntoView({ block: 'center' });
      card?.querySelector<HTMLButtonElement>('.option-card__book')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [optionsShown, optionInView]);

  const footer = (
    <div className="dialog-footer">
      <Button label={vm.closeLabel} outlined onClick={onClose} />
      {vm.checkoutLabel && (
        <Button
          label={vm.checkoutLabel}
          onClick={() => {
            onClose();
            presenter.proceedToCheckout();
          }}
        />
      )}
    </div>
  );

  return (
    <Dialog
      visible={service !== undefined}
      onHide={onClose}
      header={service?.name}
      footer={footer}
      modal
      dismissableMask
      draggable={false}
      resizable={false}
      className="app-dialog sub-service-dialog"
      maskClassName="app-dialog-mask"
      style={{ width: '960px', maxWidth: 'calc(100vw - 24px)' }}
      ariaCloseIconLabel={messages.services.closeDialog}
    >
      {vm.rating && (
        <p className="sub-service-dialog__rating">
          <span aria-hidden="true">{vm.rating.shown}</span>
          <span className="visually-hidden">{vm.rating.heard}</span>
        </p>
      )}
      {vm.status === 'error' && (
        <div className="inline-error" role="alert">
          <p>{vm.errorMessage}</p>
          <Button label={messages.nav.tryAgain} outlined onClick={() => void presenter.retry()} />
        </div>
      )}
      {vm.emptyMessage && <p className="muted">{vm.emptyMessage}</p>}
      {vm.status !== 'error' && !vm.emptyMessage && <PriceNote />}
      <ul
        className="option-grid"
        aria-busy={vm.status === 'loading'}
        aria-label={optionMessages.dialogLoading}
      >
        {vm.status === 'loading'
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index} className="option-card" aria-hidden="true">
                <Skeleton shape="circle" size="2.5rem" />
                <Skeleton width="70%" height="1.1rem" />
                <Skeleton width="40%" height="1rem" />
              </li>
            ))
          : vm.options.map((option) => (
              <OptionCard
                key={option.id}
                option={option}
                found={option.id === optionInView}
                onBook={() => presenter.book(option.id)}
                onToggleDetails={() => presenter.toggleDetails(option.id)}
              />
            ))}
      </ul>
      {service && <ServiceReviews serviceId={service.id} serviceName={service.name} />}
    </Dialog>
  );
});

const optionCardId = (optionId: number) => `option-${optionId}`;

interface OptionCardProps {
  readonly option: OptionCardView;
  /** The option a search result named: marked out from the others. */
  readonly found: boolean;
  readonly onBook: () => void;
  readonly onToggleDetails: () => void;
}

const OptionCard = observer(function OptionCard({
  option,
  found,
  onBook,
  onToggleDetails,
}: OptionCardProps) {
  const detailsId = `option-details-${option.id}`;
  return (
    <li id={optionCardId(option.id)} className={`option-card ${found ? 'is-found' : ''}`}>
      <div className="option-card__head">
        <ServiceImage src={option.icon} size={40} />
        <h3 className="option-card__name">{option.name}</h3>
      </div>
      {option.description && !option.detailsOpen && (
        <p className="option-card__description">{option.description}</p>
      )}
      {option.price ? (
        <p className="option-card__price">
          <strong className="option-card__amount">{option.price}</strong>{' '}
          <span className="option-card__gst">{option.priceWithGst}</span>
        </p>
      ) : (
        <p className="option-card__price muted">{optionMessages.noPrice}</p>
      )}
      <div id={detailsId} hidden={!option.detailsOpen} className="option-card__details">
        {option.details.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <div className="option-card__actions">
        <Button
          label={option.bookLabel}
          icon={option.added ? check : undefined}
          onClick={onBook}
          // Not `disabled`: the button that was just pressed keeps the keyboard focus (a disabled
          // one drops it to the page). Booking it again does nothing (the presenter ignores it).
          aria-disabled={option.added || undefined}
          severity={option.added ? 'success' : undefined}
          className={`option-card__book ${option.added ? 'is-added' : ''}`}
          size="small"
        />
        <Button
          label={option.detailsLabel}
          onClick={onToggleDetails}
          outlined
          size="small"
          className="option-card__more"
          aria-expanded={option.detailsOpen}
          aria-controls={detailsId}
        />
      </div>
    </li>
  );
});
