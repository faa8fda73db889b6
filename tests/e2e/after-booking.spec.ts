import { expect, test, type Page } from '@playwright/test';
import { demoCatalogue } from '../../src/adapters/fake/demoCatalogue';
import { PRIYA_USER_ID } from './support/demo';
import { seedDevice, type StoredCartLine } from './support/device';
import { moneyIn, translation } from './support/languages';
import { gstOn, paiseIn } from './support/money';
import { A4, pdfPages } from './support/pdf';
import { chooseVisitTime } from './support/visits';
import { openCart } from './support/app';
import { catalogueName, GEYSER_REPAIR, SPLIT_AC } from './support/catalogueWords';
import { proceedToCheckout } from './support/cart';
import { SUPPORT_DISPLAY, SUPPORT_TEL, whatsappText } from './support/supportLine';
import { inLanguage } from '../../src/presenters/languageAddress';

/** The demo's entries the specs name: their words are in the language spoken. */
const TELEVISION = 31;
const WASHING_MACHINE = 41;
const WASHING_MACHINE_REPAIR = 411;
const TAPS_AND_MIXERS = 61;
const FOAM_JET = 111;

/** One option of the demo's catalogue as the cart stores it. */
function cartLine(optionId: number, quantity = 1): StoredCartLine {
  const option = demoCatalogue.options.find((candidate) => candidate.id === optionId);
  if (!option?.price) throw new Error(`No priced option ${optionId} in the demo catalogue`);
  return {
    Service_Option_Id: option.id,
    serviceName: option.serviceName,
    serviceOptionName: option.name,
    serviceOptionPrice: option.price / 100,
    quantity,
  };
}

const paiseOf = (lines: readonly StoredCartLine[]) =>
  lines.reduce((sum, line) => sum + Math.round(line.serviceOptionPrice * 100) * line.quantity, 0);

