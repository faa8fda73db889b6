import { makeAutoObservable } from 'mobx';

/**
 * A checkout the customer started and had to leave: to create their account, or to change the
 * visit's address. The profile page sends them back to the cart, and the cart page takes the
 * checkout up again, straight to the confirm dialog.
 */
export class PendingCheckout {
  private waiting = false;

  constructor() {
    makeAutoObservable<PendingCheckout, 'waiting'>(this, { waiting: true });
  }

  get isWaiting(): boolean {
    return this.waiting;
  }

  hold(): void {
    this.waiting = true;
  }

  /** True once, when a checkout was waiting: the caller takes it up. */
  take(): boolean {
    const waiting = this.waiting;
    this.waiting = false;
    return waiting;
  }
}
