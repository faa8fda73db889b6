import { bookingOutcomes, statusMessages } from './bookingMessages';
import type { SessionStore } from '../auth/SessionStore';
import { fail, ok, type Result } from '../shared/Result';
import type { WorkOrder } from './Booking';
import type { BookingGateway } from './BookingGateway';
import { isCancellable } from './cancellation';
import { cancelMessages } from './cancelMessages';
import { orderName } from './cancelWording';

export type CancelWorkOrderResult = Result<
  { readonly message: string },
  { readonly reason: 'not-cancellable' | 'failed'; readonly message: string }
>;

/**
 * Cancel Order (SPEC §4): the only transition a customer makes, to status 7, allowed only from
 * status 1 or 2. The view asks for confirmation first (`cancelQuestion`); success names the order.
 */
export class CancelWorkOrder {
  constructor(
    private readonly session: SessionStore,
    private readonly bookings: BookingGateway,
  ) {}

  async execute(workOrder: WorkOrder): Promise<CancelWorkOrderResult> {
    if (!isCancellable(workOrder.statusId))
      return fail({ reason: 'not-cancellable', message: statusMessages.notCancellable });
    const { userId } = this.session.read();
    if (userId <= 0) return fail({ reason: 'failed', message: bookingOutcomes.cancelFailed });
    const result = await this.bookings.cancelWorkOrder(userId, workOrder.workOrderId);
    return result.ok
      ? ok({ message: cancelMessages.cancelled(orderName(workOrder)) })
      : fail({ reason: 'failed', message: bookingOutcomes.cancelFailed });
  }
}
