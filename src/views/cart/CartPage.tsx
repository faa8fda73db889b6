import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import minus from 'primeicons/raw-svg/minus.svg?paths';
import plus from 'primeicons/raw-svg/plus.svg?paths';
import trash from 'primeicons/raw-svg/trash.svg?paths';
import cartIcon from 'primeicons/raw-svg/shopping-cart.svg?paths';
import { CartPresenter, type CartLineViewModel } from '../../presenters/cart/CartPresenter';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';
import { late } from '../shared/late';
import { MountWhenWanted } from '../shared/MountWhenWanted';
import { ServiceImage } from '../shared/ServiceImage';
import { links } from '../../presenters/links';
import { Button, ButtonLink } from '../shared/Button';
import { cartMessages, checkoutMessages } from '../../core/cart/cartMessages';

const ConfirmBookingDialog = late(() =>
  import('./ConfirmBookingDialog').then((m) => m.ConfirmBookingDialog),
);

/** SPEC §2 Cart: the lines, the GST summary and checkout. */
export const CartPage = observer(function CartPage() {
  const presenter = usePresenter(CartPresenter);
  const vm = presenter.viewModel;
  useEffect(() => {
    void presenter.resume();
  }, [presenter]);

  if (vm.isEmpty && !vm.confirmOpen)
    return <EmptyCart onUndo={vm.canUndo ? () => presenter.undo() : undefined} />;

  return (
    <section className="container section cart" aria-labelledby="cart-heading">
      <div className="cart__header">
        <h1 id="cart-heading">{cartMessages.title}</h1>
        <p className="cart__count">{vm.headline}</p>
      </div>
      <div className="cart__layout">
        <ul className="cart__lines" aria-label={cartMessages.title}>
          {vm.lines.map((line) => (
            <CartLine key={line.id} line={line} presenter={presenter} />
          ))}
        </ul>
        <aside className="cart__summary" aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading">{cartMessages.summary}</h2>
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
              <dt>{cartMessages.total}</dt>
              <dd>{vm.total}</dd>
            </div>
          </dl>
          <div className="cart__actions">
            {/* On a phone this bar stays at the bottom of the screen: the total and the way on,
                always in reach. */}
            <div className="cart__checkout">
              <p className="cart__checkout-total" aria-hidden="true">
                <span>{cartMessages.total}</span> <strong>{vm.total}</strong>
              </p>
              {/* Not `disabled` while checking out: a disabled button drops the keyboard focus, and
                  the login or confirm dialog could not hand it back here when it closes. A second
                  press meanwhile is ignored by the presenter. */}
              <Button
                label={cartMessages.checkout}
                className="w-full"
                onClick={() => void presenter.proceedToCheckout()}
                aria-disabled={vm.checkingOut || undefined}
              />
            </div>
            <Button
              label={cartMessages.clear}
              outlined
              severity="danger"
              className="w-full"
              onClick={() => presenter.clear()}
            />
          </div>
        </aside>
      </div>
      <MountWhenWanted when={vm.confirmOpen}>
        <ConfirmBookingDialog.View
          visible={vm.confirmOpen}
          onClose={() => presenter.closeConfirm()}
        />
      </MountWhenWanted>
    </section>
  );
});

/** The empty cart; right after Clear Cart, with Undo beside the way back to the services. */
const EmptyCart = observer(function EmptyCart({
  onUndo,
}: {
  readonly onUndo: (() => void) | undefined;
}) {
  // Emptied from the bottom of a long cart: show the empty state from its top. A block body, not
  // an arrow expression: Chromium's scrollTo returns a Promise, which React would take for this
  // effect's cleanup and call on unmount, crashing the next page (My Bookings after Pay Now).
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <section className="container section empty-state">
      <span className="empty-state__icon">
        <Icon icon={cartIcon} size={48} />
      </span>
      <h1>{checkoutMessages.cartEmpty}</h1>
      <div className="button-row">
        {onUndo && <Button label={cartMessages.undoClear} outlined onClick={onUndo} />}
        <ButtonLink to={links.root} label={cartMessages.continueShopping} />
      </div>
    </section>
  );
});

interface CartLineProps {
  readonly line: CartLineViewModel;
  readonly presenter: CartPresenter;
}

/** One line: what it is, its price, the quantity stepper and its total. */
const CartLine = observer(function CartLine({ line, presenter }: CartLineProps) {
  const id = line.id;
  return (
    <li className="cart-line">
      <ServiceImage src={line.icon} size={56} />
      <div className="cart-line__body">
        <h2 className="cart-line__name">{line.optionName}</h2>
        <p className="cart-line__service">{line.serviceName}</p>
        {line.description && <p className="cart-line__description">{line.description}</p>}
        <p className="cart-line__unit">
          {line.unitPriceLabel}
          {line.priceWas && <span className="cart-line__was"> ({line.priceWas})</span>}
        </p>
      </div>
      <div className="cart-line__controls">
        <div className="stepper" role="group" aria-label={line.quantityLabel}>
          <button
            type="button"
            className="icon-button stepper__button"
            onClick={() => presenter.decrease(id)}
            aria-label={line.decreaseLabel}
          >
            <Icon icon={minus} size={16} />
          </button>
          <output className="stepper__value">{line.quantity}</output>
          <button
            type="button"
            className="icon-button stepper__button"
            onClick={() => presenter.increase(id)}
            aria-label={line.increaseLabel}
          >
            <Icon icon={plus} size={16} />
          </button>
        </div>
        <p className="cart-line__total">{line.lineTotal}</p>
        <button
          type="button"
          className="icon-button cart-line__remove"
          onClick={() => presenter.remove(id)}
          aria-label={line.removeLabel}
        >
          <Icon icon={trash} size={18} />
        </button>
      </div>
    </li>
  );
});
