import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  formatVisitDay,
  formatVisitDayInFull,
  formatVisitWindow,
  formatWindowHours,
} from '../../core/booking/formatVisit';
import type { ListVisitSlots } from '../../core/booking/ListVisitSlots';
import {
  dayAvailability,
  firstOpenDay,
  visitDays,
  type VisitDay,
} from '../../core/booking/visitDays';
import { visitTimeMessages } from '../../core/booking/visitTimeMessages';
import { sameWindow, type VisitSlot, type VisitWindow } from '../../core/booking/VisitWindow';
import type { Clock } from '../../core/shared/Clock';
import type { Extensions } from '../../core/shared/Extensions';
import { messages } from '../../core/shared/messages';

export interface VisitDayView {
  readonly key: string;
  /** 'Today', 'Tomorrow', or the weekday: 'Fri'. */
  readonly name: string;
  /** '27 Nov'. */
  readonly date: string;
  /** '5 slots open', 'Almost full', '1 slot left', 'Full', 'No times left'. */
  readonly note: string;
  readonly selected: boolean;
  /** Nothing left to choose on this day. */
  readonly disabled: boolean;
}

export interface VisitWindowView {
  /** The window's start, in milliseconds. */
  readonly key: string;
  /** '10 am – 12 pm'. */
  readonly label: string;
  /** 'Full' on a window that cannot be chosen. */
  readonly fullLabel?: string;
  readonly full: boolean;
  /** Not to be chosen: full, or the window the order is in already. */
  readonly disabled: boolean;
  readonly selected: boolean;
  /** 'Booked now' on the window the work order is in (Change time). */
  readonly currentLabel?: string;
}

export interface VisitTimePickerViewModel {
  readonly status: 'loading' | 'error' | 'ready';
  readonly heading: string;
  readonly hint: string;
  readonly loadingLabel: string;
  readonly errorMessage?: string;
  readonly retryLabel: string;
  readonly daysLabel: string;
  readonly days: readonly VisitDayView[];
  /** 'Times on Friday 27 November'. */
  readonly windowsLabel: string;
  readonly windows: readonly VisitWindowView[];
  /** Every window of the seven days is full: what to do instead. */
  readonly nothingFree?: string;
  /** What the customer must know now: choose first, or the time just filled. */
  readonly note?: string;
  /** The window chosen, written out: 'Visit time' and 'Wed, 25 Nov, 10 am – 12 pm'. */
  readonly chosen?: { readonly heading: string; readonly label: string };
}

export interface VisitTimePickerOptions {
  /** The work order whose visit moves (Change time); none for the cart saved at checkout. */
  readonly workOrderId?: number;
  /** Where the work order's visit is now. */
  readonly current?: VisitWindow;
}

/**
 * When the technician comes (the `slots` extension): today and the next six days as a strip,
 * each day's two-hour windows, full ones shown but not chosen. Used by the confirm dialog before
 * Pay Now and by Change time on a booking.
 */
export class VisitTimePicker {
  private status: 'loading' | 'error' | 'ready' = 'loading';
  private slots: readonly VisitSlot[] = [];
  private dayKey: string | undefined;
  private chosenWindow: VisitWindow | undefined;
  private note: string | undefined;
  private options: VisitTimePickerOptions = {};
  /** The window that filled while it was chosen: its day stays in view, it now full. */
  private filled: VisitWindow | undefined;

  constructor(
    private readonly listVisitSlots: ListVisitSlots,
    private readonly clock: Clock,
    private readonly extensions: Extensions,
  ) {
    makeAutoObservable<VisitTimePicker, 'slots' | 'chosenWindow' | 'options' | 'filled'>(this, {
      slots: observableRef,
      chosenWindow: observableRef,
      options: observableRef,
      filled: observableRef,
    });
  }

  /** Whether the backend offers visit windows at all (the `slots` extension). */
  get enabled(): boolean {
    return this.extensions.has('slots');
  }

  /** The window chosen, while it is still offered and free. */
  get chosen(): VisitWindow | undefined {
    return this.chosenWindow;
  }

  get viewModel(): VisitTimePickerViewModel {
    const days = this.days;
    const day = this.day;
    const dayInFull = day ? formatVisitDayInFull(day.midnight) : '';
    const chosen = this.chosenWindow;
    const ready = this.status === 'ready';
    return {
      status: this.status,
      heading: visitTimeMessages.picker.heading,
      hint: visitTimeMessages.picker.hint,
      loadingLabel: visitTimeMessages.picker.loading,
      ...(this.status === 'error' ? { errorMessage: visitTimeMessages.picker.loadFailed } : {}),
      retryLabel: messages.nav.tryAgain,
      daysLabel: visitTimeMessages.picker.days,
      days: days.map((each) => this.dayView(each)),
      windowsLabel: visitTimeMessages.picker.windows(dayInFull),
      windows: (day?.slots ?? []).map((slot) => this.windowView(slot)),
      ...(ready && days.every((each) => each.slots.every((slot) => slot.full))
        ? { nothingFree: visitTimeMessages.picker.nothingFree }
        : {}),
      ...(this.note ? { note: this.note } : {}),
      ...(chosen
        ? {
            chosen: {
              heading: visitTimeMessages.picker.chosenHeading,
              label: formatVisitWindow(chosen),
            },
          }
        : {}),
    };
  }

