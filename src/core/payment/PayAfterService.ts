import type { SessionStore } from '../auth/SessionStore';
import { fail, ok, type Result } from '../shared/Result';
import type { PaymentGateway } from './PaymentGateway';
import { paymentMessages } from './paymentMessages';

export type PayAfterServiceResult = Result<
  { readonly message: string },
  { readonly reason: 'session-ended' | 'failed'; readonly message: string }
>;

/**
 * The customer pays the technician after the service (UPI or cash) rather than online: the
 * backend marks the booking's unpaid work orders so. A first-class choice, not a failure.
 */
export class PayAfterService {
  constructor(
    private readonly session: SessionStore,
    private readonly payments: PaymentGateway,
  ) {}

  async execute(bookingId: number): Promise<PayAfterServiceResult> {
    const { userId } = this.session.read();
    const failed = { reason: 'failed', message: paymentMessages.afterServiceFailed } as const;
    if (userId <= 0) return fail(failed);
    const result = await this.payments.payAfterService(userId, bookingId);
    if (result.ok) return ok({ message: paymentMessages.afterServiceChosen });
    return result.error.kind === 'unauthorized'
      ? fail({ reason: 'session-ended', message: paymentMessages.afterServiceFailed })
      : fail(failed);
  }
}
