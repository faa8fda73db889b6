import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRIYA_USER_ID } from './support/demo';
import { FOAM_JET, seedDevice } from './support/device';
import { moneyIn, saidWithBlank, translation } from './support/languages';
import { logIn } from './support/login';
import type { Language } from '../../src/core/shared/language';

/**
 * The policies and the Help page, reached where a customer looks for them (the footer, the confirm
 * and cancel dialogs, a booking's help bar), and the cancel dialog's rule for an order outside and
 * inside the free window, by the demo's example terms: free until 4 hours before, ₹100 after.
 */

/** The demo's seed is laid relative to the first visit: booking 5004's visit is the next day at 10 am, 5005's the day after at 4 pm. */
const FIRST_VISIT = new Date('2026-11-20T20:00:00+05:30');
/** Three hours before booking 5004's visit: inside its free window. */
const INSIDE_5004_WINDOW = new Date('2026-11-21T07:00:00+05:30');

const say = (language: Language, id: string, values: Record<string, string | number> = {}) =>
  translation(language, id, values);

function heading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

/** A policy opened from a dialog: in a new tab, which shows its page; the dialog stays. */
async function opensInNewTab(page: Page, link: Locator, title: string): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(heading(tab)).toHaveText(title);
  await tab.close();
}

function cancelDialog(page: Page, language: Language): Locator {
  return page.getByRole('alertdialog', { name: say(language, 'bookings.cancelTitle') });
}

async function openCancel(page: Page, language: Language, bookingId: number): Promise<Locator> {
  await page.goto(`/my-bookings-info?bookingId=${bookingId}`);
  await page
    .getByRole('button', { name: say(language, 'bookings.cancelOrder') })
    .first()
    .click();
  const dialog = cancelDialog(page, language);
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const language of ['en', 'hi', 'te'] as const)
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1280, height: 800 },
  ])
    test(`in ${language} at ${viewport.width} px, the policies and Help are reached from the footer, the dialogs and the help bar, and the cancel dialog states the rule for each order`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.clock.install({ time: FIRST_VISIT });
      await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET], language });
      const titles = {
        cancellation: say(language, 'policyLinks.cancellation'),
        terms: say(language, 'policyLinks.terms'),
        privacy: say(language, 'policyLinks.privacy'),
        help: say(language, 'policyLinks.help'),
      };

      // The footer's group, at every width: each page, marked where it states the demo's examples.
      await page.goto('/');
      const footer = page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: say(language, 'policyLinks.heading') });
      for (const [key, title] of Object.entries(titles)) {
        await footer.getByRole('link', { name: title }).click();
        await expect(heading(page)).toHaveText(title);
        await expect(
          page.getByRole('heading', { name: say(language, 'policies.examples.title') }),
        ).toBeVisible();
        if (key === 'privacy')
          await expect(page.getByRole('link', { name: 'grievance@gharseva.in' })).toBeVisible();
      }

      // The confirm dialog states the rule and opens the policy without losing the dialog.
      await page.goto('/cart');
      await page.getByRole('button', { name: say(language, 'cart.checkout') }).click();
      const confirm = page.getByRole('dialog', { name: say(language, 'confirmBookingTitle') });
      await expect(
        confirm.getByText(
          say(language, 'cancelRule.general', { hours: 4, fee: moneyIn(language, 10_000) }),
        ),
      ).toBeVisible();
      await opensInNewTab(
        page,
        confirm.getByRole('link', { name: say(language, 'cancelRule.policyLink') }),
        titles.cancellation,
      );
      await expect(confirm).toBeVisible();

      // Booking 5005's visit is two days away: free, until 4 hours before it.
      const outside = await openCancel(page, language, 5005);
      await expect(
        outside.getByText(
          saidWithBlank(
            language,
            'cancelRule.free',
            { hours: 4, fee: moneyIn(language, 10_000) },
            'deadline',
          ),
        ),
      ).toBeVisible();
      await opensInNewTab(
        page,
        outside.getByRole('link', { name: say(language, 'cancelRule.policyLink') }),
        titles.cancellation,
      );
      await outside.getByRole('button', { name: say(language, 'bookings.keepOrder') }).click();

      // The booking's help bar leads to the Help page.
      await page.getByRole('link', { name: say(language, 'help.helpPage') }).click();
      await expect(heading(page)).toHaveText(titles.help);

      // Next morning, three hours before booking 5004's visit: the fee applies, and the refund
      // of its card payment is what was paid less the fee.
      await page.clock.setSystemTime(INSIDE_5004_WINDOW);
      await seedDevice(page, { userId: PRIYA_USER_ID, language });
      const inside = await openCancel(page, language, 5004);
      await expect(
        inside.getByText(
          say(language, 'cancelRule.fee', { hours: 4, fee: moneyIn(language, 10_000) }),
        ),
      ).toBeVisible();
      await expect(
        inside.getByText(
          saidWithBlank(
            language,
            'cancelRule.refundLessFee',
            { fee: moneyIn(language, 10_000), days: '5–7' },
            'amount',
          ),
        ),
      ).toBeVisible();
    });

test('Create Account says she agrees to the terms and the privacy notice, each opening in a new tab', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, '9000000078', { newCustomer: true });
  await expect(heading(page)).toHaveText('Create Account');

  await expect(
    page.getByText(/^By creating an account, you agree to our Terms of service/),
  ).toBeVisible();
  await opensInNewTab(
    page,
    page.getByRole('main').getByRole('link', { name: /^Terms of service/ }),
    'Terms of service',
  );
  await opensInNewTab(
    page,
    page.getByRole('main').getByRole('link', { name: /^Privacy notice/ }),
    'Privacy notice',
  );
});
