import { bookingMessages } from '../../core/booking/bookingMessages';
import '../styles/booking.css';
import { observer } from 'mobx-react-lite';
import { Skeleton } from '../shared/Skeleton';
import { Tag } from 'primereact/tag';
import { Suspense, useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import arrowLeft from 'primeicons/raw-svg/arrow-left.svg?paths';
import calendarPlus from 'primeicons/raw-svg/calendar-plus.svg?paths';
import calendarClock from 'primeicons/raw-svg/calendar-clock.svg?paths';
import fileIcon from 'primeicons/raw-svg/file.svg?paths';
import receiptIcon from 'primeicons/raw-svg/receipt.svg?paths';
import { messages } from '../../core/shared/messages';
import {
  BookingDetailPresenter,
  type WorkOrderCardView,
} from '../../presenters/booking/BookingDetailPresenter';
import { usePresenter } from '../ContainerContext';
import { Button, ButtonLink } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { late } from '../shared/late';
import { MountWhenWanted } from '../shared/MountWhenWanted';
import { ServiceImage } from '../shared/ServiceImage';
import { links } from '../../presenters/links';
import { HelpLinks } from './HelpLinks';
import { VisitSummary } from './VisitSummary';
import { OrderStatusLine } from './OrderStatusLine';
import { PaymentSummary } from '../payment/PaymentSummary';
import { PaymentSheetHost } from '../payment/PaymentSheetHost';
import { LateVisitRating, useRatingCodeEarly } from '../rating/lateVisitRating';

const SKELETON_CARDS = 2;

// The confirmation's code is fetched the first time Cancel Order is pressed, not with the page.
const CancelOrderDialog = late(() =>
  import('./CancelOrderDialog').then((m) => m.CancelOrderDialog),
);
// Likewise Change time's windows, the first time it is pressed.
const ChangeTimeDialog = late(() => import('./ChangeTimeDialog').then((m) => m.ChangeTimeDialog));

/** Booking detail (SPEC §2): one card per work order, with Cancel Order where allowed (SPEC §4). */
export const BookingDetailPage = observer(function BookingDetailPage() {
  const presenter = usePresenter(BookingDetailPresenter);
  const vm = presenter.viewModel;
  const [searchParams] = useSearchParams();
  const bookingId = searchParams.get('bookingId');

  useEffect(() => {
    void presenter.load(bookingId);
  }, [presenter, bookingId, vm.language]);
  useRatingCodeEarly(presenter.ratingsOffered);

  return (
    <section className="container section booking-detail" aria-labelledby="booking-detail-heading">
      <Link to={links.myBookings} className="booking-detail__back">
        <Icon icon={arrowLeft} size={16} />
        {bookingMessages.backToBookings}
      </Link>

      {vm.status === 'loading' && (
        <>
          <h1 id="booking-detail-heading" className="visually-hidden">
            {bookingMessages.detailTitle}
          </h1>
          <div className="booking-detail__header" aria-hidden="true">
            <Skeleton width="16rem" height="1.8rem" />
            <Skeleton width="5rem" height="1rem" />
          </div>
          <ul className="work-orders" aria-busy="true" aria-label={messages.nav.loading}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} className="work-order" aria-hidden="true">
                <div className="work-order__head">
                  <Skeleton shape="circle" size="3rem" />
                  <Skeleton width="50%" height="1.2rem" />
                </div>
                <Skeleton width="70%" height="1rem" />
                <Skeleton width="40%" height="1rem" />
              </li>
            ))}
          </ul>
        </>
      )}

      {vm.status === 'error' && (
        <>
          <h1 id="booking-detail-heading">{bookingMessages.detailTitle}</h1>
          <div className="inline-error" role="alert">
            <p>{vm.errorMessage}</p>
            <Button
              type="button"
              label={messages.nav.tryAgain}
              outlined
              onClick={() => void presenter.retry()}
            />
          </div>
        </>
      )}

      {vm.empty && (
        <div className="empty-state booking-detail__empty">
          <span className="bookings__empty-icon">
            <Icon icon={fileIcon} size={48} />
          </span>
          <h1 id="booking-detail-heading">{vm.empty.title}</h1>
          <p className="bookings__empty-body">{vm.empty.body}</p>
          <ButtonLink to={links.myBookings} label={bookingMessages.backToBookings} />
        </div>
      )}

      {vm.status === 'ready' && vm.cards.length > 0 && (
        <>
          <header className="booking-detail__header">
            <div>
              <h1 id="booking-detail-heading" className="booking-detail__reference">
                {vm.reference}
              </h1>
              <p className="booking-detail__count" aria-live="polite">
                {vm.countLabel}
              </p>
            </div>
            <div className="booking-detail__actions">
              {vm.receipt && (
                <ButtonLink
                  to={vm.receipt.href}
                  label={vm.receipt.label}
                  icon={receiptIcon}
                  outlined
                />
              )}
              {vm.calendar && (
                <ButtonLink
                  to={vm.calendar.href}
                  download={vm.calendar.fileName}
                  label={vm.calendar.label}
                  icon={calendarPlus}
                  outlined
                  className="booking-detail__calendar"
                />
              )}
            </div>
          </header>
          {vm.help && <HelpLinks help={vm.help} withHeading />}
          <ul className="work-orders" aria-label={bookingMessages.workOrdersLabel}>
            {vm.cards.map((card) => (
              <WorkOrderCard
                key={card.workOrderId}
                card={card}
                cancelling={vm.cancelling}
                onCancel={() => presenter.requestCancel(card.workOrderId)}
                onChangeTime={() => void presenter.requestChangeTime(card.workOrderId)}
                rating={
                  card.rated && (
                    <Suspense fallback={null}>
                      <LateVisitRating.View
                        order={card.rated}
                        onRated={() => void presenter.readAgain()}
                      />
                    </Suspense>
                  )
                }
              />
            ))}
          </ul>
          {vm.amount && (
            <section className="booking-amount" aria-labelledby="booking-amount-total">
              <dl className="totals">
                <div>
                  <dt>{vm.amount.subtotalLabel}</dt>
                  <dd>{vm.amount.subtotal}</dd>
                </div>
                <div>
                  <dt>{vm.amount.taxLabel}</dt>
                  <dd>{vm.amount.tax}</dd>
                </div>
                <div className="totals__total">
                  <dt id="booking-amount-total">{vm.amount.totalLabel}</dt>
                  <dd>{vm.amount.total}</dd>
                </div>
              </dl>
              {vm.amount.note && <p className="booking-amount__note">{vm.amount.note}</p>}
              {vm.payment && (
                <PaymentSummary
                  payment={vm.payment}
                  onPayNow={() => void presenter.payNow()}
                  onPayAfterService={() => void presenter.payAfterService()}
                />
              )}
            </section>
          )}
        </>
      )}

      <MountWhenWanted when={vm.cancelPrompt !== undefined}>
        <CancelOrderDialog.View presenter={presenter} />
      </MountWhenWanted>
      <MountWhenWanted when={presenter.changeTime.viewModel.open}>
        <ChangeTimeDialog.View presenter={presenter.changeTime} />
      </MountWhenWanted>
      <PaymentSheetHost />
    </section>
  );
});

