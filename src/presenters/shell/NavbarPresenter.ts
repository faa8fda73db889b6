import { makeAutoObservable } from 'mobx';
import { BRAND_NAME } from '../../core/shared/brand';
import { messages } from '../../core/shared/messages';
import type { LoginGate } from '../auth/LoginGate';
import type { SessionModel } from '../auth/SessionModel';
import type { CartModel } from '../cart/CartModel';

export interface NavbarViewModel {
  readonly brand: string;
  readonly isDemo: boolean;
  /** The badge's text, only when the cart holds something (SPEC §2). */
  readonly cartBadge?: string;
  /** What a screen reader says for the cart link: "Cart, 3 items". */
  readonly cartLabel: string;
  readonly isLoggedIn: boolean;
}

/** The top bar: brand, cart badge, and Log in or the account menu (SPEC §2 layout shell). */
export class NavbarPresenter {
  constructor(
    private readonly isDemo: boolean,
    private readonly cart: CartModel,
    private readonly session: SessionModel,
    private readonly loginGate: LoginGate,
  ) {
    makeAutoObservable(this);
  }

  get viewModel(): NavbarViewModel {
    const count = this.cart.unitCount;
    return {
      brand: BRAND_NAME,
      isDemo: this.isDemo,
      ...(count > 0 ? { cartBadge: String(count) } : {}),
      cartLabel: messages.cartLabel(count),
      isLoggedIn: this.session.isLoggedIn,
    };
  }

  openLogin(): void {
    void this.loginGate.request();
  }
}
