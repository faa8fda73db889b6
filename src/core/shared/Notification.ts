export type NotificationKind = 'success' | 'error' | 'warning' | 'info';

/** A button beside a notification's message: Undo after something was removed. */
export interface NotificationAction {
  readonly label: string;
  readonly run: () => void;
}

/** A transient message at the top centre of the screen (SPEC §3, §8). */
export interface Notification {
  readonly kind: NotificationKind;
  readonly message: string;
  readonly durationMs: number;
  readonly action?: NotificationAction;
}

/** SPEC §9: how long each kind stays before it dismisses itself. */
export const notificationDurations: Readonly<Record<NotificationKind, number>> = {
  success: 3000,
  error: 5000,
  warning: 4000,
  info: 3000,
};

/** SPEC §9: the duration when no kind-specific value applies. */
export const DEFAULT_NOTIFICATION_DURATION_MS = 3000;

export function notification(
  kind: NotificationKind,
  message: string,
  durationMs?: number,
): Notification {
  return {
    kind,
    message,
    durationMs: durationMs ?? notificationDurations[kind] ?? DEFAULT_NOTIFICATION_DURATION_MS,
  };
}

/** Long enough to read the message and reach its Undo. */
export const UNDO_DURATION_MS = 8000;

/** What was just removed, with an Undo that puts it back. */
export function undoable(message: string, undoLabel: string, undo: () => void): Notification {
  return {
    ...notification('info', message, UNDO_DURATION_MS),
    action: { label: undoLabel, run: undo },
  };
}

/**
 * Shows notifications to the customer. One is visible at a time: a new one replaces the one
 * showing. It dismisses itself after its duration and can be closed by hand. Never fails.
 */
export interface Notifier {
  notify(notification: Notification): void;
}
