import type { SessionStore } from '../../core/auth/SessionStore';
import type { BookingGateway } from '../../core/booking/BookingGateway';
import { PayAfterService } from '../../core/payment/PayAfterService';
import { PayOnline } from '../../core/payment/PayOnline';
import type { PaymentGateway } from '../../core/payment/PaymentGateway';
import type { PaymentSheet } from '../../core/payment/PaymentSheet';
import { GetVisitDetails } from '../../core/profile/GetVisitDetails';
import type { ProfileGateway } from '../../core/profile/ProfileGateway';
import type { Paying } from '../../presenters/payment/BookingPayments';

/** The ports paying needs, from the container. */
export interface PayingPorts {
  readonly session: SessionStore;
  readonly payments: PaymentGateway;
  readonly sheet: PaymentSheet;
  readonly bookings: BookingGateway;
  readonly profiles: ProfileGateway;
}

/** Paying's use cases: a chunk of their own, downloaded when she first pays. */
export function paying({ session, payments, sheet, bookings, profiles }: PayingPorts): Paying {
  return {
    payOnline: new PayOnline(session, payments, sheet, bookings),
    payAfterService: new PayAfterService(session, payments),
    visitDetails: new GetVisitDetails(session, profiles),
  };
}
