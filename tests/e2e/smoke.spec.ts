import { expect, test } from '@playwright/test';

test('the home page shows the six categories of the demo catalogue', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to GharSeva' })).toBeVisible();
  const categories = page.locator('#categories').getByRole('listitem');
  for (const name of [
    'Air Conditioning & Heating',
    'Electrical',
    'Electronics',
    'Appliances',
    'Carpentry',
    'Plumbing',
  ]) {
    await expect(categories.filter({ hasText: name }).first()).toBeVisible();
  }
});
