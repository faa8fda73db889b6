import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bookOption, openCategory, openService } from '../../support/app';
import { orderSummary } from '../../support/cart';
import { PRIYA_MOBILE } from '../../support/demo';
import { logIn } from '../../support/login';
import { confirmDialogReady } from '../../support/visits';
import { secureCode } from './provider';

/**
 * Priya logs in to the app built with every extension, puts the foam-jet service in the cart and
 * checks out: the confirm dialog, ready.
 */
export async function priyaAtConfirm(page: Page, request: APIRequestContext): Promise<Locator> {
  await page.goto('/');
  await logIn(page, PRIYA_MOBILE, { code: secureCode(request) });
  await openCategory(page, 'Air Conditioning & Heating');
  const dialog = await openService(page, 'Split AC');
  await bookOption(dialog, 'Foam-jet service');
  await dialog.getByRole('button', { name: 'Proceed to Checkout (1)' }).click();
  await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  return confirmDialogReady(page);
}
