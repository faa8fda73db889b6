import type { EveryHttpGateway } from '../../src/adapters/http/HttpGateways';
import { formatMoney, rupeesFromPaise } from '../../src/core/shared/Money';
import { logIn, type Probe, type StateSetups } from './customers';
import { answered } from './probeClient';
import { cataloguePrice, couldNotRead, sessionLostHint } from './readings';
import { allowed, MUST, notRun, refused, type Verdict } from './verdicts';

/** ₹0.01, as a cart edited in the browser's storage would send it. */
export const TAMPERED_PRICE = 1;

/**
 * Customer A saves a cart at ₹0.01 for an option the catalogue prices higher, and books it: the
 * booking must carry the catalogue's price. `inTelugu`: every call but the last read asks in
 * Telugu (the catalogue-languages extension), whose price must still be the English catalogue's.
 */
export async function undercutCheck(
  probe: Probe,
  setups: StateSetups,
  inTelugu = false,
): Promise<Verdict> {
  const optionId = Number(probe.pactParams.optionOffered.optionId);
  const serviceId = Number(probe.pactParams.serviceOptions.serviceId);
  // The catalogue's states first and the login last: the session is what a setup can end.
  for (const state of ['optionOffered', 'serviceOptions'] as const) {
    const failure = await setups.setUp(state, probe.a);
    if (failure) return notRun(failure);
  }
  const a = await logIn(probe, setups, probe.a);
  if (!a.ok) return notRun(a.error);
  const token = a.value.token;
  const asking = inTelugu ? ' asking in Telugu' : '';
  const inEnglish = inTelugu ? ' in English' : '';
  const send = <T>(call: (api: EveryHttpGateway) => Promise<T>) =>
    inTelugu ? probe.client.asIn('te', token, call) : probe.client.as(token, call);
  const price = await cataloguePrice(probe, a.value, optionId, serviceId);
  if (price === undefined || price <= TAMPERED_PRICE)
    return notRun(`the catalogue gives option ${optionId} no price above ₹0.01 to undercut`);
  // The cart at the catalogue's price first: a refusal of the cheap one then says something.
  const fair = await send((api) =>
    api.booking.saveCart(probe.a.userId, [{ optionId, quantity: 1, unitPrice: price }]),
  );
  if (!fair.result.ok)
    return notRun(
      `customer A could not save a cart at the catalogue's price${asking} (${fair.exchange.call} ${answered(fair.exchange)}), so a refusal would prove nothing${sessionLostHint(fair.exchange)}`,
    );
  const cheap = await send((api) =>
    api.booking.saveCart(probe.a.userId, [{ optionId, quantity: 1, unitPrice: TAMPERED_PRICE }]),
  );
  const sent = `${inTelugu ? 'asking in Telugu, ' : ''}${cheap.exchange.call} with UnitPrice ${rupeesFromPaise(TAMPERED_PRICE)} for option ${optionId} (the catalogue's${inEnglish}: ${formatMoney(price)})`;
  if (!cheap.result.ok) return refused(`${sent} ${answered(cheap.exchange)}`);
  const booked = await send((api) => api.booking.book(probe.a.userId));
  if (!booked.result.ok)
    return refused(`${sent} was taken; ${booked.exchange.call} ${answered(booked.exchange)}`);
  const bookingId = booked.result.value.bookingId;
  const detail = await (inTelugu
    ? probe.client.asIn('en', token, (api) => api.booking.getBookingDetail(bookingId))
    : send((api) => api.booking.getBookingDetail(bookingId)));
  if (!detail.result.ok || detail.result.value.length === 0)
    return notRun(
      `${sent} was booked (booking ${bookingId}), but ${couldNotRead(`booking ${bookingId}`, detail.exchange)}`,
    );
  // A backend that adds to the saved cart instead of replacing it books both lines.
  const undercut = detail.result.value.find((order) => order.unitPrice !== price);
  return undercut
    ? allowed(
        `${sent}, then book-service: booking ${bookingId} shows ${formatMoney(undercut.unitPrice)} a unit`,
        inTelugu ? MUST.languagePrice : MUST.cataloguePrice,
      )
    : refused(
        `${sent} was booked (booking ${bookingId}) at ${formatMoney(price)} a unit, the catalogue's price${inEnglish}`,
      );
}
