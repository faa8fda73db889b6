import type { Logout } from '../../core/auth/Logout';
import type { Clock } from '../../core/shared/Clock';
import { notification, type Notifier } from '../../core/shared/Notification';
import type { SessionModel } from '../auth/SessionModel';
import type { CartModel } from '../cart/CartModel';
import { links } from '../links';
import type { Navigator } from '../Navigator';
import type { BusyModel } from './BusyModel';

/**
 * The logged-in customer's menu (SPEC §2: My Profile, My Bookings, Logout). Its code downloads
 * only with a session, logging out with it.
 */
export class AccountMenuPresenter {
  constructor(
    private readonly logoutUseCase: Logout,
    private readonly session: SessionModel,
    private readonly cart: CartModel,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
    private readonly navigator: Navigator,
  ) {}

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
