import type { BusinessTerms } from '../../core/shared/BusinessTerms';
import { cancelRuleMessages } from '../../core/booking/cancelRuleMessages';
import { bookingMessages, bookingOutcomes } from '../../core/booking/bookingMessages';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { BookAgain } from '../../core/booking/BookAgain';
import type { BookingGroup } from '../../core/booking/groupBookings';
import type { DetailBookings } from '../../core/booking/DetailBookings';
import type { ListBookings } from '../../core/booking/ListBookings';
import { formatDate } from '../../core/shared/formatDate';
import { notification, type Notifier } from '../../core/shared/Notification';
import { safeImageUrl } from '../../core/shared/safeImageUrl';
import type { LoadStatus } from '../catalog/HomePresenter';
import type { Navigator } from '../Navigator';
import type { Clock } from '../../core/shared/Clock';
import type { WorkOrder } from '../../core/booking/Booking';
import { bookingAmount } from '../../core/booking/bookingAmount';
import { workOrderStatus, type WorkOrderStage } from '../../core/booking/workOrderStatus';
import { formatMoney } from '../../core/shared/Money';
import type { BookedLine, BookingReceipt, RecentBooking } from './RecentBooking';
import { links } from '../links';
import type { BookingHelp, HelpView } from './BookingHelp';
import { visitMessages } from '../../core/booking/visitMessages';
import { formatVisitWindow } from '../../core/booking/formatVisit';
import {
  sharedWindow,
  visitSummaryView,
  windowLine,
  type TechnicianView,
  type VisitSummaryView,
} from './visitSummary';
import { cartMessages } from '../../core/cart/cartMessages';
import type { BookingPayments, PaymentView } from '../payment/BookingPayments';
import { hasRatingToShow } from '../../core/rating/Rating';
import { statusLine, type StatusLine } from '../../core/booking/statusLine';
import type { CancelledHere } from './CancelledHere';
import type { Language } from '../../core/shared/language';
import type { Extensions } from '../../core/shared/Extensions';

export interface BookingGroupView {
  readonly bookingId: number;
  /** 'Booking Code: GS-…'. */
  readonly code: string;
  /** 'Created: 11/19/26, 9:30 AM'. */
  readonly created: string;
  /** 'Services in booking GS-…', the name of the list of its items. */
  readonly itemsLabel: string;
  readonly items: readonly BookingItemView[];
  /** 'Amount with GST' and '₹470.82', when the booking's detail could be read. */
  readonly amount?: { readonly label: string; readonly value: string };
  readonly detailsHref: string;
  /** Book again is offered once every service of the booking is finished with. */
  readonly canBookAgain: boolean;
  /** 'New' on the booking just made. */
  readonly newTag?: string;
  /** 'Visit: Wed, 25 Nov, 10 am – 12 pm', when every service of it has that window. */
  readonly visitWindow?: string;
  /** Its money: what was paid or is to pay, and the ways to pay (the `payments` extension). */
  readonly payment?: PaymentView;
}

export interface BookingItemView {
  readonly key: string;
  /** The service, 'Geyser'. */
  readonly name: string;
  readonly icon?: string;
  readonly booked: string;
  /** What was ordered, '1 × Repair', when the booking's detail could be read. */
  readonly option?: string;
  readonly status?: {
    readonly name: string;
    /** 'Status: Assigned', for screen readers beside the coloured tag. */
    readonly label: string;
    readonly stage: WorkOrderStage;
  };
  /** Where it stands, in one line that agrees with its badge. */
  readonly line?: StatusLine;
  /** Its visit: the window (unless the booking's says it) and the technician. */
  readonly visit?: VisitSummaryView;
  /** A finished order whose rating shows, to give or as given, drawn by its own late view (`ratings`). */
  readonly rated?: WorkOrder;
}

/** The greeting of the booking just made: what it holds, what it costs, and what happens next. */
export interface BookingGreetingView {
  readonly bookingId: number;
  readonly title: string;
  /** 'Booking ID 5006'. */
  readonly reference: string;
  readonly lines: readonly BookedLine[];
  readonly amountLabel: string;
  readonly amount: string;
  readonly nextHeading: string;
  readonly next: string;
  /** What happens if no technician is assigned in time, or one is late, and what she can do. */
  readonly ifWeFail: readonly string[];
  readonly dismiss: string;
  /** Call and WhatsApp about the booking, which the message names by its code once listed. */
  readonly help: HelpView;
  /** 'Visit: Wed, 25 Nov, 10 am – 12 pm', the window chosen (the `slots` extension). */
  readonly visit?: string;
  /** Paid, to pay after the service, or not paid yet and why, with the ways to pay. */
  readonly payment?: PaymentView;
  /** Who comes, with their record, once the backend names them (the `visit` extension). */
  readonly technician?: TechnicianView;
}