for (const language of ['en', 'te'] as const) {
  const t = (id: string, values?: Record<string, string | number>) =>
    translation(language, id, values);
  const money = (paise: number) => moneyIn(language, paise);
  const whatsappName = () => `${t('help.whatsapp')} ${t('help.newTab')}`;

  /** Books what the device's cart holds, from the cart page; resolves to the amount Pay Now said. */
  async function bookTheCart(page: Page): Promise<number> {
    await openCart(page);
    await proceedToCheckout(page, language);
    const dialog = page.getByRole('dialog', { name: t('confirmBookingTitle') });
    await chooseVisitTime(dialog, language);
    const pay = dialog.getByRole('button', { name: /₹/ });
    const paid = paiseIn(await pay.innerText());
    await pay.click();
    // The demo pays online in its own sheet (the payments extension), for the same amount.
    const sheet = page.getByRole('dialog', { name: t('payment.demo.title') });
    await sheet.getByRole('button', { name: /₹/ }).click();
    await expect(page).toHaveURL(inLanguage('/my-bookings', language));
    return paid;
  }

  /** From My Bookings, the newest booking's detail, then its receipt; resolves to its code. */
  async function openNewestReceipt(page: Page): Promise<string> {
    const newest = page.getByRole('article').first();
    const code = /GS-\d{5}-\d{4}/.exec(await newest.getByRole('heading').innerText())?.[0] ?? '';
    await newest.getByRole('link', { name: t('bookings.viewDetails') }).click();
    await page.getByRole('link', { name: t('bookings.receipt') }).click();
    await expect(page).toHaveURL(/\/receipt\?bookingId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: t('titles.receipt') })).toBeVisible();
    return code;
  }

  // The toast after booking sits at the foot of the screen: never over the page's heading.
  for (const width of [320, 360, 1280]) {
    test(`in ${language} at ${width} px the toast after booking does not cover My Bookings' heading`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 720 });
      await seedDevice(page, { userId: PRIYA_USER_ID, language, cart: [cartLine(FOAM_JET)] });
      await bookTheCart(page);

      const notice = page.getByRole('alert').filter({ hasText: /5006/ });
      await expect(notice).toBeVisible();
      const heading = page.getByRole('heading', { level: 1, name: t('bookings.title') });
      const [toastBox, headingBox] = [await notice.boundingBox(), await heading.boundingBox()];
      expect(toastBox && headingBox).toBeTruthy();
      if (!toastBox || !headingBox) return;
      const apart =
        toastBox.y >= headingBox.y + headingBox.height ||
        headingBox.y >= toastBox.y + toastBox.height ||
        toastBox.x >= headingBox.x + headingBox.width ||
        headingBox.x >= toastBox.x + toastBox.width;
      expect(apart, JSON.stringify({ toastBox, headingBox })).toBe(true);
      await expect(notice).toBeInViewport({ ratio: 1 });
    });
  }

  for (const width of [360, 1280]) {
    test.describe(`in ${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the booking detail offers Call to the support number and a WhatsApp message naming the booking code', async ({
        page,
      }) => {
        await seedDevice(page, { userId: PRIYA_USER_ID, language });
        await page.goto('/my-bookings-info?bookingId=5003');
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toContainText('5003');
        const code = /GS-\d{5}-5003/.exec(await heading.innerText())?.[0] ?? '';

        await expect(page.getByText(t('help.heading'))).toBeVisible();
        // One for the booking, one beside the order on hold, whose status says to call us.
        // Exactly: Claim warranty's "Call … to claim" on the finished tap replacement is another.
        const calls = page.getByRole('link', {
          name: t('help.call', { phone: SUPPORT_DISPLAY }),
          exact: true,
        });
        await expect(calls).toHaveCount(2);
        for (const call of await calls.all())
          await expect(call).toHaveAttribute('href', SUPPORT_TEL);
        const chats = page.getByRole('link', { name: whatsappName(), exact: true });
        await expect(chats).toHaveCount(2);
        await expect(chats.first()).toHaveAttribute('target', '_blank');
        // Each service of the booking once, in its orders' order: the seed's tap replacement,
        // done at the same visit, comes last.
        expect(await whatsappText(chats.first())).toBe(
          t('help.aboutBooking', {
            code,
            services: [WASHING_MACHINE, TELEVISION, TAPS_AND_MIXERS]
              .map((id) => catalogueName(language, 'services', id))
              .join(', '),
          }),
        );
        const order = t('cancel.orderName', {
          option: catalogueName(language, 'options', WASHING_MACHINE_REPAIR),
          service: catalogueName(language, 'services', WASHING_MACHINE),
        });
        expect(await whatsappText(chats.last())).toBe(t('help.aboutOrder', { code, order }));
      });

      test('the options and confirm dialogs say what the price covers and link the warranty to its terms', async ({
        page,
      }) => {
        await seedDevice(page, { userId: PRIYA_USER_ID, language, cart: [cartLine(131)] });
        await page.goto('/service/MQ==?open=11');
        const options = page.getByRole('dialog', {
          name: catalogueName(language, 'services', SPLIT_AC),
        });
        await expect(options.getByText(t('priceNote.covers'))).toBeVisible();
        await expect(options.getByText(t('priceNote.warranty'))).toBeVisible();
        const terms = options.getByRole('link', {
          name: `${t('priceNote.terms')} ${t('priceNote.newTab')}`,
        });
        await expect(terms).toHaveAttribute('href', inLanguage('/feature#warranty', language));
        await expect(terms).toHaveAttribute('target', '_blank');

        await openCart(page);
        await proceedToCheckout(page, language);
        const confirm = page.getByRole('dialog', { name: t('confirmBookingTitle') });
        await expect(confirm.getByText(t('priceNote.covers'))).toBeVisible();
        await expect(confirm.getByText(t('priceNote.warranty'))).toBeVisible();
        await expect(
          confirm.getByRole('link', { name: `${t('priceNote.terms')} ${t('priceNote.newTab')}` }),
        ).toHaveAttribute('href', inLanguage('/feature#warranty', language));

        // The terms the link names: the warranty on the features page.
        await page.goto('/feature#warranty');
        await expect(page.locator('#warranty')).toContainText(t('site.features.items.3.title'));
        await expect(page.locator('#warranty')).toBeInViewport();
      });

      test('a booking’s receipt lists its lines, CGST and SGST and the total paid, and prints on one A4 page', async ({
        page,
      }) => {
        test.slow();
        const cart = [cartLine(111), cartLine(131, 2)];
        await seedDevice(page, { userId: PRIYA_USER_ID, language, cart });
        const paid = await bookTheCart(page);
        const subtotal = paiseOf(cart);
        const tax = gstOn(subtotal);
        expect(paid).toBe(subtotal + tax);

        // The greeting offers help about the booking just made.
        const greeting = page.getByRole('region', { name: t('bookings.greetingTitle') });
        await expect(
          greeting.getByRole('link', { name: t('help.call', { phone: SUPPORT_DISPLAY }) }),
        ).toHaveAttribute('href', SUPPORT_TEL);
        const code = await openNewestReceipt(page);
        expect(code).not.toBe('');

        const receipt = page.getByRole('article', { name: t('titles.receipt') });
        await expect(receipt).toContainText(code);
        await expect(receipt).toContainText(t('receipt.notTaxInvoice'));
        await expect(receipt).toContainText('Priya Sharma');
        const rows = receipt.getByRole('table').getByRole('row');
        await expect(rows).toHaveCount(1 + cart.length);
        await expect(rows.nth(1)).toContainText(catalogueName(language, 'options', FOAM_JET));
        await expect(rows.nth(2)).toContainText(catalogueName(language, 'options', GEYSER_REPAIR));
        await expect(rows.nth(2)).toContainText(money(2 * 29_900));
        const sgst = Math.floor(tax / 2);
        const sums = receipt.getByRole('definition');
        await expect(sums.filter({ hasText: money(subtotal) })).toHaveCount(1);
        await expect(receipt).toContainText(t('receipt.cgst', { percent: 9 }));
        await expect(receipt).toContainText(t('receipt.sgst', { percent: 9 }));
        await expect(
          receipt.locator('dl > div').filter({ hasText: t('receipt.cgst', { percent: 9 }) }),
        ).toContainText(money(tax - sgst));
        await expect(
          receipt.locator('dl > div').filter({ hasText: t('receipt.sgst', { percent: 9 }) }),
        ).toContainText(money(sgst));
        await expect(
          receipt.locator('dl > div').filter({ hasText: t('receipt.total') }),
        ).toContainText(money(paid));

        // Printed: the receipt alone, on one A4 page.
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('banner')).toBeHidden();
        await expect(page.getByRole('contentinfo')).toBeHidden();
        await expect(page.getByRole('button', { name: t('receipt.print') })).toBeHidden();
        await expect(receipt).toBeVisible();
        const pages = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
        expect(pages).toHaveLength(1);
        expect(pages[0]?.width).toBeCloseTo(A4.width, 0);
        expect(pages[0]?.height).toBeCloseTo(A4.height, 0);
      });

      test('a long booking’s receipt prints on one page too, without the cart bar', async ({
        page,
      }) => {
        test.slow();
        // One option of each of 20 services, some of several: as many as one A4 page holds in
        // Telugu (22 take two pages, the table's header repeated on the second).
        const services = [...new Set(demoCatalogue.options.map((option) => option.serviceId))];
        const cart = services.slice(0, 20).map((serviceId, index) => {
          const option = demoCatalogue.options.find(
            (candidate) => candidate.serviceId === serviceId && candidate.price,
          );
          return cartLine(option?.id ?? 0, 1 + (index % 3));
        });
        await seedDevice(page, { userId: PRIYA_USER_ID, language, cart });
        const paid = await bookTheCart(page);
        await openNewestReceipt(page);
        const receipt = page.getByRole('article', { name: t('titles.receipt') });
        await expect(receipt.getByRole('table').getByRole('row')).toHaveCount(1 + cart.length);
        await expect(
          receipt.locator('dl > div').filter({ hasText: t('receipt.total') }),
        ).toContainText(money(paid));
        // Something in the cart again: on a phone its bar is on the screen, never on the paper.
        await page.evaluate(
          (line) => localStorage.setItem('cart', JSON.stringify([line])),
          cart[0],
        );
        await page.reload();
        await expect(receipt).toBeVisible();
        const cartBar = page.getByRole('link', { name: new RegExp(t('cart.view')) });
        if (width <= 760) await expect(cartBar).toBeVisible();

        await page.emulateMedia({ media: 'print' });
        await expect(cartBar).toBeHidden();
        const pages = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
        expect(pages).toHaveLength(1);
      });
    });
  }
}

test('cancelling names the order, says the others stay booked, and says which was cancelled', async ({
  page,
}) => {
  await seedDevice(page, { userId: PRIYA_USER_ID });
  await page.goto('/my-bookings-info?bookingId=5004');
  await page
    .getByRole('article', { name: 'Thermostat replacement', exact: true })
    .getByRole('button', { name: 'Cancel Order' })
    .click();

  const question = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(question).toContainText(
    'Are you sure you want to cancel "Thermostat replacement (Geyser)"? This action cannot be undone.',
  );
  await expect(question).toContainText(
    'The other service in this booking stays booked: Ceiling fan installation (Fans).',
  );
  await question.getByRole('button', { name: 'Yes, cancel' }).click();

  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Booking cancelled successfully: Thermostat replacement (Geyser).' }),
  ).toBeVisible();
});
