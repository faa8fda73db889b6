import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { WorkOrder } from '../../core/booking/Booking';
import { isCancellable } from '../../core/booking/cancellation';
import type { ChangeVisitTime } from '../../core/booking/ChangeVisitTime';
import { formatVisitWindow } from '../../core/booking/formatVisit';
import { visitMessages } from '../../core/booking/visitMessages';
import { sameWindow } from '../../core/booking/VisitWindow';
import { notification, type Notifier } from '../../core/shared/Notification';
import type { BusyModel } from '../shell/BusyModel';
import type { ConnectionModel } from '../shell/ConnectionModel';
import { goesOnline } from '../shell/needsNetwork';
import { offlineMessages } from '../offline/offlineMessages';
import type { VisitTimePicker } from './VisitTimePicker';

export interface ChangeVisitTimeViewModel {
  readonly open: boolean;
  readonly title: string;
  /** 'Booked now: Wed, 25 Nov, 10 am – 12 pm', when the order has a window. */
  readonly current?: string;
  readonly saveLabel: string;
  readonly keepLabel: string;
  readonly saving: boolean;
}

/**
 * Change time on a booking (the `slots` extension): the windows again for one work order, while
 * it can still be cancelled; the new window replaces the old everywhere once the server agrees.
 */
export class ChangeVisitTimePresenter {
  private target: WorkOrder | undefined;
  private saving = false;
  private changed: () => Promise<void> = async () => undefined;

  constructor(
    private readonly changeVisitTime: ChangeVisitTime,
    readonly picker: VisitTimePicker,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
    private readonly connection: ConnectionModel,
  ) {
    makeAutoObservable<ChangeVisitTimePresenter, 'target' | 'changed'>(this, {
      target: observableRef,
      changed: false,
    });
  }

  get viewModel(): ChangeVisitTimeViewModel {
    const window = this.target?.visit?.window;
    return {
      open: this.target !== undefined,
      title: visitMessages.change.title,
      ...(window ? { current: visitMessages.change.current(formatVisitWindow(window)) } : {}),
      saveLabel: visitMessages.change.save,
      keepLabel: visitMessages.change.keep,
      saving: this.saving,
    };
  }

  /** Whether Change time is offered for an order: the backend has windows, the order can move. */
  offers(order: WorkOrder): boolean {
    return this.picker.enabled && isCancellable(order.statusId);
  }

  /** Opens the windows for `order`; `changed` runs once the server has moved it. */
  async open(order: WorkOrder, changed: () => Promise<void>): Promise<void> {
    if (!this.offers(order)) return;
    this.target = order;
    this.changed = changed;
    this.picker.clear();
    await this.picker.load({
      workOrderId: order.workOrderId,
      ...(order.visit?.window ? { current: order.visit.window } : {}),
    });
  }

  dismiss(): void {
    if (!this.saving) this.target = undefined;
  }

  /**
   * Moves the visit to the chosen window, once, and says so. A window that filled meanwhile
   * shows the windows again; a refusal says the server's reason, in the dialog, which stays open.
   */
  async save(): Promise<void> {
    const order = this.target;
    const window = this.picker.chosen;
    if (!order || this.saving) return;
    if (!window) {
      this.picker.requireChoice();
      return;
    }
    if (sameWindow(window, order.visit?.window)) {
      this.picker.say(visitMessages.change.sameWindow);
      return;
    }
    if (!goesOnline(this.connection, this.notifier, offlineMessages.needed.changeTime)) return;
    this.saving = true;
    const result = await this.busy.during(() => this.changeVisitTime.execute(order, window));
    runInAction(() => (this.saving = false));
    if (result.ok) {
      this.notifier.notify(notification('success', result.value.message));
      runInAction(() => (this.target = undefined));
      await this.changed();
      return;
    }
    // Said in the dialog, beside the windows, as the login dialog says its errors.
    if (result.error.reason === 'window-full') await this.picker.windowFilled();
    else this.picker.say(result.error.message);
  }
}