export interface MyBookingsViewModel {
  /** The language the bookings' names are wanted in: the page reads them again when it changes. */
  readonly language: Language;
  readonly status: Exclude<LoadStatus, 'error'>;
  readonly title: string;
  /** 'N booking' / 'N bookings'. */
  readonly countLabel: string;
  readonly groups: readonly BookingGroupView[];
  /** The empty state (SPEC §2), also when the list could not be loaded (SPEC §8). */
  readonly empty?: { readonly title: string; readonly body: string; readonly action: string };
  readonly bookingAgain: boolean;
  readonly greeting?: BookingGreetingView;
}

/**
 * The longest the list waits for the newest booking's detail: past it, the bookings still being
 * read are shown with their rows alone and grow when their details come (a slow server, a lost
 * connection retried), rather than a page of placeholders for the whole of a read's retries.
 */
export const DETAILS_WAIT_MS = 3000;

/**
 * My Bookings (SPEC §2): the customer's bookings, newest first, each with what was ordered, where
 * it stands and its amount, and Book again once it is finished.
 */
export class MyBookingsPresenter {
  private status: 'loading' | 'ready' = 'loading';
  private groups: readonly BookingGroup[] = [];
  /**
   * The bookings as complete as they will get (detailed, or known to stay rows alone). Only those,
   * and none after one still being read, are shown: a booking's card grows when its detail
   * comes, and a card shown before that would push everything under it down, the button a
   * customer was about to tap included.
   */
  private complete = new Set<number>();
  /** The details took longer than DETAILS_WAIT_MS: every booking is shown, complete or not. */
  private waitedLongEnough = false;
  private bookingAgain = false;
  /** The booking just made, greeted on this visit of the page until dismissed. */
  private justBooked: BookingReceipt | undefined;

  constructor(
    private readonly listBookings: ListBookings,
    private readonly detailBookings: DetailBookings,
    private readonly bookAgainUseCase: BookAgain,
    private readonly recentBooking: RecentBooking,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    private readonly help: BookingHelp,
    private readonly clock: Clock,
    private readonly payments: BookingPayments,
    private readonly extensions: Extensions,
    private readonly catalogueLanguage: () => Language,
    private readonly terms: BusinessTerms,
    private readonly cancelledHere: CancelledHere,
  ) {
    makeAutoObservable<
      MyBookingsPresenter,
      'justBooked' | 'catalogueLanguage' | 'terms' | 'cancelledHere'
    >(this, {
      justBooked: observableRef,
      catalogueLanguage: false,
      terms: false,
      cancelledHere: false,
    });
  }

  /** Whether the backend takes ratings: the page then fetches the rating's code as it opens. */
  get ratingsOffered(): boolean {
    return this.extensions.has('ratings');
  }

  get viewModel(): MyBookingsViewModel {
    const shown = this.shownGroups;
    // Until the newest booking can be shown, the page keeps its placeholders.
    const status =
      this.status === 'ready' && (shown.length > 0 || this.groups.length === 0)
        ? 'ready'
        : 'loading';
    return {
      language: this.catalogueLanguage(),
      status,
      title: bookingMessages.title,
      countLabel: status === 'ready' ? bookingMessages.count(this.groups.length) : '',
      groups: shown.map((group) => ({
        ...toGroupView(
          group,
          this.justBooked?.bookingId,
          (order) => (this.extensions.has('ratings') && hasRatingToShow(order) ? order : undefined),
          (order) => statusLine(order, this.clock.now(), this.cancelledHere.at(order.workOrderId)),
        ),
        ...this.paymentOf(group),
      })),
      ...(status === 'ready' && this.groups.length === 0
        ? {
            empty: {
              title: bookingOutcomes.noBookingsTitle,
              body: bookingOutcomes.noBookingsBody,
              action: bookingMessages.continueShopping,
            },
          }
        : {}),
      bookingAgain: this.bookingAgain,
      ...(this.justBooked ? { greeting: this.greetingWithHelp(this.justBooked) } : {}),
    };
  }

