import { afterEach, describe, expect, it } from 'vitest';
import { booking } from '../../../../src/app/features/booking';
import { speakThrough } from '../../../../src/core/shared/language';
import { BookingDetailPresenter } from '../../../../src/presenters/booking/BookingDetailPresenter';
import { LanguagePresenter } from '../../../../src/presenters/shell/LanguagePresenter';
import { loggedInApp } from '../doubles';
import { plainSpaces } from '../../../support/plainSpaces';

/** Booking 5003 of the demo: washing machine repair on hold (4), TV wall mounting in progress (3). */
const BOOKING_5003 = '5003';
/** Booking 5004: 3 × ceiling fan installation (Fans), thermostat replacement (Geyser). */
const BOOKING_5004 = '5004';

async function detailOf(bookingId: string) {
  const app = loggedInApp({ features: [booking] });
  const detail = app.get(BookingDetailPresenter);
  await detail.load(bookingId);
  return { app, detail };
}

/** The message a WhatsApp link opens with. */
function whatsappText(href: string | undefined): string | null {
  return new URL(href ?? 'https://wa.me/').searchParams.get('text');
}

afterEach(() => {
  // The voice is the core's: the next test starts in English.
  speakThrough({ language: () => 'en', say: () => undefined });
});

describe('help on the booking detail', () => {
  it('offers a call to the support number and a WhatsApp message naming the booking code and its services', async () => {
    const { detail } = await detailOf(BOOKING_5004);
    const code = detail.viewModel.reference?.replace('Reference Code: ', '');

    expect(detail.viewModel.help).toMatchObject({
      heading: 'Need help with this booking?',
      callLabel: 'Call +91 40 4567 8900',
      callHref: 'tel:+914045678900',
      whatsappLabel: 'Chat on WhatsApp',
      newTab: '(opens in a new tab)',
    });
    expect(detail.viewModel.help?.whatsappHref).toMatch(/^https:\/\/wa\.me\/914045678900\?text=/);
    expect(whatsappText(detail.viewModel.help?.whatsappHref)).toBe(
      `Hello GharSeva, I need help with my booking ${code} (Fans, Geyser).`,
    );
  });

  it("writes the WhatsApp message in the customer's language", async () => {
    const { app, detail } = await detailOf(BOOKING_5004);
    const code = detail.viewModel.reference?.replace('Reference Code: ', '') ?? '';

    await app.get(LanguagePresenter).choose('te');

    const text = whatsappText(detail.viewModel.help?.whatsappHref) ?? '';
    expect(text).toMatch(/[\u0C00-\u0C7F]/);
    expect(text).toContain(code);
    expect(text).toContain('Fans, Geyser');
  });

  it('puts Call and WhatsApp beside the line that says what we do next, about that order', async () => {
    const { detail } = await detailOf(BOOKING_5003);
    const code = detail.viewModel.reference?.replace('Reference Code: ', '');
    const onHold = detail.viewModel.cards.find((card) => card.statusName === 'On Hold');
    const inProgress = detail.viewModel.cards.find((card) => card.statusName === 'In Progress');

    expect(onHold?.line).toMatchObject({
      text: 'Work paused',
      next: 'Work has stopped for a while, for example while a part is on order. We call you to agree when it continues.',
    });
    expect(onHold?.help?.callHref).toBe('tel:+914045678900');
    expect(whatsappText(onHold?.help?.whatsappHref)).toBe(
      `Hello GharSeva, I need help with Repair (Washing machine) in my booking ${code}.`,
    );
    expect(inProgress).not.toHaveProperty('help');
  });

  it('links to the receipt of the booking', async () => {
    const { detail } = await detailOf(BOOKING_5004);

    expect(detail.viewModel.receipt).toEqual({
      label: 'Receipt',
      href: '/receipt?bookingId=5004',
    });
  });

  it('offers neither help nor a receipt for a booking that is not there', async () => {
    const { detail } = await detailOf('9999');

    expect(detail.viewModel.empty).toBeDefined();
    expect(detail.viewModel).not.toHaveProperty('help');
    expect(detail.viewModel).not.toHaveProperty('receipt');
  });
});

describe('Claim warranty on the booking detail', () => {
  /** Booking 5003's tap replacement (Taps & mixers), done at its visit five days ago. */
  const tapReplacement = (detail: BookingDetailPresenter) =>
    detail.viewModel.cards.find((card) => card.statusStage === 'completed');

  it('offers a completed order within the warranty Call and a WhatsApp message naming the booking and the service', async () => {
    const { detail } = await detailOf(BOOKING_5003);
    const code = detail.viewModel.reference?.replace('Reference Code: ', '');

    const warranty = tapReplacement(detail)?.warranty;

    expect(plainSpaces(warranty?.note)).toMatch(
      /^Covered by our 30-day service warranty until \d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2} [AP]M\.$/u,
    );
    expect(warranty?.claim).toMatchObject({
      heading: 'Claim warranty',
      callLabel: 'Call +91 40 4567 8900 to claim',
      callHref: 'tel:+914045678900',
      whatsappLabel: 'Claim on WhatsApp',
    });
    expect(whatsappText(warranty?.claim?.whatsappHref)).toBe(
      `Hello GharSeva, I want to claim the warranty on Tap replacement (Taps & mixers) from my booking ${code}.`,
    );
  });

  it("writes the claim's WhatsApp message in the customer's language", async () => {
    const { app, detail } = await detailOf(BOOKING_5003);
    const code = detail.viewModel.reference?.replace('Reference Code: ', '') ?? '';

    await app.get(LanguagePresenter).choose('te');

    const text = whatsappText(tapReplacement(detail)?.warranty?.claim?.whatsappHref) ?? '';
    expect(text).toMatch(/[\u0C00-\u0C7F]/);
    expect(text).toContain(code);
  });

  it('does not offer it once the warranty has ended, and says on which day it ended', async () => {
    const { detail } = await detailOf('5001');

    const [foamJet] = detail.viewModel.cards;

    expect(foamJet?.warranty).not.toHaveProperty('claim');
    expect(plainSpaces(foamJet?.warranty?.note)).toMatch(
      /^Our 30-day service warranty on this ended on \d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2} [AP]M\.$/u,
    );
  });

  it('does not offer it on an order that is not completed', async () => {
    const { detail } = await detailOf(BOOKING_5003);

    const others = detail.viewModel.cards.filter((card) => card.statusStage !== 'completed');

    expect(others.map((card) => card.warranty)).toEqual([undefined, undefined]);
  });
});
