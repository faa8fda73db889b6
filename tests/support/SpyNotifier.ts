import type { Notification, Notifier } from '../../src/core/shared/Notification';

/** Remembers every notification, in order. */
export class SpyNotifier implements Notifier {
  readonly notifications: Notification[] = [];

  notify(notification: Notification): void {
    this.notifications.push(notification);
  }

  /** The one on screen: a new notification replaces the previous one. */
  get last(): Notification | undefined {
    return this.notifications.at(-1);
  }
}
