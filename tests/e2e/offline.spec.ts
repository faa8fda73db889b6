import { expect, test } from '@playwright/test';
import { openHome } from './support/app';

test('a page whose code cannot be fetched offline says the phone is offline, and opens once back online', async ({
  page,
  context,
}) => {
  await openHome(page);
  await context.setOffline(true);

  await page
    .getByRole('link', { name: /^Plumbing/ })
    .first()
    .click();

  const alert = page.getByRole('alert').filter({ hasText: 'You are offline' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('Something went wrong on this page.')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Plumbing' })).toBeVisible();
});
