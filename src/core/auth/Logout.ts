import { messages } from '../shared/messages';
import type { PersonalCopies } from './PersonalCopies';
import type { SessionStore } from './SessionStore';

/** SPEC §9: after logging out, the app returns to the home page after two seconds. */
export const LOGOUT_REDIRECT_DELAY_MS = 2000;

export interface LogoutResult {
  readonly message: string;
  readonly redirectAfterMs: number;
}

/** Ends the session and wipes the device's storage (SPEC §4), and every copy of the customer's data. */
export class Logout {
  constructor(
    private readonly session: SessionStore,
    private readonly copies: PersonalCopies,
  ) {}

  execute(): LogoutResult {
    this.session.signOut();
    void this.copies.forget();
    return { message: messages.loggedOut, redirectAfterMs: LOGOUT_REDIRECT_DELAY_MS };
  }
}