  /** The newest bookings up to the first one not yet complete. */
  private get shownGroups(): readonly BookingGroup[] {
    if (this.waitedLongEnough) return this.groups;
    const waiting = this.groups.findIndex((group) => !this.complete.has(group.bookingId));
    return waiting === -1 ? this.groups : this.groups.slice(0, waiting);
  }

  private greetingWithHelp(receipt: BookingReceipt): BookingGreetingView {
    const code =
      this.groups.find((group) => group.bookingId === receipt.bookingId)?.bookingCode ??
      String(receipt.bookingId);
    const services = [...new Set(receipt.lines.map((line) => line.service))];
    const group = this.groups.find((each) => each.bookingId === receipt.bookingId);
    return {
      ...greetingView(receipt),
      ifWeFail: [
        cancelRuleMessages.ifNotAssigned(this.terms.technicianAssignedHours),
        cancelRuleMessages.ifLate(this.terms.lateMinutes),
      ],
      help: this.help.aboutBooking(code, services),
      ...(group ? this.paymentOf(group) : {}),
      ...technicianOf(group?.workOrders ?? []),
    };
  }

  /** What a booking's detail says about its money, once read. */
  private paymentOf(group: BookingGroup): { payment?: PaymentView } {
    const payment = group.workOrders && this.payments.view(group.bookingId, group.workOrders);
    return payment ? { payment } : {};
  }

  /** "Pay ₹352.82 now" on a booking: its order, the checkout, then the booking read again. */
  async payNow(bookingId: number): Promise<void> {
    const outcome = await this.payments.payNow(bookingId);
    if (outcome) await this.readAgain(bookingId);
  }

  /** "Pay after the service instead": then the booking read again. */
  async payAfterService(bookingId: number): Promise<void> {
    if (await this.payments.payAfterService(bookingId)) await this.readAgain(bookingId);
  }

  /** One booking's detail again, in place: the rest of the page stays as it is. */
  async readAgain(bookingId: number): Promise<void> {
    const group = this.groups.find((each) => each.bookingId === bookingId);
    if (group) await this.detailBookings.execute([group], (complete) => this.show(complete));
  }

  dismissGreeting(): void {
    this.justBooked = undefined;
  }

  /**
   * Loads the list, then shows its bookings newest first, each with what it holds once its detail
   * comes. The booking just made, if any, is greeted from now on.
   */
  async load(): Promise<void> {
    this.justBooked ??= this.recentBooking.take();
    if (this.status === 'ready') return this.loadAgain();
    this.status = 'loading';
    const list = await this.listBookings.execute();
    // The page gives way to the login dialog; it never says the bookings are gone.
    if (list.sessionEnded) return;
    runInAction(() => {
      this.groups = list.groups;
      this.complete = new Set();
      this.waitedLongEnough = false;
      this.status = 'ready';
    });
    const cancelWait = this.clock.after(DETAILS_WAIT_MS, () => this.stopWaiting());
    await this.detailBookings.execute(list.groups, (complete) => this.show(complete));
    cancelWait();
  }

  /**
   * The list and its details read again (in another language): what is shown stays until all of
   * it has come, then is replaced at once, so nothing on the page jumps.
   */
  private async loadAgain(): Promise<void> {
    const list = await this.listBookings.execute();
    if (list.sessionEnded) return;
    const details = new Map<number, BookingGroup>();
    await this.detailBookings.execute(list.groups, (complete) =>
      details.set(complete.bookingId, complete),
    );
    runInAction(() => {
      this.groups = list.groups.map((group) => details.get(group.bookingId) ?? group);
      this.complete = new Set(details.keys());
    });
  }

  private stopWaiting(): void {
    this.waitedLongEnough = true;
  }

  private show(complete: BookingGroup): void {
    this.groups = this.groups.map((group) =>
      group.bookingId === complete.bookingId ? complete : group,
    );
    this.complete.add(complete.bookingId);
  }

  /**
   * Puts a finished booking's options back into the cart, at today's prices, and shows the cart.
   * The button spins meanwhile; the page stays usable.
   */
  async bookAgain(bookingId: number): Promise<void> {
    const group = this.groups.find((candidate) => candidate.bookingId === bookingId);
    if (!group || !canBookAgain(group) || this.bookingAgain) return;
    this.bookingAgain = true;
    const result = await this.bookAgainUseCase.execute(group);
    runInAction(() => (this.bookingAgain = false));
    if (!result.ok) {
      this.notifier.notify(notification('error', result.error.message));
      return;
    }
    this.notifier.notify(notification('success', result.value.message));
    this.navigator.go(links.cart);
  }
}

