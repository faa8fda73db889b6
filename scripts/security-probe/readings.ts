/**
 * What of customer A's data the probe reads, as she reads it with her own session (the proof a
 * check can tell: a refusal of an attacker means nothing where there was nothing to find) and as
 * an attacker tries to; and the words for what it could not read.
 */
import type { WorkOrder } from '../../src/core/booking/Booking';
import { WalkCatalogue } from '../../src/core/catalog/WalkCatalogue';
import type { Profile } from '../../src/core/profile/Profile';
import { fail, ok, type Result } from '../../src/core/shared/Result';
import type { Probe, Session, StateName } from './customers';
import { answered, type Exchange } from './probeClient';

/** The session's token, or none. */
export const tokenOf = (session: Session | undefined) => session?.token;

export const couldNotRead = (what: string, exchange: Exchange) =>
  `customer A could not read ${what} with her own session (${exchange.call} ${answered(exchange)}), so a refusal would prove nothing${sessionLostHint(exchange)}`;

/** A 401 right after the states were set up: most often a setup that ended earlier sessions. */
export const sessionLostHint = (exchange: Exchange) =>
  exchange.status === 401
    ? ' (a provider state must keep the sessions and data that earlier setups made: README, "What the probe needs of your provider states")'
    : '';

/** A kind of customer A's data an attacker reads: how A reads it, and what of it leaked. */
export interface Reading<Evidence> {
  /** "bookings" */
  readonly noun: string;
  readonly state: StateName;
  own(probe: Probe, a: Session): Promise<Result<Evidence, string>>;
  /** The attack's exchange, and what of A's data it showed (undefined: nothing). */
  steal(
    probe: Probe,
    as: Session | undefined,
    evidence: Evidence,
  ): Promise<{ readonly exchange: Exchange; readonly leaked: string | undefined }>;
}

export const bookings: Reading<{
  readonly ids: ReadonlySet<number>;
  readonly codes: readonly string[];
}> = {
  noun: 'bookings',
  state: 'bookings',
  async own(probe, a) {
    const { result, exchange } = await probe.client.as(a.token, (api) =>
      api.booking.listBookings(probe.a.userId),
    );
    if (!result.ok || result.value.length === 0)
      return fail(couldNotRead('her own bookings', exchange));
    return ok({
      ids: new Set(result.value.map((row) => row.bookingId)),
      codes: [...new Set(result.value.map((row) => row.bookingCode))],
    });
  },
  async steal(probe, as, { ids, codes }) {
    const { result, exchange } = await probe.client.as(tokenOf(as), (api) =>
      api.booking.listBookings(probe.a.userId),
    );
    const rows = result.ok ? result.value.filter((row) => ids.has(row.bookingId)) : [];
    const shown = new Set(rows.map((row) => row.bookingId)).size;
    if (shown > 0) return { exchange, leaked: `with ${shown} of customer A's bookings` };
    const code = codes.find((each) => exchange.text.includes(each));
    return { exchange, leaked: code ? `with customer A's booking ${code}` : undefined };
  },
};

export const bookingDetail: Reading<{
  readonly ids: ReadonlySet<number>;
  readonly reference: string;
}> = {
  noun: 'booking detail',
  state: 'bookingWithOrders',
  async own(probe, a) {
    const bookingId = Number(probe.pactParams.bookingWithOrders.bookingId);
    const { result, exchange } = await probe.client.as(a.token, (api) =>
      api.booking.getBookingDetail(bookingId),
    );
    if (!result.ok || result.value.length === 0)
      return fail(couldNotRead(`her own booking ${bookingId}`, exchange));
    return ok({
      ids: new Set(result.value.map((order) => order.workOrderId)),
      reference: result.value[0]?.referenceCode ?? '',
    });
  },
  async steal(probe, as, { ids, reference }) {
    const bookingId = Number(probe.pactParams.bookingWithOrders.bookingId);
    const { result, exchange } = await probe.client.as(tokenOf(as), (api) =>
      api.booking.getBookingDetail(bookingId),
    );
    const orders = result.ok ? result.value.filter((order) => ids.has(order.workOrderId)) : [];
    const shown = orders.length > 0 || (reference !== '' && exchange.text.includes(reference));
    return {
      exchange,
      leaked: shown ? `with the work orders of customer A's booking ${bookingId}` : undefined,
    };
  },
};

export const profile: Reading<Profile> = {
  noun: 'profile',
  state: 'profile',
  async own(probe, a) {
    const { result, exchange } = await probe.client.as(a.token, (api) =>
      api.profile.load(probe.a.userId),
    );
    return result.ok && result.value.firstName !== ''
      ? ok(result.value)
      : fail(couldNotRead('her own profile', exchange));
  },
  async steal(probe, as, own) {
    const { result, exchange } = await probe.client.as(tokenOf(as), (api) =>
      api.profile.load(probe.a.userId),
    );
    const shown =
      (result.ok && result.value.firstName === own.firstName) ||
      (own.email !== '' && exchange.text.includes(own.email));
    return {
      exchange,
      leaked: shown
        ? `with customer A's profile (${[own.firstName, own.lastName].join(' ').trim()}, ${own.email})`
        : undefined,
    };
  },
};

/** Work order `workOrderId` of customer A, as she reads it, with the booking it is in. */
export async function workOrderOf(
  probe: Probe,
  a: Session,
  workOrderId: number,
): Promise<Result<{ readonly order: WorkOrder; readonly bookingId: number }, string>> {
  const list = await probe.client.as(a.token, (api) => api.booking.listBookings(probe.a.userId));
  if (!list.result.ok) return fail(couldNotRead('her own bookings', list.exchange));
  for (const bookingId of new Set(list.result.value.map((row) => row.bookingId))) {
    const detail = await probe.client.as(a.token, (api) => api.booking.getBookingDetail(bookingId));
    if (!detail.result.ok)
      return fail(couldNotRead(`her own booking ${bookingId}`, detail.exchange));
    const order = detail.result.value.find((each) => each.workOrderId === workOrderId);
    if (order) return ok({ order, bookingId });
  }
  return fail(`work order ${workOrderId} is not among customer A's bookings`);
}

/** The catalogue's price of option `optionId` (paise), looked up as the app does. */
export async function cataloguePrice(
  probe: Probe,
  session: Session,
  optionId: number,
  serviceId: number,
): Promise<number | undefined> {
  const options = await probe.client.as(session.token, (api) => api.catalog.listOptions(serviceId));
  const listed = options.result.ok
    ? options.result.value.find((option) => option.id === optionId)
    : undefined;
  if (listed) return listed.price;
  const walked = await probe.client.as(session.token, (api) =>
    new WalkCatalogue(api.catalog).execute(),
  );
  return walked.result.ok
    ? walked.result.value.options.find((option) => option.id === optionId)?.price
    : undefined;
}
