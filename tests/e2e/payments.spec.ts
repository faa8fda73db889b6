import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRIYA_USER_ID } from './support/demo';
import { FOAM_JET, seedDevice } from './support/device';
import { moneyIn, saidWithBlank, translation } from './support/languages';
import { chooseVisitTime } from './support/visits';
import { openCart } from './support/app';
import AxeBuilder from '@axe-core/playwright';
import { expectNoAxeViolations, expectNoSidewaysScroll, WCAG_22_AA } from './support/a11y';
import { proceedToCheckout } from './support/cart';
import { inLanguage } from '../../src/presenters/languageAddress';

/**
 * Paying a booking in the demo (the `payments` extension; the demo has every extension): the
 * choice in the confirm dialog, the demo's own payment sheet through the same ports as Razorpay's
 * checkout, the greeting, My Bookings and the detail saying what the backend says, paying later
 * from the booking, and a cancel of a paid order saying its refund before and after.
 */

/** The foam-jet service with GST: ₹599.00 + 18 %. */
const FOAM_JET_TOTAL = 70_682;

for (const [language, width] of [
  ['en', 360],
  ['te', 1280],
] as const) {
  const t = (id: string, values?: Record<string, string | number>) =>
    translation(language, id, values);
  const money = (paise: number) => moneyIn(language, paise);
  /** A message whose `blank` value is any text (a date, an amount), as a pattern. */
  const said = (id: string, values: Record<string, string>, blank: string) =>
    saidWithBlank(language, id, values, blank);
  const paidByUpi = (paise: number) =>
    said(
      'payment.state.paid',
      { amount: money(paise), method: t('payment.method.upi'), date: '' },
      'date',
    );

  test.describe(`in ${language} at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    /** The confirm dialog of Priya's cart of the foam-jet service, its visit time chosen. */
    async function confirmDialog(page: Page, paymentChoice?: string): Promise<Locator> {
      await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET], language });
      if (paymentChoice)
        await page.evaluate(
          (choice) => localStorage.setItem('paymentChoice', choice),
          paymentChoice,
        );
      await openCart(page);
      await proceedToCheckout(page, language);
      const dialog = page.getByRole('dialog', { name: t('confirmBookingTitle') });
      await chooseVisitTime(dialog, language);
      return dialog;
    }

    const demoSheet = (page: Page) => page.getByRole('dialog', { name: t('payment.demo.title') });

    /** Pays in the demo's sheet, which shows the backend's order amount. */
    async function payInTheSheet(page: Page, paise: number): Promise<void> {
      const sheet = demoSheet(page);
      await expect(sheet).toBeVisible();
      await expect(sheet.getByText(money(paise), { exact: true })).toBeVisible();
      await expect(sheet.getByRole('radio', { name: t('payment.demo.upi') })).toBeChecked();
      await sheet
        .getByRole('button', { name: t('payment.demo.pay', { amount: money(paise) }) })
        .click();
      await expect(sheet).toBeHidden();
    }

    const greeting = (page: Page) =>
      page.getByRole('region', { name: t('bookings.greetingTitle') });

    test('she chooses to pay online, pays in the sheet, and the greeting says it is paid', async ({
      page,
    }) => {
      const dialog = await confirmDialog(page);
      const choices = dialog.getByRole('group', { name: t('payment.choice.legend') });
      await expect(choices.getByRole('radio', { name: t('payment.choice.online') })).toBeChecked();

      await dialog
        .getByRole('button', {
          name: t('cart.payNow', { amount: money(FOAM_JET_TOTAL) }),
        })
        .click();
      await payInTheSheet(page, FOAM_JET_TOTAL);

      await expect(page).toHaveURL(inLanguage('/my-bookings', language));
      await expect(greeting(page).getByText(paidByUpi(FOAM_JET_TOTAL))).toBeVisible();
      await expect(
        greeting(page).getByRole('button', { name: t('payment.actions.afterServiceInstead') }),
      ).toHaveCount(0);
    });

    test('the choice, the sheet and an unpaid greeting meet WCAG AA and never scroll sideways', async ({
      page,
    }) => {
      const dialog = await confirmDialog(page);
      await expectNoAxeViolations(page, 'the payment choice');
      await dialog
        .getByRole('button', {
          name: t('cart.payNow', { amount: money(FOAM_JET_TOTAL) }),
        })
        .click();
      await expect(demoSheet(page)).toBeVisible();
      await expectNoSidewaysScroll(page, "the demo's payment sheet");
      // The confirm dialog's button spins behind the sheet while she pays: only the sheet's own
      // animation is waited for, then only the sheet is audited.
      await page.waitForFunction(() =>
        (document.querySelector('.demo-pay')?.getAnimations({ subtree: true }) ?? []).every(
          (animation) => animation.playState !== 'running',
        ),
      );
      const audit = await new AxeBuilder({ page })
        .withTags(WCAG_22_AA)
        .include('.demo-pay')
        .analyze();
      expect(audit.violations.map((violation) => violation.id)).toEqual([]);
      await demoSheet(page)
        .getByRole('button', { name: t('payment.demo.fail') })
        .click();
      await expect(greeting(page).getByText(t('payment.unfinished.failed'))).toBeVisible();
      await expectNoSidewaysScroll(page, 'the unpaid greeting');
      await expectNoAxeViolations(page, 'the unpaid greeting');
    });

    test('she closes the sheet: the booking is kept, unpaid, and she pays it later from the booking', async ({
      page,
    }) => {
      const dialog = await confirmDialog(page);
      await dialog
        .getByRole('button', {
          name: t('cart.payNow', { amount: money(FOAM_JET_TOTAL) }),
        })
        .click();
      const sheet = demoSheet(page);
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: t('payment.demo.close') }).click();

      await expect(page).toHaveURL(inLanguage('/my-bookings', language));
      const hello = greeting(page);
      await expect(
        hello.getByText(t('payment.state.toPay', { amount: money(FOAM_JET_TOTAL) })),
      ).toBeVisible();
      await expect(hello.getByText(t('payment.unfinished.closed'))).toBeVisible();
      await expect(
        hello.getByRole('button', { name: t('payment.actions.afterServiceInstead') }),
      ).toBeVisible();

      // Later, from the booking's own page.
      await page
        .getByRole('article')
        .first()
        .getByRole('link', { name: t('bookings.viewDetails') })
        .click();
      await expect(page).toHaveURL(/\/my-bookings-info\?bookingId=\d+$/);
      await expect(
        page.getByText(t('payment.state.toPay', { amount: money(FOAM_JET_TOTAL) })),
      ).toBeVisible();
      await page
        .getByRole('button', {
          name: t('payment.actions.payNow', { amount: money(FOAM_JET_TOTAL) }),
        })
        .click();
      await payInTheSheet(page, FOAM_JET_TOTAL);

      await expect(page.getByText(paidByUpi(FOAM_JET_TOTAL))).toBeVisible();
      await expect(
        page.getByRole('button', {
          name: t('payment.actions.payNow', { amount: money(FOAM_JET_TOTAL) }),
        }),
      ).toHaveCount(0);
    });

    test('she books to pay after the service, and the choice is there next time', async ({
      page,
    }) => {
      const dialog = await confirmDialog(page);
      await dialog.getByRole('radio', { name: t('payment.choice.afterService') }).check();
      await dialog.getByRole('button', { name: t('payment.choice.bookAfterService') }).click();

      await expect(page).toHaveURL(inLanguage('/my-bookings', language));
      await expect(demoSheet(page)).toHaveCount(0);
      await expect(
        greeting(page).getByText(
          t('payment.state.afterService', { amount: money(FOAM_JET_TOTAL) }),
        ),
      ).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('paymentChoice'))).toBe(
        'after-service',
      );
    });

    test('cancelling a paid order says first what comes back and where, then that it is on its way', async ({
      page,
    }) => {
      await seedDevice(page, { userId: PRIYA_USER_ID, language });
      // Booking 5004 of the seed: paid by card, its orders still to come.
      await page.goto('/my-bookings-info?bookingId=5004');
      const paid = page.getByText(
        said(
          'payment.state.paid',
          { amount: '', method: t('payment.method.card'), date: '' },
          'amount',
        ),
      );
      await expect(paid.first()).toBeVisible();

      await page
        .getByRole('button', { name: t('bookings.cancelOrder') })
        .first()
        .click();
      const question = page.getByRole('alertdialog', { name: t('bookings.cancelTitle') });
      await expect(
        question.getByText(
          said('payment.refundOnCancel.card', { amount: '', days: '5–7' }, 'amount'),
        ),
      ).toBeVisible();
      await question.getByRole('button', { name: t('bookings.confirmCancel') }).click();
      await expect(question).toBeHidden();

      await expect(
        page.getByText(said('payment.state.refundStarted', { amount: '' }, 'amount')),
      ).toBeVisible();
    });
  });
}
