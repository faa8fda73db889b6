import type { Page } from '@playwright/test';
import { ASHAS_ADDRESS, addressFields, expectAddress } from './support/addressFields';
import { ARJUN_MOBILE, DEMO_CODE, NEW_CUSTOMER } from './support/demo';
import { seedDevice } from './support/device';
import { translation } from './support/languages';
import { completeLogin, logIn, openAccountPage } from './support/login';
import { expect, expectToast, test } from './support/pageHealth';
import type { Language } from '../../src/core/shared/language';
import { inLanguage } from '../../src/presenters/languageAddress';

/** A new customer logs in from the navbar in `language` and lands on Create Account. */
async function reachCreateAccount(page: Page, language: Language): Promise<void> {
  const t = (id: string) => translation(language, id);
  await seedDevice(page, { language });
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('nav.logIn'), exact: true })
    .click();
  await completeLogin(page, NEW_CUSTOMER, DEMO_CODE, language);
  await expect(
    page.getByRole('heading', { level: 1, name: t('profile.createTitle') }),
  ).toBeVisible();
}

for (const viewport of [
  { width: 360, height: 760 },
  { width: 1280, height: 860 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const language of ['en', 'hi', 'te'] as const) {
      const t = (id: string, values?: Record<string, string | number>) =>
        translation(language, id, values);
      const stillNeeded = (...fields: string[]) =>
        t('profile.stillNeeded', {
          fields: fields.map((field) => t(`profile.needed.${field}`)).join(', '),
        });

      test(`Create Account says what is still needed as she fills the form, refuses a five-digit pincode, and Edit Profile reads the address back in its parts (${language})`, async ({
        page,
      }) => {
        test.slow();
        await reachCreateAccount(page, language);
        const submit = page.getByRole('button', { name: t('profile.createSubmit') });
        const needed = page.locator('[aria-live="polite"]', {
          hasText: t('profile.stillNeeded', { fields: '' }).trim(),
        });

        await expect(submit).toBeDisabled();
        const atFirst = stillNeeded(
          'firstName',
          'lastName',
          'email',
          'house',
          'street',
          'pincode',
          'password',
        );
        await expect(needed).toHaveText(atFirst);
        await expect(submit).toHaveAccessibleDescription(atFirst);

        await page.getByLabel(t('profile.firstName'), { exact: true }).fill('Asha');
        await page.getByLabel(t('profile.lastName'), { exact: true }).fill('Rao');
        await page.getByLabel(t('profile.email'), { exact: true }).fill('asha@example.in');
        const address = addressFields(page, language);
        await address.house.fill(ASHAS_ADDRESS.house);
        await address.street.fill(ASHAS_ADDRESS.street);
        await address.landmark.fill(ASHAS_ADDRESS.landmark);
        await expect(needed).toHaveText(stillNeeded('pincode', 'password'));

        await address.pincode.fill('50003');
        await address.pincode.blur();
        await expect(address.pincode).toHaveAttribute('aria-invalid', 'true');
        await expect(address.pincode).toHaveAccessibleDescription(
          new RegExp(`^${t('pincodeLength').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
        await expect(address.pincode).toHaveAttribute('inputmode', 'numeric');
        await expect(address.pincode).toHaveAttribute('autocomplete', 'postal-code');

        await address.pincode.fill(ASHAS_ADDRESS.pincode);
        await expect(address.pincode).not.toHaveAttribute('aria-invalid', 'true');
        await expect(needed).toHaveText(stillNeeded('password'));
        await page.getByLabel(t('profile.password'), { exact: true }).fill('secret1');
        await page.getByLabel(t('profile.confirmPassword'), { exact: true }).fill('secret1');
        await expect(needed).toHaveCount(0);
        await expect(submit).toBeEnabled();
        await submit.click();

        await expect(page).toHaveURL(inLanguage('/', language));
        await page.goto('/signup');
        await expect(
          page.getByRole('heading', { level: 1, name: t('profile.editTitle') }),
        ).toBeVisible();
        await expectAddress(page, ASHAS_ADDRESS, language);
      });
    }
  });
}

test('an address saved as one free text shows in the first field and is kept as it is while she changes something else', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, ARJUN_MOBILE);
  await openAccountPage(page, 'My Profile');

  await expect(page.getByText(/^We have your address as one text/)).toBeVisible();
  await expectAddress(page, {
    house: 'Plot 45, Kavuri Hills, Madhapur',
    street: '',
    landmark: '',
    pincode: '',
  });
  await page.getByLabel('E-mail', { exact: true }).fill('arjun@example.in');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Account updated successfully!', 'success');

  await page.reload();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('arjun@example.in');
  await expect(addressFields(page).house).toHaveValue('Plot 45, Kavuri Hills, Madhapur');
});
