import { makeAutoObservable } from 'mobx';
import type { Notification } from '../../core/shared/Notification';
import type { Announcer } from '../Announcer';

/**
 * What the shell's polite live region says: the latest announcement. Each one gets a new
 * sequence number, so the view can redraw even the same words and a screen reader says them again.
 */
export class LiveAnnouncements implements Announcer {
  text = '';
  sequence = 0;

  constructor() {
    makeAutoObservable(this);
  }

  announce(message: string): void {
    this.text = message;
    this.sequence += 1;
  }

  /**
   * Success and info notifications are statuses too (code sent, booking cancelled): their toast
   * is an assertive alert, and the polite region repeats them for whoever missed it. Errors and
   * warnings stay alerts only.
   */
  announceNotification(notification: Notification): void {
    if (notification.kind === 'success' || notification.kind === 'info')
      this.announce(notification.message);
  }
}
