import { expect, test, type Page } from '@playwright/test';
import { PRIYA_USER_ID } from './support/demo';
import { seedDevice } from './support/device';
import { moneyIn, translation } from './support/languages';
import { catalogueName } from './support/catalogueWords';
import { SUPPORT_DISPLAY, SUPPORT_TEL, whatsappText } from './support/supportLine';

/**
 * Each order's one status line, Claim warranty on a completed order, a cancelled order's words
 * and amount, and the toast after booking beside My Bookings' heading, in the three languages.
 */

/** Booking 5003's tap replacement (Taps & mixers), done at its visit five days ago. */
const TAPS_AND_MIXERS = 61;
const TAP_REPLACEMENT = 612;
/** Booking 5005's kitchen sink blockage (₹399), not assigned: cancellable. */
const SINK_BLOCKAGE = 641;

for (const language of ['en', 'hi', 'te'] as const) {
  const t = (id: string, values?: Record<string, string | number>) =>
    translation(language, id, values);

  /** Opens booking `bookingId`'s detail as Priya; resolves to its code. */
  async function openBooking(page: Page, bookingId: number): Promise<string> {
    await seedDevice(page, { userId: PRIYA_USER_ID, language });
    await page.goto(`/my-bookings-info?bookingId=${bookingId}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(String(bookingId));
    return new RegExp(`GS-\\d{5}-${bookingId}`).exec(await heading.innerText())?.[0] ?? '';
  }

  const orderName = (service: number, option: number) =>
    t('cancel.orderName', {
      option: catalogueName(language, 'options', option),
      service: catalogueName(language, 'services', service),
    });

  for (const width of [360, 1280]) {
    test.describe(`in ${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('a completed order within the warranty offers Claim warranty by Call and a WhatsApp message naming the booking and the service', async ({
        page,
      }) => {
        const code = await openBooking(page, 5003);
        const tap = page
          .getByRole('article')
          .filter({ hasText: catalogueName(language, 'options', TAP_REPLACEMENT) });

        await expect(tap.getByText(t('warranty.claim'), { exact: true })).toBeVisible();
        const call = tap.getByRole('link', {
          name: t('warranty.call', { phone: SUPPORT_DISPLAY }),
        });
        await expect(call).toHaveAttribute('href', SUPPORT_TEL);
        const chat = tap.getByRole('link', {
          name: `${t('warranty.whatsapp')} ${t('help.newTab')}`,
        });
        expect(await whatsappText(chat)).toBe(
          t('warranty.message', { code, order: orderName(TAPS_AND_MIXERS, TAP_REPLACEMENT) }),
        );
        // The order on hold beside it says what happens next, with help.
        const onHold = page.getByRole('article').filter({ hasText: t('statusLine.paused') });
        await expect(onHold.getByText(t('statusLine.next.paused'))).toBeVisible();
        await expect(
          onHold.getByRole('link', { name: t('help.call', { phone: SUPPORT_DISPLAY }) }),
        ).toBeVisible();
      });

      test('an order past the warranty offers no claim and says the day it ended', async ({
        page,
      }) => {
        await openBooking(page, 5001);

        await expect(page.getByText(t('warranty.claim'), { exact: true })).toHaveCount(0);
        // Its date is the demo's (45 days ago), so only the words around it are known.
        const [before] = t('warranty.ended', { days: 30, date: '\u0000' }).split('\u0000');
        await expect(page.getByText(before ?? '').first()).toBeVisible();
      });

      test('right after cancelling, the order says she cancelled it and when, and its total is not charged, as the amount says', async ({
        page,
      }) => {
        await openBooking(page, 5005);
        const sink = page
          .getByRole('article')
          .filter({ hasText: catalogueName(language, 'options', SINK_BLOCKAGE) });

        await sink.getByRole('button', { name: t('bookings.cancelOrder') }).click();
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: t('bookings.confirmCancel') })
          .click();

        const [before] = t('statusLine.cancelledByYou', { date: '\u0000' }).split('\u0000');
        await expect(sink.getByText(before ?? '')).toBeVisible();
        await expect(sink.getByText(t('bookings.notCharged'), { exact: true })).toBeVisible();
        // ₹399.00 once, as its unit price: no total beside the booking's ₹0.00.
        await expect(sink.getByText(moneyIn(language, 39900), { exact: true })).toHaveCount(1);
        const amount = page.getByRole('region', { name: t('bookings.greetingAmount') });
        await expect(amount.getByText(moneyIn(language, 0), { exact: true })).toHaveCount(3);
      });
    });
  }
}
