import { bookingMessages, bookingOutcomes } from '../../core/booking/bookingMessages';
import { makeAutoObservable, runInAction } from 'mobx';
import type { WorkOrder } from '../../core/booking/Booking';
import { bookingAmount, notCharged } from '../../core/booking/bookingAmount';
import type { CancelWorkOrder } from '../../core/booking/CancelWorkOrder';
import { parseBookingId, type GetBookingDetail } from '../../core/booking/GetBookingDetail';
import { workOrderStatus, type WorkOrderStage } from '../../core/booking/workOrderStatus';
import { isCancellable } from '../../core/booking/cancellation';
import { formatDate } from '../../core/shared/formatDate';
import { formatMoney } from '../../core/shared/Money';
import { notification, type Notifier } from '../../core/shared/Notification';
import { safeImageUrl } from '../../core/shared/safeImageUrl';
import type { BusyModel } from '../shell/BusyModel';
import { servicesOf } from '../../core/booking/bookingHelp';
import { statusLine, type StatusLine } from '../../core/booking/statusLine';
import { WARRANTY_DAYS, warrantyOf } from '../../core/booking/warranty';
import { warrantyMessages } from '../../core/booking/warrantyMessages';
import type { Clock } from '../../core/shared/Clock';
import type { CancelledHere } from './CancelledHere';
import { cancelQuestion, orderName } from '../../core/booking/cancelWording';
import { links } from '../links';
import type { BookingHelp, HelpView } from './BookingHelp';
import type { ChangeVisitTimePresenter } from './ChangeVisitTimePresenter';
import { visitMessages } from '../../core/booking/visitMessages';
import {
  calendarLink,
  visitSummaryView,
  type CalendarLinkView,
  type VisitSummaryView,
} from './visitSummary';
import { ConnectionModel } from '../shell/ConnectionModel';
import { goesOnline } from '../shell/needsNetwork';
import { offlineMessages } from '../offline/offlineMessages';
import { cartMessages, checkoutMessages } from '../../core/cart/cartMessages';
import type { BookingPayments, PaymentView } from '../payment/BookingPayments';
import { hasRatingToShow } from '../../core/rating/Rating';
import type { Language } from '../../core/shared/language';
import type { Extensions } from '../../core/shared/Extensions';
import type { BusinessTerms } from '../../core/shared/BusinessTerms';
import { cancellationRule } from '../../core/booking/cancellationRule';
import { cancellationFee, cancelRuleWording } from '../../core/booking/cancelRuleWording';
import { cancelRuleMessages } from '../../core/booking/cancelRuleMessages';

export interface WorkOrderCardView {
  readonly workOrderId: number;
  /** The service the option belongs to, 'Geyser', when known. */
  readonly service?: string;
  /** The option, 'Repair': the card's name. */
  readonly name: string;
  /** '2 ×', shown before the name on the same line. */
  readonly quantity: string;
  readonly icon?: string;
  readonly statusName: string;
  /** 'Status: In Progress', for screen readers beside the coloured tag. */
  readonly statusLabel: string;
  /** Where the order stands: the badge's colour (never the only cue: the name is shown). */
  readonly statusStage: WorkOrderStage;
  readonly unitPrice: string;
  /** Its total, or 'Not charged' once cancelled or rejected, as the booking's amount counts it. */
  readonly total: string;
  readonly charged: boolean;
  readonly created: string;
  readonly canCancel: boolean;
  /** Where it stands, in one line that agrees with the badge, and what happens next. */
  readonly line: StatusLine;
  /** Call and WhatsApp beside a line that says what we do next (on hold, rejected, unknown). */
  readonly help?: HelpView;
  /** A completed order's warranty: until when, with Claim warranty, or the day it ended. */
  readonly warranty?: WarrantyView;
  /** Its visit: the customer's step, the window, the technician (the `visit` extension). */
  readonly visit?: VisitSummaryView;
  /** 'Change time', while the visit can move (the `slots` extension). */
  readonly changeTime?: { readonly label: string };
  /** A finished order whose rating shows, to give or as given, drawn by its own late view (`ratings`). */
  readonly rated?: WorkOrder;
}

export interface WarrantyView {
  /** 'Covered by our 30-day service warranty until 27 Dec 2026.', or the day it ended. */
  readonly note: string;
  /** Claim warranty: Call, and WhatsApp with a message naming the booking and the service. */
  readonly claim?: HelpView;
}

