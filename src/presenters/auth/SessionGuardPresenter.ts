import { makeAutoObservable } from 'mobx';
import type { Navigator } from '../Navigator';
import type { LoginGate } from './LoginGate';
import type { SessionModel } from './SessionModel';
import { links } from '../links';

/**
 * Guards the pages that need a session (/my-bookings, /my-bookings-info, /signup; DESIGN.md):
 * a visitor gets the login dialog and, once logged in, the page they asked for; closing the
 * dialog goes home. A new user is taken to /signup by the login dialog itself.
 */
export class SessionGuardPresenter {
  constructor(
    private readonly session: SessionModel,
    private readonly gate: LoginGate,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this);
  }

  get viewModel(): { readonly allowed: boolean } {
    return { allowed: this.session.isLoggedIn };
  }

  /** Asks a visitor to log in; call when the guarded page mounts. */
  async ensureSession(): Promise<void> {
    if (this.session.isLoggedIn) return;
    const outcome = await this.gate.request();
    if (outcome === 'dismissed' && !this.session.isLoggedIn)
      this.navigator.go(links.root, { replace: true });
  }
}