function greetingView(receipt: BookingReceipt): Omit<BookingGreetingView, 'help' | 'ifWeFail'> {
  return {
    bookingId: receipt.bookingId,
    title: bookingMessages.greetingTitle,
    reference: bookingMessages.greetingId(receipt.bookingId),
    lines: receipt.lines,
    amountLabel: bookingMessages.greetingAmount,
    amount: receipt.total,
    nextHeading: bookingMessages.whatNextHeading,
    next: receipt.visit ? visitMessages.greeting.next : bookingMessages.whatNext(receipt.contact),
    dismiss: bookingMessages.dismissGreeting,
    ...(receipt.visit
      ? { visit: visitMessages.summary.window(formatVisitWindow(receipt.visit)) }
      : {}),
  };
}

/** Stages in which a service is finished with: nothing is left to wait for. */
const FINISHED: readonly WorkOrderStage[] = ['completed', 'rejected', 'cancelled'];

/** Only a booking known to be finished is booked again: an open one would be booked twice. */
function canBookAgain(group: BookingGroup): boolean {
  const orders = group.workOrders ?? [];
  return (
    orders.length > 0 &&
    orders.every((order) => FINISHED.includes(workOrderStatus(order.statusId).stage))
  );
}

function toGroupView(
  group: BookingGroup,
  newBookingId: number | undefined,
  ratedOf: (order: WorkOrder) => WorkOrder | undefined,
  lineOf: (order: WorkOrder) => StatusLine,
): BookingGroupView {
  const orders = group.workOrders;
  // One window for the whole booking is said once, above its services.
  const window = orders ? sharedWindow(orders) : undefined;
  return {
    bookingId: group.bookingId,
    code: bookingMessages.bookingCode(group.bookingCode),
    created: bookingMessages.created(formatDate(group.createdAt)),
    itemsLabel: bookingMessages.itemsLabel(group.bookingCode),
    items: orders
      ? orders.map((order, index) => ({
          ...orderItem(group, order, index, window === undefined),
          line: lineOf(order),
          ...withRated(ratedOf(order)),
        }))
      : rowItems(group),
    ...(orders
      ? {
          amount: {
            label: bookingMessages.greetingAmount,
            value: formatMoney(bookingAmount(orders).total),
          },
        }
      : {}),
    detailsHref: links.bookingDetailOf(group.bookingId),
    canBookAgain: canBookAgain(group),
    ...(group.bookingId === newBookingId ? { newTag: bookingMessages.newBooking } : {}),
    ...(window ? { visitWindow: windowLine(window) } : {}),
  };
}

/** The booking's rows as SPEC §2 lists them: service, icon and date. */
function rowItems(group: BookingGroup): readonly BookingItemView[] {
  return group.items.map((item, index) => {
    const icon = safeImageUrl(item.serviceIcon);
    return {
      key: `${index}-${item.serviceName}`,
      name: item.serviceName,
      ...(icon ? { icon } : {}),
      booked: bookingMessages.booked(formatDate(item.createdAt)),
    };
  });
}

/** One work order: its service as the row names it, what was ordered, and where it stands. */
function orderItem(
  group: BookingGroup,
  order: WorkOrder,
  index: number,
  ownWindow: boolean,
): BookingItemView {
  const visit = visitSummaryView(order, { window: ownWindow });
  const row = group.items.length === group.workOrders?.length ? group.items[index] : undefined;
  const icon = safeImageUrl(row?.serviceIcon ?? order.optionIcon);
  const status = workOrderStatus(order.statusId);
  return {
    key: String(order.workOrderId),
    name: order.serviceName ?? order.optionName,
    ...(icon ? { icon } : {}),
    booked: bookingMessages.booked(formatDate(row?.createdAt ?? order.createdAt)),
    option: cartMessages.lineSummary(order.quantity, order.optionName),
    status: {
      name: status.name,
      label: bookingMessages.statusLabel(status.name),
      stage: status.stage,
    },
    ...(visit ? { visit } : {}),
  };
}

function withRated(rated: WorkOrder | undefined): { rated?: WorkOrder } {
  return rated ? { rated } : {};
}

/** The first technician named for the booking's visits, for the greeting. */
function technicianOf(orders: readonly WorkOrder[]): { technician?: TechnicianView } {
  for (const order of orders) {
    const technician = visitSummaryView(order)?.technician;
    if (technician) return { technician };
  }
  return {};
}
