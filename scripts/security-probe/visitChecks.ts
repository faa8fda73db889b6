/**
 * The probe's checks of the `slots` and `visit` extensions: customer B lists the visit windows of
 * customer A's work order or moves its visit, and a technician's number is still sent once the
 * job is done. A backend that does not offer an extension (PACT_EXTENSIONS) has none of its
 * holes: its checks are "not offered". Each first shows what customer A sees of her own order.
 */
import { sameWindow, type VisitWindow } from '../../src/core/booking/VisitWindow';
import { visitStage } from '../../src/core/booking/visitStage';
import { workOrderStatus } from '../../src/core/booking/workOrderStatus';
import {
  attackerSessionWorks,
  caller,
  customersWith,
  logIn,
  type Check,
  type Probe,
} from './customers';
import { answered } from './probeClient';
import { couldNotRead, tokenOf, workOrderOf } from './readings';
import { allowed, MUST, notOffered, notRun, refused, type Verdict } from './verdicts';

/**
 * The user ids customer B names with A's work order: hers, as the app would send it, then his
 * own, as a backend that takes the customer from the session but forgets whose order it is allows.
 */
const namedIds = (probe: Probe) => [probe.a.userId, probe.b.userId];

export const customerBListsVisitWindowsCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('slots')) return notOffered('slots');
    const workOrderId = Number(probe.pactParams.cancellable.workOrderId);
    const both = await customersWith(probe, setups, 'customer B', 'cancellable');
    if (!both.ok) return notRun(both.error);
    const { a, b } = both.value;
    const own = await probe.client.as(a.token, (api) =>
      api.booking.visitSlots(probe.a.userId, workOrderId),
    );
    if (!own.result.ok || own.result.value.length === 0)
      return notRun(
        couldNotRead(`the visit windows of her work order ${workOrderId}`, own.exchange),
      );
    const lost = await attackerSessionWorks(probe, b);
    if (lost) return lost;
    const tries: string[] = [];
    for (const userId of namedIds(probe)) {
      const attack = await probe.client.as(tokenOf(b), (api) =>
        api.booking.visitSlots(userId, workOrderId),
      );
      const sent = `${attack.exchange.call} (user_Id ${userId}, WorkOrderId ${workOrderId}) ${caller(b)} ${answered(attack.exchange)}`;
      tries.push(sent);
      if (attack.result.ok && attack.result.value.length > 0)
        return allowed(
          `${tries.join('; ')} with the visit windows customer A's work order may move to`,
          MUST.ownVisitsOnly,
        );
    }
    return refused(tries.join('; '));
  },
};

export const customerBMovesVisitCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('slots')) return notOffered('slots');
    const workOrderId = Number(probe.pactParams.cancellable.workOrderId);
    const both = await customersWith(probe, setups, 'customer B', 'cancellable');
    if (!both.ok) return notRun(both.error);
    const { a, b } = both.value;
    // With `visit` the probe reads the window back; without, only the answer can tell.
    const current = async (): Promise<VisitWindow | undefined> => {
      const found = await workOrderOf(probe, a, workOrderId);
      return found.ok ? found.value.order.visit?.window : undefined;
    };
    const before = await current();
    const own = await probe.client.as(a.token, (api) =>
      api.booking.visitSlots(probe.a.userId, workOrderId),
    );
    const target = own.result.ok
      ? own.result.value.find((slot) => !slot.full && !sameWindow(slot, before))
      : undefined;
    if (!target)
      return notRun(
        own.result.ok
          ? `customer A's work order ${workOrderId} has no other open visit window to move to`
          : couldNotRead(`the visit windows of her work order ${workOrderId}`, own.exchange),
      );
    const lost = await attackerSessionWorks(probe, b);
    if (lost) return lost;
    const window = { start: target.start, end: target.end };
    const tries: string[] = [];
    for (const userId of namedIds(probe)) {
      const attack = await probe.client.as(tokenOf(b), (api) =>
        api.booking.changeVisitTime(userId, workOrderId, window),
      );
      const sent = `${attack.exchange.call} (UserId ${userId}, WorkOrderId ${workOrderId}, another open window) ${caller(b)} ${answered(attack.exchange)}`;
      tries.push(sent);
      const moved = probe.extensions.has('visit')
        ? sameWindow(await current(), window)
        : attack.result.ok;
      if (moved)
        return allowed(
          probe.extensions.has('visit')
            ? `${tries.join('; ')}, and work order ${workOrderId} then read the window customer B chose`
            : tries.join('; '),
          MUST.ownVisitsOnly,
        );
    }
    return refused(
      `${tries.join('; ')}${probe.extensions.has('visit') ? `; work order ${workOrderId}'s visit is unchanged` : ''}`,
    );
  },
};

/** The technician is coming or at work: waiting, assigned or working. */
const visitToCome = (statusId: number) => {
  const stage = visitStage(statusId);
  return stage !== undefined && stage !== 'done' && stage !== 'cancelled';
};

export const technicianPhoneCheck: Check = {
  async run(probe, setups): Promise<Verdict> {
    if (!probe.extensions.has('visit')) return notOffered('visit');
    const bookingId = Number(probe.pactParams.technicianAssigned.bookingId);
    const a = await logIn(probe, setups, probe.a);
    if (!a.ok) return notRun(a.error);
    const failure = await setups.setUp('technicianAssigned', probe.a);
    if (failure) return notRun(failure);
    const detail = () =>
      probe.client.as(a.value.token, (api) => api.booking.getBookingDetail(bookingId));
    const before = await detail();
    // A number while the visit is to come: else its absence after the job would prove nothing.
    const assigned = before.result.ok
      ? before.result.value.find(
          (order) => order.visit?.technician?.phone && visitToCome(order.statusId),
        )
      : undefined;
    if (!assigned)
      return notRun(
        before.result.ok
          ? `customer A's booking ${bookingId} showed no technician's number while a visit was to come, so its absence after the job would prove nothing`
          : couldNotRead(`her own booking ${bookingId}`, before.exchange),
      );
    const { workOrderId } = assigned;
    const { failure: done } = await setups.setUpOwn('completed', {
      workOrderId,
      userId: probe.a.userId,
    });
    if (done) return notRun(done);
    const after = await detail();
    const order = after.result.ok
      ? after.result.value.find((each) => each.workOrderId === workOrderId)
      : undefined;
    if (!order) return notRun(couldNotRead(`her own booking ${bookingId} again`, after.exchange));
    if (order.statusId !== 5)
      return notRun(
        `work order ${workOrderId} is ${workOrderStatus(order.statusId).name} after its state "is completed" was set up`,
      );
    const sent = `after work order ${workOrderId} was completed, ${after.exchange.call} ${caller(a.value)} ${answered(after.exchange)}`;
    const phone = order.visit?.technician?.phone;
    return phone
      ? allowed(`${sent} with its technician's number, ${phone}`, MUST.technicianContact)
      : refused(`${sent} without its technician's number`);
  },
};
