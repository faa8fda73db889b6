import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_DURATION_MS,
  notification,
  notificationDurations,
  type NotificationKind,
} from '../../../../src/core/shared/Notification';

describe('notification durations', () => {
  it.each([
    ['success', 3000],
    ['error', 5000],
    ['warning', 4000],
    ['info', 3000],
  ] as const)('keeps a %s notification for %i ms', (kind, ms) => {
    expect(notificationDurations[kind]).toBe(ms);
  });

  it('falls back to 3000 ms when no kind-specific value applies', () => {
    expect(DEFAULT_NOTIFICATION_DURATION_MS).toBe(3000);
  });
});

describe('notification()', () => {
  it('builds a notification with the duration of its kind', () => {
    expect(notification('error', 'Your cart is empty!')).toEqual({
      kind: 'error',
      message: 'Your cart is empty!',
      durationMs: 5000,
    });
  });

  it('gives a warning 4000 ms', () => {
    expect(notification('warning', 'Your cart is empty!').durationMs).toBe(4000);
  });

  it('uses a duration given by the caller instead of the default of its kind', () => {
    expect(notification('success', 'Logged Out successfully!', 2000).durationMs).toBe(2000);
  });

  it('gives a kind it does not know the default duration of 3000 ms', () => {
    const unknownKind = 'debug' as NotificationKind;

    expect(notification(unknownKind, 'hello').durationMs).toBe(3000);
  });
});
