import { openCategory, openService } from './support/app';
import { expect, expectToast, test } from './support/pageHealth';

test('a category without services says so as an error, and stays on the home page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Pest Control' }).click();
  await expectToast(page, 'Currently no services are available.', 'error');
  await expect(page).toHaveURL('/');
});

test('a service without options says so as an error instead of opening its dialog, and the next service opens as usual', async ({
  page,
}) => {
  await page.goto('/');
  await openCategory(page, 'Air Conditioning & Heating');
  await page.getByRole('main').getByRole('button', { name: 'Duct cleaning' }).click();
  await expectToast(page, 'Currently no services are available.', 'error');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openService(page, 'Split AC');
});

test('the sub-service dialog shows details in place and closes by its button and backdrop', async ({
  page,
}) => {
  await page.goto('/');
  await openCategory(page, 'Plumbing');
  await page.getByRole('main').getByRole('button', { name: 'Taps & mixers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Taps & mixers' });
  const card = dialog.getByRole('listitem').filter({ hasText: 'Tap repair' });
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(card.getByRole('button', { name: 'Hide Details' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(card.getByText(/GST \(18%\) = ₹[\d,]+\.\d{2} per visit/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: 'Taps & mixers' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/service\//);
});

test('an unknown address shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to GharSeva' })).toBeVisible();
});

test('a services address that is not base64 shows Our Services', async ({ page }) => {
  await page.goto('/service/not-base64!!');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
});