export interface BookingDetailViewModel {
  /** The language the booking's names are wanted in: the page reads it again when it changes. */
  readonly language: Language;
  readonly status: 'loading' | 'error' | 'ready';
  readonly errorMessage?: string;
  /** 'Reference Code: …'. */
  readonly reference?: string;
  /** 'N service' / 'N services'. */
  readonly countLabel: string;
  readonly cards: readonly WorkOrderCardView[];
  /** SPEC §2 empty state. */
  readonly empty?: { readonly title: string; readonly body: string };
  /** What the booking costs with GST, below its cards. */
  readonly amount?: BookingAmountView;
  /** The next visit as a calendar event, while one is to come. */
  readonly calendar?: CalendarLinkView;
  /** The confirmation prompt while a cancel is being asked for. */
  readonly cancelPrompt?: string;
  /** Beside the prompt: the booking's other open orders, which stay booked. */
  readonly othersStay?: string;
  /** Beside the prompt of a paid order: what comes back and where, "₹352.82 back to the UPI account …". */
  readonly refund?: string;
  /** Beside the prompt: what cancelling this order costs now, "Free to cancel until …". */
  readonly cancelRule?: string;
  /** The cancellation policy, opened in a new tab so the dialog stays as it is. */
  readonly cancelPolicy?: {
    readonly label: string;
    readonly href: string;
    readonly newTab: string;
  };
  /** The booking's money and the ways to pay what is left (the `payments` extension). */
  readonly payment?: PaymentView;
  readonly cancelling: boolean;
  /** Call and WhatsApp about this booking. */
  readonly help?: HelpView;
  /** The way to the booking's receipt. */
  readonly receipt?: { readonly label: string; readonly href: string };
}

export interface BookingAmountView {
  readonly subtotalLabel: string;
  readonly subtotal: string;
  readonly taxLabel: string;
  readonly tax: string;
  readonly totalLabel: string;
  readonly total: string;
  /** Said when cancelled or rejected orders are left out of the amount. */
  readonly note?: string;
}

/** The booking detail screen (SPEC §2) with Cancel Order (SPEC §4). */
export class BookingDetailPresenter {
  private status: 'loading' | 'error' | 'ready' = 'loading';
  private errorMessage: string | undefined;
  private referenceCode = '';
  private workOrders: readonly WorkOrder[] = [];
  private bookingIdParam: string | null = null;
  private cancelTarget: number | undefined;
  private cancelling = false;

  constructor(
    private readonly getBookingDetail: GetBookingDetail,
    private readonly cancelWorkOrder: CancelWorkOrder,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
    private readonly help: BookingHelp,
    readonly changeTime: ChangeVisitTimePresenter,
    private readonly connection: ConnectionModel,
    private readonly payments: BookingPayments,
    private readonly extensions: Extensions,
    private readonly catalogueLanguage: () => Language,
    private readonly terms: BusinessTerms,
    private readonly clock: Clock,
    private readonly cancelledHere: CancelledHere,
  ) {
    makeAutoObservable<
      BookingDetailPresenter,
      'catalogueLanguage' | 'terms' | 'clock' | 'cancelledHere'
    >(this, { catalogueLanguage: false, terms: false, clock: false, cancelledHere: false });
  }

  /** Whether the backend takes ratings: the page then fetches the rating's code as it opens. */
  get ratingsOffered(): boolean {
    return this.extensions.has('ratings');
  }

  get viewModel(): BookingDetailViewModel {
    const target = this.workOrders.find((order) => order.workOrderId === this.cancelTarget);
    const ready = this.status === 'ready';
    return {
      language: this.catalogueLanguage(),
      status: this.status,
      ...(this.errorMessage ? { errorMessage: this.errorMessage } : {}),
      ...(ready && this.referenceCode
        ? { reference: bookingMessages.referenceCode(this.referenceCode) }
        : {}),
      countLabel: ready ? bookingMessages.serviceCount(this.workOrders.length) : '',
      cards: this.workOrders.map((order) => ({
        ...this.cardOf(order),
        ...changeTimeView(order, this.changeTime),
        ...this.ratingOf(order),
      })),
      ...(ready && this.workOrders.length === 0
        ? {
            empty: {
              title: bookingOutcomes.noBookingDetailTitle,
              body: bookingOutcomes.noBookingDetailBody,
            },
          }
        : {}),
      ...(ready && this.workOrders.length > 0 ? { amount: amountView(this.workOrders) } : {}),
      ...calendarOf(this.referenceCode, this.workOrders, this.help.support.phoneDisplay),
      ...(target ? cancelPrompt(target, this.workOrders) : {}),
      ...(target ? this.ruleOf(target) : {}),
      ...(ready ? this.paymentView() : {}),
      cancelling: this.cancelling,
      ...(ready && this.workOrders.length > 0 ? this.bookingActions() : {}),
    };
  }

