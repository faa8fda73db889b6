import '../styles/payment.css';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { ConfirmBookingPresenter } from '../../presenters/cart/ConfirmBookingPresenter';

/**
 * How she pays (the `payments` extension): online now, or after the service. Native radios in a
 * fieldset give the group its name, the arrow keys and what a screen reader says.
 */
export const PaymentChoiceField = observer(function PaymentChoiceField({
  presenter,
}: {
  readonly presenter: ConfirmBookingPresenter;
}) {
  const vm = presenter.viewModel;
  const id = useId();
  if (!vm.payment) return null;
  const choice = vm.payment;
  return (
    <fieldset className="payment-choice" disabled={vm.paying}>
      <legend className="payment-choice__legend">{choice.legend}</legend>
      {choice.options.map((option) => (
        <label
          key={option.value}
          className={`payment-choice__option ${option.value === choice.chosen ? 'is-selected' : ''}`}
        >
          <input
            type="radio"
            name={`${id}-payment`}
            value={option.value}
            checked={option.value === choice.chosen}
            onChange={() => presenter.choosePayment(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
});
