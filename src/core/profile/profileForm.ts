import { messages } from '../shared/messages';
import { formMessages } from './formMessages';
import * as yup from 'yup';
import { formErrors, type FormErrors } from '../shared/formErrors';
import { DEFAULT_CITY, DEFAULT_STATE, type Profile, type ProfileMode } from './Profile';

/** What the profile page edits. */
export interface ProfileFormValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly altContact: string;
}

/** SPEC §9 minimums. */
export const FIRST_NAME_MIN = 3;
export const LAST_NAME_MIN = 1;
export const ADDRESS_MIN = 10;
export const PASSWORD_MIN = 6;
export const ALT_CONTACT_LENGTH = 10;
const EMAIL_MIN = 3;

/** The form's starting values: the stored profile, with SPEC §2's city and state defaults. */
export function initialProfileForm(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    address: profile.address,
    city: DEFAULT_CITY,
    state: DEFAULT_STATE,
    password: '',
    confirmPassword: '',
    altContact: profile.altContact,
  };
}

/** SPEC §5: the alternate contact field holds at most ten digits. */
export function altContactInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, ALT_CONTACT_LENGTH);
}

const trimmedLength = (min: number) => (value: string | undefined) =>
  (value ?? '').trim().length >= min;

/**
 * SPEC §5's rules as a yup schema per mode. The contact number is needed for the edit-mode rule
 * that the alternate number must differ from it.
 */
export function profileSchema(
  mode: ProfileMode,
  contactNumber: string,
): yup.ObjectSchema<ProfileFormValues> {
  const base = {
    firstName: yup
      .string()
      .defined()
      .test('min', () => formMessages.firstNameTooShort, trimmedLength(FIRST_NAME_MIN)),
    lastName: yup
      .string()
      .defined()
      .test('min', () => formMessages.lastNameTooShort, trimmedLength(LAST_NAME_MIN)),
    email: yup
      .string()
      .defined()
      .test(
        'email',
        () => formMessages.emailInvalid,
        (value) => trimmedLength(EMAIL_MIN)(value) && (value ?? '').includes('@'),
      ),
    address: yup
      .string()
      .defined()
      .test('min', () => formMessages.addressTooShort, trimmedLength(ADDRESS_MIN)),
    city: yup
      .string()
      .defined()
      .test('required', () => formMessages.cityRequired, trimmedLength(1)),
    state: yup
      .string()
      .defined()
      .test('required', () => formMessages.stateRequired, trimmedLength(1)),
  };
  const password =
    mode === 'create'
      ? yup
          .string()
          .defined()
          .test(
            'required',
            () => formMessages.passwordRequired,
            (value) => (value ?? '') !== '',
          )
          .test(
            'min',
            () => formMessages.passwordTooShort,
            (value) => (value ?? '') === '' || (value ?? '').length >= PASSWORD_MIN,
          )
      : yup.string().defined();
  const confirmPassword =
    mode === 'create'
      ? yup
          .string()
          .defined()
          .test(
            'match',
            () => formMessages.passwordsDiffer,
            function (value) {
              return value === this.parent.password;
            },
          )
      : yup.string().defined();
  const altContact =
    mode === 'edit'
      ? yup
          .string()
          .defined()
          .test(
            'length',
            () => messages.altContactLength,
            (value) => !value || (/^\d+$/.test(value) && value.length === ALT_CONTACT_LENGTH),
          )
          .test(
            'differs',
            () => formMessages.altContactSameAsContact,
            (value) => !value || value !== contactNumber,
          )
      : yup.string().defined();
  return yup.object({ ...base, password, confirmPassword, altContact });
}

/** Field name → first error message, for the form; empty when the values are valid. */
export function profileFormErrors(
  mode: ProfileMode,
  contactNumber: string,
  values: ProfileFormValues,
): FormErrors<ProfileFormValues> {
  return formErrors(profileSchema(mode, contactNumber), values);
}