  private bookingActions(): Pick<BookingDetailViewModel, 'help' | 'receipt'> {
    const bookingId = parseBookingId(this.bookingIdParam);
    return {
      help: this.help.aboutBooking(this.referenceCode, servicesOf(this.workOrders)),
      ...(bookingId
        ? { receipt: { label: bookingMessages.receipt, href: links.receiptOf(bookingId) } }
        : {}),
    };
  }

  /**
   * The rule that applies to cancelling `order` now, the policy's link, and what comes back: the
   * server's paid amount, less the stated fee when it applies (the server charges it).
   */
  private ruleOf(
    order: WorkOrder,
  ): Pick<BookingDetailViewModel, 'refund' | 'cancelRule' | 'cancelPolicy'> {
    const rule = cancellationRule(order, this.terms, this.clock.now());
    const refund = this.payments.refundOnCancel(
      order,
      rule.kind === 'fee' ? cancellationFee(this.terms) : undefined,
    );
    return {
      cancelRule: cancelRuleWording(rule, this.terms),
      cancelPolicy: {
        label: cancelRuleMessages.policyLink,
        href: links.cancellationPolicy,
        newTab: cancelRuleMessages.newTab,
      },
      ...(refund ? { refund } : {}),
    };
  }

  private paymentView(): Pick<BookingDetailViewModel, 'payment'> {
    const bookingId = parseBookingId(this.bookingIdParam);
    const payment = bookingId ? this.payments.view(bookingId, this.workOrders) : undefined;
    return payment ? { payment } : {};
  }

  /** "Pay ₹352.82 now": the booking's order, the checkout, then the booking read again. */
  async payNow(): Promise<void> {
    const bookingId = parseBookingId(this.bookingIdParam);
    if (bookingId && (await this.payments.payNow(bookingId))) await this.load(this.bookingIdParam);
  }

  /** "Pay after the service instead": then the booking read again. */
  async payAfterService(): Promise<void> {
    const bookingId = parseBookingId(this.bookingIdParam);
    if (bookingId && (await this.payments.payAfterService(bookingId)))
      await this.load(this.bookingIdParam);
  }

  private ratingOf(order: WorkOrder): Pick<WorkOrderCardView, 'rated'> {
    return this.extensions.has('ratings') && hasRatingToShow(order) ? { rated: order } : {};
  }

  /** Reads the booking on screen again (after she rated a visit): the backend's rating shows. */
  readAgain(): Promise<void> {
    return this.load(this.bookingIdParam);
  }

  /** The order's card: its line at this moment, help where the line asks for it, its warranty. */
  private cardOf(order: WorkOrder): WorkOrderCardView {
    const now = this.clock.now();
    const line = statusLine(order, now, this.cancelledHere.at(order.workOrderId));
    const warranty = this.warrantyView(order, now);
    return {
      ...toCardView(order, line),
      ...(line.offersHelp
        ? { help: this.help.aboutOrder(this.referenceCode, orderName(order)) }
        : {}),
      ...(warranty ? { warranty } : {}),
    };
  }

  private warrantyView(order: WorkOrder, now: Date): WarrantyView | undefined {
    const warranty = warrantyOf(order, now);
    if (!warranty) return undefined;
    if (warranty.state === 'ended')
      return warranty.endedOn
        ? { note: warrantyMessages.ended(WARRANTY_DAYS, formatDate(warranty.endedOn)) }
        : undefined;
    return {
      note: warranty.until
        ? warrantyMessages.until(WARRANTY_DAYS, formatDate(warranty.until))
        : warrantyMessages.covered(WARRANTY_DAYS),
      claim: this.help.claimWarranty(this.referenceCode, orderName(order)),
    };
  }

  /**
   * Loads the booking named by the link's `bookingId` (a missing or malformed one is empty).
   * Loading the booking on screen again (after a cancel) keeps its cards until the answer comes,
   * so nothing flickers and the customer's place on the page is kept.
   */
  async load(bookingIdParam: string | null): Promise<void> {
    const reloading = this.status === 'ready' && this.bookingIdParam === bookingIdParam;
    this.bookingIdParam = bookingIdParam;
    if (!reloading) this.status = 'loading';
    const result = await this.getBookingDetail.execute(bookingIdParam);
    runInAction(() => {
      if (this.bookingIdParam !== bookingIdParam) return;
      if (!result.ok) {
        this.status = 'error';
        this.errorMessage = result.error.message;
        this.workOrders = [];
        return;
      }
      this.status = 'ready';
      this.errorMessage = undefined;
      this.referenceCode = result.value.referenceCode;
      this.workOrders = result.value.workOrders;
    });
  }

