import { makeAutoObservable, observableRef } from 'mobx';
import type { VisitWindow } from '../../core/booking/VisitWindow';

export interface BookedLine {
  readonly service: string;
  readonly label: string;
}

/** What the customer booked just now, as the confirm dialog showed it: the API keeps no amount. */
export interface BookingReceipt {
  readonly bookingId: number;
  /** One per line: the service ("Split AC") and "2 × Foam-jet service". */
  readonly lines: readonly BookedLine[];
  /** "₹1,413.64": the total with GST. */
  readonly total: string;
  /** The number the team will call, "+91 98765 43210"; '' when unknown. */
  readonly contact: string;
  /** The visit's window, when one was chosen (the `slots` extension). */
  readonly visit?: VisitWindow;
}

/** Hands the booking just made from the confirm dialog to My Bookings, which greets it once. */
export class RecentBooking {
  private receipt: BookingReceipt | undefined;

  constructor() {
    makeAutoObservable<RecentBooking, 'receipt'>(this, { receipt: observableRef });
  }

  record(receipt: BookingReceipt): void {
    this.receipt = receipt;
  }

  /** The receipt, once: My Bookings greets a booking on the visit that follows it, not again. */
  take(): BookingReceipt | undefined {
    const receipt = this.receipt;
    this.receipt = undefined;
    return receipt;
  }
}
