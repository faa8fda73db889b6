import { bookingMessages } from '../../core/booking/bookingMessages';
import '../styles/booking.css';
import { OrderStatusLine } from './OrderStatusLine';
import { observer } from 'mobx-react-lite';
import { Tag } from 'primereact/tag';
import { Skeleton } from '../shared/Skeleton';
import { Suspense, useEffect, useId } from 'react';
import check from 'primeicons/raw-svg/check-circle.svg?paths';
import inbox from 'primeicons/raw-svg/inbox.svg?paths';
import replay from 'primeicons/raw-svg/replay.svg?paths';
import { messages } from '../../core/shared/messages';
import {
  type BookingGreetingView,
  type BookingGroupView,
  MyBookingsPresenter,
} from '../../presenters/booking/MyBookingsPresenter';
import { usePresenter } from '../ContainerContext';
import { Button, ButtonLink } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { ServiceImage } from '../shared/ServiceImage';
import { links } from '../../presenters/links';
import { HelpLinks } from './HelpLinks';
import { TechnicianLine, VisitLine, VisitSummary } from './VisitSummary';
import { PaymentSummary } from '../payment/PaymentSummary';
import { PaymentSheetHost } from '../payment/PaymentSheetHost';
import { LateVisitRating, useRatingCodeEarly } from '../rating/lateVisitRating';

const SKELETON_GROUPS = 3;

/** My Bookings (SPEC §2): the customer's bookings, newest first, with View Details and Book again. */
export const MyBookingsPage = observer(function MyBookingsPage() {
  const presenter = usePresenter(MyBookingsPresenter);
  const vm = presenter.viewModel;
  const loading = vm.status === 'loading';

  useEffect(() => {
    void presenter.load();
  }, [presenter, vm.language]);
  useRatingCodeEarly(presenter.ratingsOffered);

  return (
    <section className="container section bookings" aria-labelledby="bookings-heading">
      <header className="bookings__header">
        <h1 id="bookings-heading">{vm.title}</h1>
        {loading ? (
          <Skeleton width="6rem" height="1.25rem" />
        ) : (
          <p className="bookings__count" aria-live="polite">
            {vm.countLabel}
          </p>
        )}
      </header>

      {vm.greeting && (
        <BookingGreeting
          greeting={vm.greeting}
          onDismiss={() => presenter.dismissGreeting()}
          onPayNow={(bookingId) => void presenter.payNow(bookingId)}
          onPayAfterService={(bookingId) => void presenter.payAfterService(bookingId)}
        />
      )}

      {loading && (
        <ul className="bookings__list" aria-busy="true" aria-label={messages.nav.loading}>
          {Array.from({ length: SKELETON_GROUPS }, (_, index) => (
            <li key={index} className="booking-group" aria-hidden="true">
              <Skeleton width="40%" height="1.4rem" />
              <Skeleton width="30%" height="1rem" />
              <div className="booking-group__skeleton-item">
                <Skeleton shape="circle" size="2.5rem" />
                <Skeleton width="50%" height="1rem" />
              </div>
            </li>
          ))}
        </ul>
      )}

      {vm.empty && (
        <div className="empty-state bookings__empty">
          <span className="bookings__empty-icon">
            <Icon icon={inbox} size={48} />
          </span>
          <h2>{vm.empty.title}</h2>
          <p className="bookings__empty-body">{vm.empty.body}</p>
          <ButtonLink to={links.root} label={vm.empty.action} />
        </div>
      )}

      {!loading && vm.groups.length > 0 && (
        <ol className="bookings__list">
          {vm.groups.map((group) => (
            <BookingGroup
              key={group.bookingId}
              group={group}
              bookingAgain={vm.bookingAgain}
              onBookAgain={() => void presenter.bookAgain(group.bookingId)}
              onPayNow={() => void presenter.payNow(group.bookingId)}
              onPayAfterService={() => void presenter.payAfterService(group.bookingId)}
              presenter={presenter}
            />
          ))}
        </ol>
      )}
      <PaymentSheetHost />
    </section>
  );
});

