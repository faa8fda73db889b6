import type { Language } from '../../core/shared/language';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { COUNTRY_CODE } from '../../core/auth/mobileNumber';
import { bookingMessages, bookingOutcomes } from '../../core/booking/bookingMessages';
import { parseBookingId, type GetBookingDetail } from '../../core/booking/GetBookingDetail';
import { receiptOf, type Receipt, type ReceiptLine } from '../../core/booking/receipt';
import { receiptMessages } from '../../core/booking/receiptMessages';
import type { WorkOrder } from '../../core/booking/Booking';
import { formatVisitWindow } from '../../core/booking/formatVisit';
import { visitMessages } from '../../core/booking/visitMessages';
import { sharedWindow } from './visitSummary';
import { workOrderStatus } from '../../core/booking/workOrderStatus';
import type { GstSettings, GstShare } from '../../core/cart/gstSplit';
import type { GetVisitDetails } from '../../core/profile/GetVisitDetails';
import { company } from '../../core/shared/company';
import { formatDate } from '../../core/shared/formatDate';
import { messages } from '../../core/shared/messages';
import { formatMoney } from '../../core/shared/Money';
import type { SupportLine } from '../../core/shared/SupportLine';
import { links } from '../links';
import { cartMessages } from '../../core/cart/cartMessages';
import { bookingPayment, type BookingPayment } from '../../core/payment/bookingPayment';
import { paymentLines } from '../../core/payment/paymentWording';

export interface ReceiptViewModel {
  /** The language the booking's names are wanted in: the page reads it again when it changes. */
  readonly language: Language;
  readonly status: 'loading' | 'error' | 'ready';
  /** 'Booking receipt'. */
  readonly title: string;
  readonly errorMessage?: string;
  /** The booking has no work orders, or the link names none. */
  readonly empty?: { readonly title: string; readonly body: string };
  readonly receipt?: ReceiptView;
  readonly printLabel: string;
  /** Back to the booking's detail (to My Bookings when the link names no booking). */
  readonly back: { readonly label: string; readonly href: string };
}

export interface ReceiptView {
  /** Who issues it: GharSeva's name, address, phone and e-mail, and its GSTIN when configured. */
  readonly seller: {
    readonly name: string;
    readonly addressLines: readonly string[];
    readonly contactLines: readonly string[];
    readonly gstin?: string;
  };
  /** 'This is a booking receipt, not a tax invoice.'. */
  readonly kindNote: string;
  /** Said on a receipt of the offline demo. */
  readonly demoNote?: string;
  /** The booking code, the date it was booked and, when its services share one, the visit. */
  readonly facts: readonly LabelledValue[];
  readonly customer: {
    readonly heading: string;
    /** 'Priya Sharma', then '+91 9876543210'. */
    readonly lines: readonly string[];
    readonly addressHeading: string;
    readonly addressLines: readonly string[];
  };
  readonly linesLabel: string;
  readonly columns: {
    readonly item: string;
    readonly status: string;
    readonly quantity: string;
    readonly unitPrice: string;
    readonly amount: string;
  };
  readonly lines: readonly ReceiptLineView[];
  /** Subtotal, then CGST and SGST (or IGST). */
  readonly sums: readonly LabelledValue[];
  readonly total: LabelledValue;
  /** Said when cancelled or rejected services are listed but not charged. */
  readonly note?: string;
  /** What was paid, is to pay, or comes back: "Paid ₹352.82 by UPI on 27 Nov 2026" (the `payments` extension). */
  readonly payment?: readonly string[];
}

export interface LabelledValue {
  readonly label: string;
  readonly value: string;
}

export interface ReceiptLineView {
  readonly key: number;
  /** 'Geyser', when known. */
  readonly service?: string;
  /** 'Repair'. */
  readonly option: string;
  /** 'Completed', in its column. */
  readonly statusName: string;
  /** 'Status: Completed', under the line where the table has no room for the column. */
  readonly status: string;
  readonly quantity: string;
  readonly unitPrice: string;
  /** '2 × ₹199.00', where the table has no room for both columns. */
  readonly quantityTimesPrice: string;
  /** '₹398.00', or 'Not charged'. */
  readonly amount: string;
  readonly charged: boolean;
  /** 'Visit: Wed, 25 Nov, 10 am – 12 pm', when the backend gives it (the `visit` extension). */
  readonly visit?: string;
  /** 'Technician: Ravi', once one is named (the `visit` extension). */
  readonly technician?: string;
}

/**
 * The receipt page: a booking's lines, subtotal, GST split and total, and who it is for, to print
 * or save as a PDF in the customer's language.
 */
export class ReceiptPresenter {
  private status: 'loading' | 'error' | 'ready' = 'loading';
  private errorMessage = '';
  private receipt: Receipt | undefined;
  private payment: BookingPayment | undefined;
  private bookingIdParam: string | null = null;

  constructor(
    private readonly getBookingDetail: GetBookingDetail,
    private readonly getVisitDetails: GetVisitDetails,
    private readonly gst: GstSettings,
    private readonly support: SupportLine,
    private readonly demoMode: boolean,
    private readonly catalogueLanguage: () => Language,
    /** The backend takes payments: the receipt says what was paid. */
    private readonly payments = false,
  ) {
    makeAutoObservable<ReceiptPresenter, 'receipt' | 'payment' | 'catalogueLanguage'>(this, {
      catalogueLanguage: false,
      receipt: observableRef,
      payment: observableRef,
    });
  }

