import { expect, type Locator, type Page } from '@playwright/test';
import { translation } from './languages';
import type { Language } from '../../../src/core/shared/language';

/** The address as the profile form asks for it (city and state keep their defaults). */
export interface AddressInParts {
  readonly house: string;
  readonly street: string;
  readonly landmark: string;
  readonly pincode: string;
}

/** Asha's address: what the sign-up tests type unless they are about the address. */
export const ASHAS_ADDRESS: AddressInParts = {
  house: 'H.No. 8-2-293',
  street: 'Road No. 3, Jubilee Hills',
  landmark: 'near Peddamma Temple',
  pincode: '500033',
};

/** The profile form's address fields, by their labels in `language`. */
export function addressFields(
  page: Page,
  language: Language = 'en',
): Record<keyof AddressInParts, Locator> {
  const field = (id: string) => page.getByLabel(translation(language, id), { exact: true });
  return {
    house: field('profile.house'),
    street: field('profile.street'),
    landmark: field('profile.landmark'),
    pincode: field('profile.pincode'),
  };
}

/** Types each part of `address` into its field on the profile form. */
export async function fillAddress(
  page: Page,
  address: AddressInParts = ASHAS_ADDRESS,
  language: Language = 'en',
): Promise<void> {
  const fields = addressFields(page, language);
  for (const part of ['house', 'street', 'landmark', 'pincode'] as const)
    await fields[part].fill(address[part]);
}

/** Expects the profile form to hold `address`, each part in its own field. */
export async function expectAddress(
  page: Page,
  address: AddressInParts,
  language: Language = 'en',
): Promise<void> {
  const fields = addressFields(page, language);
  for (const part of ['house', 'street', 'landmark', 'pincode'] as const)
    await expect(fields[part]).toHaveValue(address[part]);
}
