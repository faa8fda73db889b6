import { makeAutoObservable } from 'mobx';
import type { Logout } from '../../core/auth/Logout';
import { BRAND_NAME } from '../../core/shared/brand';
import type { Clock } from '../../core/shared/Clock';
import { messages } from '../../core/shared/messages';
import { notification, type Notifier } from '../../core/shared/Notification';
import type { LoginGate } from '../auth/LoginGate';
import type { SessionModel } from '../auth/SessionModel';
import type { CartModel } from '../cart/CartModel';
import type { Navigator } from '../Navigator';
import type { BusyModel } from './BusyModel';
import { links } from '../links';

export interface NavbarViewModel {
  readonly brand: string;
  readonly isDemo: boolean;
  /** The badge's text, only when the cart holds something (SPEC §2). */
  readonly cartBadge?: string;
  /** What a screen reader says for the cart link: "Cart, 3 items". */
  readonly cartLabel: string;
  readonly isLoggedIn: boolean;
}

/** The top bar: brand, cart badge and the user menu (SPEC §2 layout shell). */
export class NavbarPresenter {
  constructor(
    private readonly isDemo: boolean,
    private readonly cart: CartModel,
    private readonly session: SessionModel,
    private readonly loginGate: LoginGate,
    private readonly logoutUseCase: Logout,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
    private readonly navigator: Navigator,
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

  /**
   * SPEC §4: end the session on the server, wipe the device, say so, and start afresh on the
   * home page two seconds later. The spinner covers the page while the server is asked (a few
   * seconds at most).
   */
  async logout(): Promise<void> {
    const result = await this.busy.during(() => this.logoutUseCase.execute());
    this.session.refresh();
    this.cart.reload();
    this.notifier.notify(notification('success', result.message));
    this.clock.after(result.redirectAfterMs, () => this.navigator.reload(links.root));
  }
}
