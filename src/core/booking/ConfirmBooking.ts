import { bookingOutcomes } from './bookingMessages';
import type { CartStore } from '../cart/CartStore';
import type { SessionStore } from '../auth/SessionStore';
import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { BookingGateway } from './BookingGateway';
import { visitTimeMessages } from './visitTimeMessages';
import type { VisitWindow } from './VisitWindow';

export type ConfirmBookingResult = Result<
  { readonly bookingId: number; readonly message: string },
  {
    readonly reason:
      'not-logged-in' | 'session-ended' | 'invalid-response' | 'window-full' | 'failed';
    readonly message: string;
  }
>;

/**
 * Pay Now (SPEC §4): books the saved cart, empties the cart and gives the booking id. When the
 * booking fails the cart is kept, so nothing the customer chose is lost. With the `slots`
 * extension the visit is booked in the window the customer chose; a window that filled
 * meanwhile fails `window-full`, and she chooses another.
 */
export class ConfirmBooking {
  constructor(
    private readonly cart: CartStore,
    private readonly session: SessionStore,
    private readonly bookings: BookingGateway,
  ) {}

  async execute(window?: VisitWindow): Promise<ConfirmBookingResult> {
    const { userId } = this.session.read();
    if (userId <= 0)
      return fail({ reason: 'not-logged-in', message: bookingOutcomes.confirmFailed });
    const booked = await this.bookings.book(userId, window);
    if (!booked.ok) {
      if (booked.error.kind === 'unauthorized')
        return fail({ reason: 'session-ended', message: messages.sessionEnded });
      if (booked.error.kind === 'window-full')
        return fail({ reason: 'window-full', message: visitTimeMessages.picker.windowFilled });
      return booked.error.kind === 'malformed'
        ? fail({ reason: 'invalid-response', message: bookingOutcomes.confirmInvalidResponse })
        : fail({ reason: 'failed', message: bookingOutcomes.confirmFailed });
    }
    this.cart.clear();
    return ok({
      bookingId: booked.value.bookingId,
      message: bookingOutcomes.bookingConfirmed(booked.value.bookingId),
    });
  }
}
