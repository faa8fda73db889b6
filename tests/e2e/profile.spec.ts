import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/a11y';
import { ASHAS_ADDRESS, addressFields, expectAddress, fillAddress } from './support/addressFields';
import { PRIYA_MOBILE, NEW_CUSTOMER } from './support/demo';
import { logIn, openAccountPage } from './support/login';
import { expect, expectToast, test } from './support/pageHealth';

/** Types `value` into a field, leaves it, and expects `message` under it, once, tied to it. */
async function expectRefused(page: Page, field: Locator, value: string, message: string) {
  await field.fill(value);
  await field.blur();
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
}

/** Types a value the rule accepts: the message goes, and the field is no longer invalid. */
async function expectAccepted(page: Page, field: Locator, value: string, message: string) {
  await field.fill(value);
  await field.blur();
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a new customer creates an account, each rule explained once as they fill the form', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await logIn(page, NEW_CUSTOMER, { newCustomer: true });

  await expect(page).toHaveURL('/signup');
  await expectToast(page, 'Please fill details to continue', 'info');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  const contact = page.getByRole('textbox', { name: 'Contact number' });
  await expect(contact).toHaveValue('+91 9000000001');
  await expect(contact).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Hyderabad');
  await expect(page.getByRole('textbox', { name: 'State' })).toHaveValue('Telangana');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Confirm password')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();

  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expectRefused(page, firstName, 'As', 'Minimum of three characters is required.');
  await expectAccepted(page, firstName, 'Asha', 'Minimum of three characters is required.');

  const lastName = page.getByRole('textbox', { name: 'Last name' });
  await expectRefused(page, lastName, ' ', 'Minimum of one character is required.');
  await expectAccepted(page, lastName, 'Rao', 'Minimum of one character is required.');

  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expectRefused(page, email, 'asha.example.in', 'Enter an e-mail address with an @.');
  await expectAccepted(page, email, 'asha@example.in', 'Enter an e-mail address with an @.');

  const address = addressFields(page);
  await expectRefused(page, address.house, ' ', 'Enter your flat or house number.');
  await expectAccepted(page, address.house, 'H.No. 8-2-293', 'Enter your flat or house number.');
  await expectRefused(page, address.street, '', 'Enter your street and area.');
  await expectAccepted(
    page,
    address.street,
    'Road No. 3, Jubilee Hills',
    'Enter your street and area.',
  );
  await expectRefused(page, address.pincode, '050033', 'A pincode does not start with 0.');
  await expectAccepted(page, address.pincode, '500033', 'A pincode does not start with 0.');

  const password = page.getByLabel('Password', { exact: true });
  await expectRefused(page, password, 'abc', 'Minimum of six characters is required.');
  await expectAccepted(page, password, 'secret1', 'Minimum of six characters is required.');

  const confirm = page.getByLabel('Confirm password');
  await expectRefused(page, confirm, 'secret2', 'Passwords do not match');
  await expectAccepted(page, confirm, 'secret1', 'Passwords do not match');

  const alternate = page.getByRole('textbox', { name: 'Alternate contact (optional)' });
  // Digits only, and no more than ten of them.
  await alternate.pressSequentially('91234 567-80x99');
  await expect(alternate).toHaveValue('9123456780');

  await expect(submit).toBeEnabled();
  await submit.click();

  await expectToast(page, 'Account created successfully! Welcome, Asha', 'success');
  await expect(page).toHaveURL('/');
  await openAccountPage(page, 'My Profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
});

test('Priya edits her profile: no password, and her own number refused as the alternate', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, PRIYA_MOBILE);
  await openAccountPage(page, 'My Profile');

  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Contact number' })).toHaveValue(
    `+91 ${PRIYA_MOBILE}`,
  );
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Confirm password')).toHaveCount(0);
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeEnabled();

  const alternate = page.getByRole('textbox', { name: 'Alternate contact (optional)' });
  await expectRefused(
    page,
    alternate,
    PRIYA_MOBILE,
    'Alternate Contact number is same as Contact number.',
  );
  await expect(save).toBeDisabled();
  await expectAccepted(
    page,
    alternate,
    '9123456789',
    'Alternate Contact number is same as Contact number.',
  );
  await page.getByRole('textbox', { name: 'Last name' }).fill('Verma');
  await save.click();

  await expectToast(page, 'Account updated successfully!', 'success');
  await expect(page).toHaveURL('/signup');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Verma');
  await expect(page.getByRole('textbox', { name: 'Alternate contact (optional)' })).toHaveValue(
    '9123456789',
  );
});

test("a refused save shows the server's text and keeps what was typed", async ({ page }) => {
  await page.goto('/');
  await logIn(page, PRIYA_MOBILE);
  await openAccountPage(page, 'My Profile');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Verma');
  await fillAddress(page, ASHAS_ADDRESS);
  // Meanwhile the (demo) server forgets the account, so it refuses the save with its own text.
  await page.evaluate(() => {
    const key = 'gharseva-demo:users';
    const users = JSON.parse(localStorage.getItem(key) ?? '[]') as { userId: number }[];
    localStorage.setItem(key, JSON.stringify(users.filter((user) => user.userId !== 101)));
  });

  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expectToast(page, 'User not found', 'error');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Verma');
  await expectAddress(page, ASHAS_ADDRESS);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

for (const viewport of [
  { width: 320, height: 640 },
  { width: 360, height: 760 },
  { width: 1280, height: 860 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('the profile page, with an error showing, meets WCAG AA and never scrolls sideways', async ({
      page,
    }) => {
      test.slow();
      await page.goto('/');
      await logIn(page, NEW_CUSTOMER, { newCustomer: true });
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      const firstName = page.getByRole('textbox', { name: 'First name' });
      await firstName.fill('As');
      await firstName.blur();
      await expect(page.getByText('Minimum of three characters is required.')).toBeVisible();
      // The welcome toast is the shell's; wait for it to go so only this page is judged.
      await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 10_000 });

      await expectNoSidewaysScroll(page, 'profile');
      await expectNoAxeViolations(page, 'profile');
    });
  });
}
