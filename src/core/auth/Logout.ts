import { authOutcomes } from './authOutcomes';
import type { Clock } from '../shared/Clock';
import type { AuthGateway } from './AuthGateway';
import type { PersonalCopies } from './PersonalCopies';
import type { SessionStore } from './SessionStore';

/** SPEC §9: after logging out, the app returns to the home page after two seconds. */
export const LOGOUT_REDIRECT_DELAY_MS = 2000;
/** How long logout waits for the backend to end the session before it goes on without it. */
export const LOGOUT_WAIT_MS = 3000;

export interface LogoutResult {
  readonly message: string;
  readonly redirectAfterMs: number;
}

/**
 * Ends the session on the server (when the backend gave one), then wipes the device's storage
 * (SPEC §4) and every copy of the customer's data. The server is given a few seconds at most: a
 * customer who leaves is logged out of this phone whatever it answers, or if it never does.
 */
export class Logout {
  constructor(
    private readonly session: SessionStore,
    private readonly auth: AuthGateway,
    private readonly copies: PersonalCopies,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<LogoutResult> {
    if (this.session.read().token) await this.serverEndsSession();
    this.session.signOut();
    await this.copies.forget();
    return { message: authOutcomes.loggedOut, redirectAfterMs: LOGOUT_REDIRECT_DELAY_MS };
  }

  private serverEndsSession(): Promise<void> {
    return new Promise((done) => {
      const cancel = this.clock.after(LOGOUT_WAIT_MS, done);
      void this.auth.logout().then(() => {
        cancel();
        done();
      });
    });
  }
}