interface WorkOrderCardProps {
  readonly card: WorkOrderCardView;
  readonly cancelling: boolean;
  readonly onCancel: () => void;
  readonly onChangeTime: () => void;
  /** Her rating of the finished visit, drawn below the card's facts. */
  readonly rating?: React.ReactNode;
}

const WorkOrderCard = observer(function WorkOrderCard({
  card,
  cancelling,
  onCancel,
  onChangeTime,
  rating,
}: WorkOrderCardProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const line = useRef<HTMLDivElement>(null);
  const wasCancellable = useRef(card.canCancel);
  // Once this order is cancelled its button goes: focus moves to the line that says so, so
  // keyboard and screen-reader users are not dropped at the top of the page.
  useEffect(() => {
    if (wasCancellable.current && !card.canCancel) line.current?.focus();
    wasCancellable.current = card.canCancel;
  }, [card.canCancel]);
  return (
    <li className="work-order">
      <article aria-labelledby={nameId} className="work-order__card">
        <div className="work-order__head">
          <ServiceImage src={card.icon} size={48} />
          <div className="work-order__title">
            {card.service && <p className="work-order__service">{card.service}</p>}
            <h2 className="work-order__name">
              {card.quantity} <span id={nameId}>{card.name}</span>
            </h2>
          </div>
          <span className="work-order__status">
            <span className="visually-hidden">{card.statusLabel}</span>
            <Tag
              value={card.statusName}
              rounded
              className={`status-tag status-tag--${card.statusStage}`}
              aria-hidden="true"
            />
          </span>
        </div>
        <OrderStatusLine line={card.line} focusRef={line} />
        {card.help && <HelpLinks help={card.help} />}
        {card.visit && <VisitSummary visit={card.visit} />}
        <dl className="work-order__facts">
          <div>
            <dt>{bookingMessages.unitPrice}</dt>
            <dd>{card.unitPrice}</dd>
          </div>
          <div>
            <dt>{bookingMessages.total}</dt>
            <dd
              className={`work-order__total ${card.charged ? '' : 'work-order__total--not-charged'}`}
            >
              {card.total}
            </dd>
          </div>
          <div>
            <dt>{bookingMessages.createdLabel}</dt>
            <dd>{card.created}</dd>
          </div>
        </dl>
        <div className="work-order__foot">
          {card.changeTime && (
            <Button
              type="button"
              label={card.changeTime.label}
              icon={calendarClock}
              outlined
              onClick={onChangeTime}
              aria-describedby={nameId}
            />
          )}
          {card.canCancel && (
            <Button
              type="button"
              label={bookingMessages.cancelOrder}
              severity="danger"
              outlined
              onClick={onCancel}
              disabled={cancelling}
              aria-describedby={nameId}
            />
          )}
        </div>
        {card.warranty && (
          <div className="work-order__warranty">
            {card.warranty.claim && (
              <p className="work-order__warranty-heading">{card.warranty.claim.heading}</p>
            )}
            <p className="work-order__warranty-note">{card.warranty.note}</p>
            {card.warranty.claim && <HelpLinks help={card.warranty.claim} />}
          </div>
        )}
        {rating}
      </article>
    </li>
  );
});
