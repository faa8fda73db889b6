import '../styles/payment.css';
import { observer } from 'mobx-react-lite';
import wallet from 'primeicons/raw-svg/wallet.svg?paths';
import type { PaymentView } from '../../presenters/payment/BookingPayments';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';

/**
 * A booking's money, as the backend says it (paid, to pay after the service, not paid yet,
 * refunds), why her last try did not finish, and the ways to pay what is left.
 */
export const PaymentSummary = observer(function PaymentSummary({
  payment,
  onPayNow,
  onPayAfterService,
  describedBy,
}: {
  readonly payment: PaymentView;
  readonly onPayNow: () => void;
  readonly onPayAfterService: () => void;
  /** The booking the buttons are about (its code's id), for a screen reader. */
  readonly describedBy?: string;
}) {
  const actions = payment.actions;
  return (
    <div className="payment-summary">
      <ul className="payment-summary__lines">
        {payment.lines.map((line) => (
          <li key={line}>
            <Icon icon={wallet} size={16} />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      {payment.note && (
        <p className="payment-summary__note" role="status">
          {payment.note}
        </p>
      )}
      {actions && (
        <div className="payment-summary__actions">
          <Button
            type="button"
            label={actions.payNow}
            onClick={onPayNow}
            loading={actions.busy}
            disabled={actions.busy}
            aria-describedby={describedBy}
          />
          {actions.afterService && (
            <Button
              type="button"
              outlined
              label={actions.afterService}
              onClick={onPayAfterService}
              disabled={actions.busy}
              aria-describedby={describedBy}
            />
          )}
        </div>
      )}
    </div>
  );
});
