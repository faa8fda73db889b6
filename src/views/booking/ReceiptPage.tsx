import '../styles/booking.css';
import '../styles/receipt.css';
import { observer } from 'mobx-react-lite';
import arrowLeft from 'primeicons/raw-svg/arrow-left.svg?paths';
import fileIcon from 'primeicons/raw-svg/file.svg?paths';
import printIcon from 'primeicons/raw-svg/print.svg?paths';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../core/shared/messages';
import {
  ReceiptPresenter,
  type ReceiptView,
  type LabelledValue,
} from '../../presenters/booking/ReceiptPresenter';
import { usePresenter } from '../ContainerContext';
import { Button, ButtonLink } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { Skeleton } from '../shared/Skeleton';

/**
 * A booking's receipt, laid out to print on one A4 page (receipt.css): printing it, or saving it
 * as a PDF from the browser's print dialog, keeps the customer's language, which the browser
 * shapes correctly in every script.
 */
export const ReceiptPage = observer(function ReceiptPage() {
  const presenter = usePresenter(ReceiptPresenter);
  const vm = presenter.viewModel;
  const [searchParams] = useSearchParams();
  const bookingId = searchParams.get('bookingId');

  useEffect(() => {
    void presenter.load(bookingId);
  }, [presenter, bookingId, vm.language]);

  return (
    <section className="container section receipt-page" aria-labelledby="receipt-heading">
      <div className="receipt-page__actions">
        <Link to={vm.back.href} className="booking-detail__back">
          <Icon icon={arrowLeft} size={16} />
          {vm.back.label}
        </Link>
        {vm.receipt && (
          <Button label={vm.printLabel} icon={printIcon} onClick={() => window.print()} />
        )}
      </div>

      {vm.status === 'loading' && (
        <div className="receipt" aria-busy="true" aria-label={messages.nav.loading}>
          <h1 id="receipt-heading" className="visually-hidden">
            {vm.title}
          </h1>
          <Skeleton width="40%" height="1.6rem" />
          <Skeleton width="60%" height="1rem" />
          <Skeleton width="100%" height="8rem" />
        </div>
      )}

      {vm.status === 'error' && (
        <>
          <h1 id="receipt-heading">{vm.title}</h1>
          <div className="inline-error" role="alert">
            <p>{vm.errorMessage}</p>
            <Button label={messages.nav.tryAgain} outlined onClick={() => void presenter.retry()} />
          </div>
        </>
      )}

      {vm.empty && (
        <div className="empty-state">
          <span className="bookings__empty-icon">
            <Icon icon={fileIcon} size={48} />
          </span>
          <h1 id="receipt-heading">{vm.empty.title}</h1>
          <p className="bookings__empty-body">{vm.empty.body}</p>
          <ButtonLink to={vm.back.href} label={vm.back.label} />
        </div>
      )}

      {vm.receipt && <ReceiptDocument title={vm.title} receipt={vm.receipt} />}
    </section>
  );
});

/** The receipt itself: what prints. */
const ReceiptDocument = observer(function ReceiptDocument({
  title,
  receipt,
}: {
  readonly title: string;
  readonly receipt: ReceiptView;
}) {
  const { seller, customer, columns } = receipt;
  return (
    <article className="receipt" aria-labelledby="receipt-heading">
      <header className="receipt__head">
        <div className="receipt__seller">
          <p className="receipt__brand">{seller.name}</p>
          <address>
            {[...seller.addressLines, ...seller.contactLines].map((line) => (
              <span key={line} className="receipt__line">
                {line}
              </span>
            ))}
          </address>
          {seller.gstin && <p className="receipt__gstin">{seller.gstin}</p>}
        </div>
        <div className="receipt__title">
          <h1 id="receipt-heading">{title}</h1>
          <Facts items={receipt.facts} />
          {/* Beside the facts, where the seller's column leaves room: the page stays one A4. */}
          {receipt.payment && (
            <ul className="receipt__payment">
              {receipt.payment.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      </header>

      <div className="receipt__kind">
        <p>{receipt.kindNote}</p>
        {receipt.demoNote && <p className="receipt__demo">{receipt.demoNote}</p>}
      </div>

      <div className="receipt__customer">
        <div>
          <h2>{customer.heading}</h2>
          <p>
            {customer.lines.map((line) => (
              <span key={line} className="receipt__line">
                {line}
              </span>
            ))}
          </p>
        </div>
        <div>
          <h2>{customer.addressHeading}</h2>
          <p>
            {customer.addressLines.map((line) => (
              <span key={line} className="receipt__line">
                {line}
              </span>
            ))}
          </p>
        </div>
      </div>

      <table className="receipt__lines">
        <caption className="visually-hidden">{receipt.linesLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.item}</th>
            <th scope="col" className="receipt__wide">
              {columns.status}
            </th>
            <th scope="col" className="receipt__number receipt__wide">
              {columns.quantity}
            </th>
            <th scope="col" className="receipt__number receipt__wide">
              {columns.unitPrice}
            </th>
            <th scope="col" className="receipt__number">
              {columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.key} className={line.charged ? '' : 'receipt__uncharged'}>
              <td>
                {line.service && <span className="receipt__service">{line.service}</span>}
                <span className="receipt__option">{line.option}</span>
                {line.visit && <span className="receipt__visit">{line.visit}</span>}
                {line.technician && <span className="receipt__visit">{line.technician}</span>}
                <span className="receipt__narrow">{line.quantityTimesPrice}</span>
                <span className="receipt__narrow">{line.status}</span>
              </td>
              <td className="receipt__wide">{line.statusName}</td>
              <td className="receipt__number receipt__wide">{line.quantity}</td>
              <td className="receipt__number receipt__wide">{line.unitPrice}</td>
              <td className="receipt__number">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="receipt__sums">
        {receipt.sums.map((sum) => (
          <div key={sum.label}>
            <dt>{sum.label}</dt>
            <dd>{sum.value}</dd>
          </div>
        ))}
        <div className="receipt__total">
          <dt>{receipt.total.label}</dt>
          <dd>{receipt.total.value}</dd>
        </div>
      </dl>
      {receipt.note && <p className="receipt__note">{receipt.note}</p>}
    </article>
  );
});

const Facts = observer(function Facts({ items }: { readonly items: readonly LabelledValue[] }) {
  return (
    <dl className="receipt__facts">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
});