/** The booking just made: what it holds, its amount, and what happens next, in plain words. */
const BookingGreeting = observer(function BookingGreeting({
  greeting,
  onDismiss,
  onPayNow,
  onPayAfterService,
}: {
  readonly greeting: BookingGreetingView;
  readonly onDismiss: () => void;
  readonly onPayNow: (bookingId: number) => void;
  readonly onPayAfterService: (bookingId: number) => void;
}) {
  const id = useId();
  return (
    <section className="booking-greeting" aria-labelledby={`${id}-title`}>
      <span className="booking-greeting__icon">
        <Icon icon={check} size={26} />
      </span>
      <div className="booking-greeting__body">
        <h2 id={`${id}-title`} className="booking-greeting__title">
          {greeting.title}
        </h2>
        <p className="booking-greeting__reference">{greeting.reference}</p>
        <ul className="booking-greeting__lines">
          {greeting.lines.map((line, index) => (
            <li key={index}>
              <span className="line-service">{line.service}</span>
              {line.label}
            </li>
          ))}
        </ul>
        <p className="booking-greeting__amount">
          {greeting.amountLabel} <strong>{greeting.amount}</strong>
        </p>
        {greeting.visit && <VisitLine text={greeting.visit} />}
        {greeting.technician && <TechnicianLine technician={greeting.technician} />}
        {greeting.payment && (
          <PaymentSummary
            payment={greeting.payment}
            onPayNow={() => onPayNow(greeting.bookingId)}
            onPayAfterService={() => onPayAfterService(greeting.bookingId)}
          />
        )}
        <h3 className="booking-greeting__next-heading">{greeting.nextHeading}</h3>
        <p className="booking-greeting__next">{greeting.next}</p>
        {greeting.ifWeFail.map((line) => (
          <p key={line} className="booking-greeting__next">
            {line}
          </p>
        ))}
        <HelpLinks help={greeting.help} withHeading />
        <Button label={greeting.dismiss} outlined onClick={onDismiss} />
      </div>
    </section>
  );
});

interface BookingGroupProps {
  readonly group: BookingGroupView;
  readonly bookingAgain: boolean;
  readonly onBookAgain: () => void;
  readonly onPayNow: () => void;
  readonly onPayAfterService: () => void;
  readonly presenter: MyBookingsPresenter;
}

const BookingGroup = observer(function BookingGroup({
  group,
  bookingAgain,
  onBookAgain,
  onPayNow,
  onPayAfterService,
  presenter,
}: BookingGroupProps) {
  const id = useId();
  const codeId = `${id}-code`;
  return (
    <li className={`booking-group ${group.newTag ? 'booking-group--new' : ''}`}>
      <article className="booking-group__card" aria-labelledby={codeId}>
        <div className="booking-group__head">
          <h2 id={codeId} className="booking-group__code">
            {group.code}
          </h2>
          {group.newTag && <span className="booking-group__new">{group.newTag}</span>}
          <p className="booking-group__created">{group.created}</p>
        </div>
        {group.visitWindow && <VisitLine text={group.visitWindow} />}
        <ul className="booking-group__items" aria-label={group.itemsLabel}>
          {group.items.map((item) => (
            <li key={item.key} className="booking-item">
              <ServiceImage src={item.icon} size={40} />
              <div className="booking-item__body">
                <p className="booking-item__name">{item.name}</p>
                {item.option && <p className="booking-item__option">{item.option}</p>}
                {item.status && (
                  <p className="booking-item__status">
                    <span className="visually-hidden">{item.status.label}</span>
                    <Tag
                      value={item.status.name}
                      rounded
                      className={`status-tag status-tag--${item.status.stage}`}
                      aria-hidden="true"
                    />
                  </p>
                )}
                {item.line && <OrderStatusLine line={item.line} brief />}
                {item.visit && <VisitSummary visit={item.visit} />}
                <p className="booking-item__booked">{item.booked}</p>
                {item.rated && (
                  <Suspense fallback={null}>
                    <LateVisitRating.View
                      order={item.rated}
                      onRated={() => void presenter.readAgain(group.bookingId)}
                    />
                  </Suspense>
                )}
              </div>
            </li>
          ))}
        </ul>
        {group.amount && (
          <p className="booking-group__amount">
            {group.amount.label} <strong>{group.amount.value}</strong>
          </p>
        )}
        {group.payment && (
          <PaymentSummary
            payment={group.payment}
            onPayNow={onPayNow}
            onPayAfterService={onPayAfterService}
            describedBy={codeId}
          />
        )}
        <div className="booking-group__actions">
          <ButtonLink
            to={group.detailsHref}
            label={bookingMessages.viewDetails}
            className="booking-group__details"
            aria-describedby={codeId}
          />
          {group.canBookAgain && (
            <Button
              type="button"
              outlined
              label={bookingMessages.bookAgain}
              icon={replay}
              onClick={onBookAgain}
              loading={bookingAgain}
              disabled={bookingAgain}
              aria-describedby={codeId}
            />
          )}
        </div>
      </article>
    </li>
  );
});
