import type { Notification, Notifier } from '../../core/shared/Notification';

/** Where notifications are drawn: the app shell attaches PrimeReact's Toast behind this. */
export interface NotificationSink {
  /** Shows this notification in place of any other. */
  replace(notification: Notification): void;
}

/**
 * Implements the core's `Notifier` on top of a sink the shell attaches when it mounts. A
 * notification raised before the shell is there (e.g. a corrupt cart found at start-up) is kept
 * and shown on attach; only the newest one is kept, as only one is ever visible.
 */
export class ToastNotifier implements Notifier {
  private sink: NotificationSink | undefined;
  private pending: Notification | undefined;
  private readonly listeners = new Set<(notification: Notification) => void>();

  notify(notification: Notification): void {
    for (const listener of this.listeners) listener(notification);
    if (this.sink) this.sink.replace(notification);
    else this.pending = notification;
  }

  /** True when a notification waits for a sink to show it. */
  get hasPending(): boolean {
    return this.pending !== undefined;
  }

  /** Connects the visible toast; returns the function that disconnects it. */
  attach(sink: NotificationSink): () => void {
    this.sink = sink;
    if (this.pending) {
      sink.replace(this.pending);
      this.pending = undefined;
    }
    return () => {
      if (this.sink === sink) this.sink = undefined;
    };
  }

  /** Lets the live region announce every notification to screen readers. */
  onNotify(listener: (notification: Notification) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
