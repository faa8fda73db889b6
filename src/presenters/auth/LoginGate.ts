import { makeAutoObservable } from 'mobx';

/** How a login request ended: a known customer, a new one sent to the profile, or closed. */
export type LoginOutcome = 'logged-in' | 'new-user' | 'dismissed';

/**
 * Opens the login dialog on behalf of whoever needs a session (the user icon, checkout, a guarded
 * route) and tells them how it ended, so each can go on: checkout continues, a guarded route shows
 * itself, a dismissed one goes home.
 */
export class LoginGate {
  isOpen = false;
  private waiting: Array<(outcome: LoginOutcome) => void> = [];

  constructor() {
    makeAutoObservable<LoginGate, 'waiting'>(this, { waiting: false });
  }

  /** Opens the dialog (or joins the open one) and resolves when it closes. */
  request(): Promise<LoginOutcome> {
    this.isOpen = true;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Called by the login dialog when it closes. */
  settle(outcome: LoginOutcome): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve(outcome);
  }
}
