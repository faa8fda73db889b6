import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../../src/app/tokens';
import { notification } from '../../../../src/core/shared/Notification';
import { LiveAnnouncements } from '../../../../src/presenters/shell/LiveAnnouncements';
import { testApp } from '../../../support/testContainer';
import { ToastNotifier } from '../../../../src/adapters/notify/ToastNotifier';

describe('LiveAnnouncements', () => {
  it('says nothing until something is announced', () => {
    expect(new LiveAnnouncements().text).toBe('');
  });

  it('holds the latest announcement, the same words twice counting as two', () => {
    const live = new LiveAnnouncements();

    live.announce('Cart, 1 item. Total ₹706.82');
    const first = live.sequence;
    live.announce('Cart, 1 item. Total ₹706.82');

    expect(live.text).toBe('Cart, 1 item. Total ₹706.82');
    expect(live.sequence).toBe(first + 1);
  });

  it('repeats success and info notifications politely, and leaves errors and warnings to their alert', () => {
    const live = new LiveAnnouncements();

    live.announceNotification(notification('success', 'Booking cancelled successfully'));
    live.announceNotification(notification('error', 'Failed to cancel booking. Please try again.'));
    live.announceNotification(notification('warning', 'Your cart is empty!'));

    expect(live.text).toBe('Booking cancelled successfully');
  });

  it("hears the app's toast notifications once the shell's region is there, as the composition root wires them", () => {
    const app = testApp();
    const live = app.get(LiveAnnouncements);

    app.get(ToastNotifier).notify(notification('success', 'OTP sent to +91 9876543210'));

    expect(live.text).toBe('OTP sent to +91 9876543210');
    expect(app.get(TOKENS.announcer)).toBe(app.get(LiveAnnouncements));
  });
});
