import type { WorkOrderPayment } from '../payment/Payment';
import type { WorkOrderRating } from '../rating/Rating';
import type { Paise } from '../shared/Money';
import type { WorkOrderVisit } from './VisitWindow';

/** One row of a customer's booking list (SPEC §3): a service booked within a booking. */
export interface BookingRow {
  readonly bookingId: number;
  readonly bookingCode: string;
  readonly createdAt: Date;
  readonly serviceName: string;
  readonly serviceIcon?: string;
}

/** One work order of a booking (SPEC §3 "booking detail row"). */
export interface WorkOrder {
  readonly referenceCode: string;
  readonly workOrderId: number;
  /**
   * The service the option belongs to ("Geyser"): not in the detail rows, so joined from the
   * customer's booking rows (withServiceNames); absent when they cannot be matched.
   */
  readonly serviceName?: string;
  readonly optionName: string;
  readonly optionIcon?: string;
  readonly quantity: number;
  readonly unitPrice: Paise;
  readonly totalPrice: Paise;
  readonly createdAt: Date;
  readonly statusId: number;
  /** Its visit window and technician, from a backend with the `visit` extension. */
  readonly visit?: WorkOrderVisit;
  /** What is paid for it or still to pay, from a backend with the `payments` extension. */
  readonly payment?: WorkOrderPayment;
  /** Her rating and until when she may give or change it, from a backend with `ratings`. */
  readonly rating?: WorkOrderRating;
}

/** The lines of a cart as the server stores them before booking. */
export interface CartLine {
  readonly optionId: number;
  readonly quantity: number;
  readonly unitPrice: Paise;
}
