import type { SessionStore } from '../auth/SessionStore';
import { fail, ok, type Result } from '../shared/Result';
import type { BookingGateway } from './BookingGateway';
import { visitTimeMessages } from './visitTimeMessages';
import type { VisitSlot } from './VisitWindow';

export type ListVisitSlotsResult = Result<
  readonly VisitSlot[],
  { readonly reason: 'session-ended' | 'failed'; readonly message: string }
>;

/**
 * The visit windows the customer chooses from (the `slots` extension): for the cart saved at
 * checkout, or for moving one of their work orders. Full windows come too, to be shown as full.
 */
export class ListVisitSlots {
  constructor(
    private readonly session: SessionStore,
    private readonly bookings: BookingGateway,
  ) {}

  async execute(workOrderId?: number): Promise<ListVisitSlotsResult> {
    const { userId } = this.session.read();
    if (userId <= 0)
      return fail({ reason: 'failed', message: visitTimeMessages.picker.loadFailed });
    const result = await this.bookings.visitSlots(userId, workOrderId);
    if (result.ok) return ok(result.value);
    return fail({
      reason: result.error.kind === 'unauthorized' ? 'session-ended' : 'failed',
      message: visitTimeMessages.picker.loadFailed,
    });
  }
}