  retry(): Promise<void> {
    return this.load(this.bookingIdParam);
  }

  /** Cancel Order: asks first (SPEC §4); only offered for status 1 or 2. */
  requestCancel(workOrderId: number): void {
    const order = this.workOrders.find((candidate) => candidate.workOrderId === workOrderId);
    if (order && isCancellable(order.statusId)) this.cancelTarget = workOrderId;
  }

  dismissCancel(): void {
    if (!this.cancelling) this.cancelTarget = undefined;
  }

  /** Change time: the windows again for that order, and the booking read again once moved. */
  async requestChangeTime(workOrderId: number): Promise<void> {
    const order = this.workOrders.find((candidate) => candidate.workOrderId === workOrderId);
    if (order) await this.changeTime.open(order, () => this.load(this.bookingIdParam));
  }

  /** The customer said yes: cancel once, say how it went, and reload the booking. */
  async confirmCancel(): Promise<void> {
    const order = this.workOrders.find((candidate) => candidate.workOrderId === this.cancelTarget);
    if (!order || this.cancelling) return;
    if (!goesOnline(this.connection, this.notifier, offlineMessages.needed.cancel)) return;
    this.cancelling = true;
    const result = await this.busy.during(() => this.cancelWorkOrder.execute(order));
    runInAction(() => {
      this.cancelling = false;
      this.cancelTarget = undefined;
    });
    if (!result.ok) {
      this.notifier.notify(notification('error', result.error.message));
      return;
    }
    this.cancelledHere.record(order.workOrderId, this.clock.now());
    this.notifier.notify(notification('success', result.value.message));
    await this.load(this.bookingIdParam);
  }
}

function cancelPrompt(
  target: WorkOrder,
  orders: readonly WorkOrder[],
): Pick<BookingDetailViewModel, 'cancelPrompt' | 'othersStay'> {
  const question = cancelQuestion(target, orders);
  return {
    cancelPrompt: question.prompt,
    ...(question.othersStay ? { othersStay: question.othersStay } : {}),
  };
}

function toCardView(order: WorkOrder, line: StatusLine): WorkOrderCardView {
  const status = workOrderStatus(order.statusId);
  const icon = safeImageUrl(order.optionIcon);
  const canCancel = isCancellable(order.statusId);
  const charged = !notCharged(order);
  return {
    workOrderId: order.workOrderId,
    ...(order.serviceName ? { service: order.serviceName } : {}),
    name: order.optionName,
    quantity: bookingMessages.quantity(order.quantity),
    ...(icon ? { icon } : {}),
    statusName: status.name,
    statusLabel: bookingMessages.statusLabel(status.name),
    statusStage: status.stage,
    unitPrice: formatMoney(order.unitPrice),
    // The amount the booking's sum counts: a cancelled or rejected order's is not.
    total: charged ? formatMoney(order.totalPrice) : bookingMessages.notCharged,
    charged,
    created: formatDate(order.createdAt),
    canCancel,
    line,
    ...withVisit(visitSummaryView(order)),
  };
}

function withVisit(visit: VisitSummaryView | undefined): { visit?: VisitSummaryView } {
  return visit ? { visit } : {};
}

function changeTimeView(
  order: WorkOrder,
  changeTime: ChangeVisitTimePresenter,
): Pick<WorkOrderCardView, 'changeTime'> {
  return changeTime.offers(order) ? { changeTime: { label: visitMessages.change.button } } : {};
}

function calendarOf(
  referenceCode: string,
  orders: readonly WorkOrder[],
  supportPhone: string,
): Pick<BookingDetailViewModel, 'calendar'> {
  const calendar = referenceCode ? calendarLink(referenceCode, orders, supportPhone) : undefined;
  return calendar ? { calendar } : {};
}

function amountView(workOrders: readonly WorkOrder[]): BookingAmountView {
  const { subtotal, tax, total } = bookingAmount(workOrders);
  return {
    subtotalLabel: cartMessages.subtotal,
    subtotal: formatMoney(subtotal),
    taxLabel: checkoutMessages.taxLabel,
    tax: formatMoney(tax),
    totalLabel: bookingMessages.greetingAmount,
    total: formatMoney(total),
    ...(workOrders.some(notCharged) ? { note: bookingMessages.notChargedNote } : {}),
  };
}
