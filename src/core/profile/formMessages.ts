import { spoken, template } from '../shared/language';

/** SPEC §5's validation messages word for word, ours where it gives a rule without one, and what saving a profile answers (SPEC §8). */
export const formMessages = spoken('', {
  firstNameTooShort: 'Minimum of three characters is required.',
  lastNameTooShort: 'Minimum of one character is required.',
  addressTooShort: 'Minimum of ten characters is required.',
  passwordTooShort: 'Minimum of six characters is required.',
  passwordsDiffer: 'Passwords do not match',
  altContactSameAsContact: 'Alternate Contact number is same as Contact number.',
  emailInvalid: 'Enter an e-mail address with an @.',
  cityRequired: 'Enter your city.',
  stateRequired: 'Enter your state.',
  passwordRequired: 'Enter a password.',
  profileLoadFailed: 'Failed to load user data',
  createAccountFailed: 'Failed to create account',
  accountUpdated: 'Account updated successfully!',
  accountCreated: template(
    'Account created successfully! Welcome, {firstName}',
    (firstName: string) => ({ firstName }),
  ),
  updateAccountFailed: 'Failed to update your profile. Please try again.',
  // The address in parts (ours: SPEC §5 has one address field).
  houseRequired: 'Enter your flat or house number.',
  streetRequired: 'Enter your street and area.',
  pincodeRequired: 'Enter your six-digit pincode.',
  pincodeLength: 'A pincode has six digits.',
  pincodeStartsWithZero: 'A pincode does not start with 0.',
} as const);
