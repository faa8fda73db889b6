import type { SessionStore } from '../auth/SessionStore';
import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { WorkOrder } from './Booking';
import type { BookingGateway } from './BookingGateway';
import { isCancellable } from './cancellation';
import { formatVisitWindow } from './formatVisit';
import { visitMessages } from './visitMessages';
import { visitTimeMessages } from './visitTimeMessages';
import type { VisitWindow } from './VisitWindow';

export type ChangeVisitTimeResult = Result<
  { readonly message: string },
  {
    readonly reason: 'not-changeable' | 'window-full' | 'refused' | 'session-ended' | 'failed';
    readonly message: string;
  }
>;

/**
 * Change time (the `slots` extension): a work order's visit moves to another window, allowed
 * while the order can still be cancelled (status 1 or 2, SPEC §4). A window that filled says so;
 * a refusal says the server's reason.
 */
export class ChangeVisitTime {
  constructor(
    private readonly session: SessionStore,
    private readonly bookings: BookingGateway,
  ) {}

  async execute(workOrder: WorkOrder, window: VisitWindow): Promise<ChangeVisitTimeResult> {
    if (!isCancellable(workOrder.statusId))
      return fail({ reason: 'not-changeable', message: visitMessages.change.notChangeable });
    const { userId } = this.session.read();
    if (userId <= 0) return fail({ reason: 'failed', message: visitMessages.change.failed });
    const result = await this.bookings.changeVisitTime(userId, workOrder.workOrderId, window);
    if (result.ok) return ok({ message: visitMessages.change.changed(formatVisitWindow(window)) });
    switch (result.error.kind) {
      case 'window-full':
        return fail({ reason: 'window-full', message: visitTimeMessages.picker.windowFilled });
      case 'rejected':
        return fail({ reason: 'refused', message: result.error.reason });
      case 'unauthorized':
        return fail({ reason: 'session-ended', message: messages.sessionEnded });
      default:
        return fail({ reason: 'failed', message: visitMessages.change.failed });
    }
  }
}
