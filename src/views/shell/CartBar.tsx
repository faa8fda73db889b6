import { observer } from 'mobx-react-lite';
import cartIcon from 'primeicons/raw-svg/shopping-cart.svg?paths';
import { Link, useLocation } from 'react-router-dom';
import { CartBarPresenter } from '../../presenters/cart/CartBarPresenter';
import { links } from '../../presenters/links';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';

/**
 * On a phone, whenever the cart holds something: its count and total at the bottom of the screen,
 * one tap from the cart. Not on pages of forms, and hidden while a field has the focus (see
 * app.css), so it never sits over what the customer is typing.
 */
export const CartBar = observer(function CartBar() {
  const { pathname } = useLocation();
  const vm = usePresenter(CartBarPresenter).viewModel(pathname);
  if (!vm.visible) return null;
  return (
    <>
      <div className="cart-bar__room" />
      <Link to={links.cart} className="cart-bar">
        <Icon icon={cartIcon} size={22} />
        <span className="cart-bar__summary">{vm.summary}</span>
        <span className="cart-bar__action">{vm.action}</span>
      </Link>
    </>
  );
});