  get viewModel(): ReceiptViewModel {
    const bookingId = parseBookingId(this.bookingIdParam);
    return {
      language: this.catalogueLanguage(),
      status: this.status,
      title: messages.titles.receipt,
      ...(this.status === 'error' ? { errorMessage: this.errorMessage } : {}),
      ...(this.status === 'ready' && !this.receipt
        ? {
            empty: {
              title: bookingOutcomes.noBookingDetailTitle,
              body: bookingOutcomes.noBookingDetailBody,
            },
          }
        : {}),
      ...(this.status === 'ready' && this.receipt
        ? { receipt: this.receiptView(this.receipt) }
        : {}),
      printLabel: receiptMessages.print,
      back: bookingId
        ? { label: receiptMessages.backToBooking, href: links.bookingDetailOf(bookingId) }
        : { label: bookingMessages.backToBookings, href: links.myBookings },
    };
  }

  /**
   * Reads the booking named by the link's `bookingId`, and who it is for (the profile). The same
   * receipt again (in another language) stays shown until its new words come, and stays if they
   * cannot be read.
   */
  async load(bookingIdParam: string | null): Promise<void> {
    const again = this.status === 'ready' && this.bookingIdParam === bookingIdParam;
    this.bookingIdParam = bookingIdParam;
    if (!again) this.status = 'loading';
    const [detail, customer] = await Promise.all([
      this.getBookingDetail.execute(bookingIdParam),
      this.getVisitDetails.execute(),
    ]);
    runInAction(() => {
      if (this.bookingIdParam !== bookingIdParam) return;
      if (detail.ok && customer.ok) {
        this.receipt = receiptOf(detail.value, customer.value, this.gst);
        this.payment = this.payments ? bookingPayment(detail.value.workOrders) : undefined;
        this.status = 'ready';
        return;
      }
      if (again) return;
      // A receipt is whole or not shown: without the customer's name and address it is not one.
      this.status = 'error';
      if (!detail.ok) this.errorMessage = detail.error.message;
      else if (!customer.ok) this.errorMessage = customer.error.message;
    });
  }

  retry(): Promise<void> {
    return this.load(this.bookingIdParam);
  }

  private receiptView(receipt: Receipt): ReceiptView {
    const words = receiptMessages;
    const { customer } = receipt;
    // One window for every service charged is said once, beside the booking's code and date.
    const shared = sharedWindow(
      receipt.lines.filter((line) => line.charged).map((line) => line.order),
    );
    return {
      seller: {
        name: company.name,
        addressLines: company.addressLines,
        contactLines: [this.support.phoneDisplay, company.email],
        ...(receipt.gstin ? { gstin: words.gstin(receipt.gstin) } : {}),
      },
      kindNote: words.notTaxInvoice,
      ...(this.demoMode ? { demoNote: words.demo } : {}),
      facts: [
        { label: words.bookingCode, value: receipt.code },
        { label: words.bookedOn, value: formatDate(receipt.bookedAt) },
        ...(shared ? [{ label: words.visit, value: formatVisitWindow(shared) }] : []),
      ],
      customer: {
        heading: words.customer,
        lines: [customer.name, `${COUNTRY_CODE} ${customer.mobile}`].filter(Boolean),
        addressHeading: words.visitAddress,
        addressLines: customer.address ? [customer.address, customer.area] : [customer.area],
      },
      linesLabel: words.linesLabel,
      columns: {
        item: words.item,
        status: words.status,
        quantity: words.quantity,
        unitPrice: words.unitPrice,
        amount: words.amount,
      },
      lines: receipt.lines.map((line) => lineView(line, shared === undefined)),
      sums: [
        { label: cartMessages.subtotal, value: formatMoney(receipt.subtotal) },
        ...receipt.gst.map(shareView),
      ],
      total: { label: words.total, value: formatMoney(receipt.total) },
      ...(receipt.lines.some((line) => !line.charged)
        ? { note: bookingMessages.notChargedNote }
        : {}),
      ...(this.payment ? { payment: paymentLines(this.payment) } : {}),
    };
  }
}

/** `ownWindow`: the line names its visit's window, which the booking's facts do not say once. */
function lineView({ order, amount, charged }: ReceiptLine, ownWindow: boolean): ReceiptLineView {
  const unitPrice = formatMoney(order.unitPrice);
  const statusName = workOrderStatus(order.statusId).name;
  return {
    key: order.workOrderId,
    ...(order.serviceName ? { service: order.serviceName } : {}),
    option: order.optionName,
    statusName,
    status: bookingMessages.statusLabel(statusName),
    quantity: String(order.quantity),
    unitPrice,
    quantityTimesPrice: receiptMessages.quantityTimesPrice(order.quantity, unitPrice),
    amount: charged ? formatMoney(amount) : receiptMessages.notCharged,
    charged,
    // Who came and when: not for an order that was cancelled or rejected, which had no visit.
    ...(charged ? visitOf(order, ownWindow) : {}),
  };
}

function visitOf(
  order: WorkOrder,
  ownWindow: boolean,
): Pick<ReceiptLineView, 'visit' | 'technician'> {
  const window = ownWindow ? order.visit?.window : undefined;
  const name = order.visit?.technician?.name;
  return {
    ...(window ? { visit: visitMessages.summary.window(formatVisitWindow(window)) } : {}),
    ...(name ? { technician: receiptMessages.technician(name) } : {}),
  };
}

function shareView(share: GstShare): LabelledValue {
  return { label: receiptMessages[share.kind](share.percent), value: formatMoney(share.amount) };
}