  /**
   * Reads the windows on offer and shows the first day with one free. A window chosen before
   * stays chosen while it is still offered and free.
   */
  async load(options: VisitTimePickerOptions = {}): Promise<void> {
    this.options = options;
    if (!this.enabled) return;
    this.status = 'loading';
    const result = await this.listVisitSlots.execute(options.workOrderId);
    runInAction(() => {
      if (!result.ok) {
        this.status = 'error';
        return;
      }
      this.slots = result.value;
      this.status = 'ready';
      const still = this.days
        .flatMap((day) => day.slots)
        .find((slot) => !slot.full && sameWindow(slot, this.chosenWindow));
      if (!still) this.chosenWindow = undefined;
      // The day of the chosen window (or of the one that just filled, or of the order's current
      // one), when it has a window free.
      const target = still ?? this.filled ?? this.options.current;
      this.filled = undefined;
      const dayOfTarget = this.days.find(
        (day) =>
          day.slots.some((slot) => sameWindow(slot, target)) &&
          day.slots.some((slot) => !slot.full),
      );
      this.dayKey = (dayOfTarget ?? firstOpenDay(this.days))?.key;
    });
  }

  retry(): Promise<void> {
    return this.load(this.options);
  }

  chooseDay(key: string): void {
    const day = this.days.find((each) => each.key === key);
    if (day && day.slots.some((slot) => !slot.full)) this.dayKey = key;
  }

  /** Chooses the window starting at `key`, unless it is full (or no longer offered). */
  choose(key: string): void {
    const slot = this.day?.slots.find((each) => String(each.start.getTime()) === key);
    if (!slot || slot.full) return;
    this.chosenWindow = { start: slot.start, end: slot.end };
    this.note = undefined;
  }

  /** Pay Now was pressed before a window was chosen: say so. */
  requireChoice(): void {
    this.note = visitTimeMessages.picker.chooseFirst;
  }

  /** Says `note` beside the strip (the server's reason for refusing a window). */
  say(note: string): void {
    this.note = note;
  }

  /** The chosen window filled while the customer confirmed: say so and read the windows again. */
  async windowFilled(): Promise<void> {
    this.filled = this.chosenWindow;
    this.chosenWindow = undefined;
    await this.load(this.options);
    runInAction(() => (this.note = visitTimeMessages.picker.windowFilled));
  }

  /** Forgets the choice, once booked. */
  clear(): void {
    this.chosenWindow = undefined;
    this.note = undefined;
  }

  private get days(): readonly VisitDay[] {
    return this.status === 'ready' ? visitDays(this.slots, this.clock.now()) : [];
  }

  private get day(): VisitDay | undefined {
    return this.days.find((each) => each.key === this.dayKey) ?? firstOpenDay(this.days);
  }

  private dayView(day: VisitDay): VisitDayView {
    const { weekday, date } = formatVisitDay(day.midnight);
    const availability = dayAvailability(day);
    const name =
      day.offset === 0
        ? visitTimeMessages.picker.today
        : day.offset === 1
          ? visitTimeMessages.picker.tomorrow
          : weekday;
    const words = visitTimeMessages.picker;
    const note =
      availability.kind === 'open'
        ? words.slotsOpen(availability.free)
        : {
            'none-offered': words.noneLeft,
            full: words.full,
            'one-left': words.oneLeft,
            'almost-full': words.almostFull,
          }[availability.kind];
    return {
      key: day.key,
      name,
      date,
      note,
      selected: day.key === this.day?.key,
      disabled: availability.kind === 'none-offered' || availability.kind === 'full',
    };
  }

  private windowView(slot: VisitSlot): VisitWindowView {
    // The order's own window counts it among its places: it says "Booked now", not "Full".
    const current = sameWindow(slot, this.options.current);
    return {
      key: String(slot.start.getTime()),
      label: formatWindowHours(slot),
      ...(slot.full && !current ? { fullLabel: visitTimeMessages.picker.full } : {}),
      full: slot.full,
      disabled: slot.full || current,
      selected: sameWindow(slot, this.chosenWindow),
      ...(current ? { currentLabel: visitTimeMessages.picker.bookedNow } : {}),
    };
  }
}
