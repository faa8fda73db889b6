import { bookingMessages, bookingOutcomes } from '../../core/booking/bookingMessages';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { BookAgain } from '../../core/booking/BookAgain';
import type { BookingGroup } from '../../core/booking/groupBookings';
import type { ListBookings } from '../../core/booking/ListBookings';
import { formatDate } from '../../core/shared/formatDate';
import { notification, type Notifier } from '../../core/shared/Notification';
import { safeImageUrl } from '../../core/shared/safeImageUrl';
import type { LoadStatus } from '../catalog/HomePresenter';
import type { BusyModel } from '../shell/BusyModel';
import type { BookingReceipt, RecentBooking } from './RecentBooking';
import { links } from '../links';

export interface BookingGroupView {
  readonly bookingId: number;
  /** 'Booking Code: GS-…'. */
  readonly code: string;
  /** 'Created: 11/19/26, 9:30 AM'. */
  readonly created: string;
  /** 'Services in booking GS-…', the name of the list of its items. */
  readonly itemsLabel: string;
  readonly items: readonly {
    readonly key: string;
    readonly name: string;
    readonly icon?: string;
    readonly booked: string;
  }[];
  readonly detailsHref: string;
  /** 'New' on the booking just made. */
  readonly newTag?: string;
}

/** The greeting of the booking just made: what it holds, what it costs, and what happens next. */
export interface BookingGreetingView {
  readonly title: string;
  /** 'Booking ID 5006'. */
  readonly reference: string;
  readonly lines: readonly string[];
  readonly amountLabel: string;
  readonly amount: string;
  readonly nextHeading: string;
  readonly next: string;
  readonly dismiss: string;
}

export interface MyBookingsViewModel {
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

/** My Bookings (SPEC §2): the customer's bookings, newest first, with Book again. */
export class MyBookingsPresenter {
  private status: 'loading' | 'ready' = 'loading';
  private groups: readonly BookingGroup[] = [];
  private bookingAgain = false;
  /** The booking just made, greeted on this visit of the page until dismissed. */
  private justBooked: BookingReceipt | undefined;

  constructor(
    private readonly listBookings: ListBookings,
    private readonly bookAgainUseCase: BookAgain,
    private readonly recentBooking: RecentBooking,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<
      MyBookingsPresenter,
      'listBookings' | 'bookAgainUseCase' | 'recentBooking' | 'busy' | 'notifier' | 'justBooked'
    >(this, {
      listBookings: false,
      bookAgainUseCase: false,
      recentBooking: false,
      busy: false,
      notifier: false,
      justBooked: observableRef,
    });
  }

  get viewModel(): MyBookingsViewModel {
    return {
      status: this.status,
      title: bookingMessages.title,
      countLabel: this.status === 'ready' ? bookingMessages.count(this.groups.length) : '',
      groups: this.groups.map((group) => toGroupView(group, this.justBooked?.bookingId)),
      ...(this.status === 'ready' && this.groups.length === 0
        ? {
            empty: {
              title: bookingOutcomes.noBookingsTitle,
              body: bookingOutcomes.noBookingsBody,
              action: bookingMessages.continueShopping,
            },
          }
        : {}),
      bookingAgain: this.bookingAgain,
      ...(this.justBooked ? { greeting: greetingView(this.justBooked) } : {}),
    };
  }

  dismissGreeting(): void {
    this.justBooked = undefined;
  }

  /** Loads the list; the booking just made, if any, is greeted from now on. */
  async load(): Promise<void> {
    this.justBooked ??= this.recentBooking.take();
    this.status = 'loading';
    const list = await this.listBookings.execute();
    runInAction(() => {
      this.groups = list.groups;
      this.status = 'ready';
    });
  }

  /** Puts a past booking's options back into the cart, at today's prices. */
  async bookAgain(bookingId: number): Promise<void> {
    const group = this.groups.find((candidate) => candidate.bookingId === bookingId);
    if (!group || this.bookingAgain) return;
    this.bookingAgain = true;
    const result = await this.busy.during(() => this.bookAgainUseCase.execute(group));
    runInAction(() => (this.bookingAgain = false));
    this.notifier.notify(
      result.ok
        ? notification('success', result.value.message)
        : notification('error', result.error.message),
    );
  }
}

function greetingView(receipt: BookingReceipt): BookingGreetingView {
  return {
    title: bookingMessages.greetingTitle,
    reference: bookingMessages.greetingId(receipt.bookingId),
    lines: receipt.lines,
    amountLabel: bookingMessages.greetingAmount,
    amount: receipt.total,
    nextHeading: bookingMessages.whatNextHeading,
    next: bookingMessages.whatNext(receipt.contact),
    dismiss: bookingMessages.dismissGreeting,
  };
}

function toGroupView(group: BookingGroup, newBookingId: number | undefined): BookingGroupView {
  return {
    bookingId: group.bookingId,
    code: bookingMessages.bookingCode(group.bookingCode),
    created: bookingMessages.created(formatDate(group.createdAt)),
    itemsLabel: bookingMessages.itemsLabel(group.bookingCode),
    items: group.items.map((item, index) => {
      const icon = safeImageUrl(item.serviceIcon);
      return {
        key: `${index}-${item.serviceName}`,
        name: item.serviceName,
        ...(icon ? { icon } : {}),
        booked: bookingMessages.booked(formatDate(item.createdAt)),
      };
    }),
    detailsHref: links.bookingDetailOf(group.bookingId),
    ...(group.bookingId === newBookingId ? { newTag: bookingMessages.newBooking } : {}),
  };
}
