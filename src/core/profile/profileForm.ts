import { messages } from '../shared/messages';
import { formMessages } from './formMessages';
import * as yup from 'yup';
import { formErrors, type FormErrors } from '../shared/formErrors';
import { DEFAULT_STATE, type Profile, type ProfileMode } from './Profile';
import {
  addressFormParts,
  composeAddress,
  isPincode,
  PINCODE_LENGTH,
  sameAddressParts,
  type AddressParts,
} from './addressParts';

/** What the profile page edits. */
export interface ProfileFormValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** The address in parts (addressParts.ts); sent as SPEC §7's one Address text. */
  readonly house: string;
  readonly street: string;
  readonly landmark: string;
  readonly pincode: string;
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

/**
 * The form's starting values: the stored profile, its address in parts, with SPEC §2's city and
 * state defaults.
 */
export function initialProfileForm(profile: Profile): ProfileFormValues {
  const { house, street, landmark, pincode, city } = addressFormParts(profile.address);
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    house,
    street,
    landmark,
    pincode,
    city,
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

function formAddressParts(values: ProfileFormValues): AddressParts {
  const { house, street, landmark, pincode, city } = values;
  return { house, street, landmark, pincode, city };
}

/**
 * True while the form holds the saved address as it was loaded: an address saved as one free
 * text is then sent back unchanged, however its parts would be checked.
 */
export function keepsSavedAddress(values: ProfileFormValues, savedAddress: string): boolean {
  return (
    savedAddress.trim() !== '' &&
    sameAddressParts(formAddressParts(values), addressFormParts(savedAddress))
  );
}

/** SPEC §7's one Address text for what the form holds: the saved text while unchanged. */
export function addressToSend(values: ProfileFormValues, savedAddress: string): string {
  return keepsSavedAddress(values, savedAddress)
    ? savedAddress.trim()
    : composeAddress(formAddressParts(values));
}

const trimmedLength = (min: number) => (value: string | undefined) =>
  (value ?? '').trim().length >= min;

/**
 * SPEC §5's rules as a yup schema per mode. The contact number is needed for the edit-mode rule
 * that the alternate number must differ from it; the saved address for keeping an address saved
 * as free text (its parts are checked once the customer changes them). SPEC's ten characters
 * hold for the Address text sent, and are said under its first part.
 */
export function profileSchema(
  mode: ProfileMode,
  contactNumber: string,
  savedAddress = '',
): yup.ObjectSchema<ProfileFormValues> {
  const addressPart = (check: (value: string) => boolean) =>
    function (this: yup.TestContext, value: string | undefined): boolean {
      return (
        keepsSavedAddress(this.parent as ProfileFormValues, savedAddress) || check(value ?? '')
      );
    };
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
    house: yup
      .string()
      .defined()
      .test('required', () => formMessages.houseRequired, addressPart(trimmedLength(1)))
      .test(
        'min',
        () => formMessages.addressTooShort,
        function () {
          const text = addressToSend(this.parent as ProfileFormValues, savedAddress);
          return text.length >= ADDRESS_MIN;
        },
      ),
    street: yup
      .string()
      .defined()
      .test('required', () => formMessages.streetRequired, addressPart(trimmedLength(1))),
    landmark: yup.string().defined(),
    pincode: yup
      .string()
      .defined()
      .test('required', () => formMessages.pincodeRequired, addressPart(trimmedLength(1)))
      .test(
        'length',
        () => formMessages.pincodeLength,
        addressPart(
          (value) => /^\d+$/.test(value.trim()) && value.trim().length === PINCODE_LENGTH,
        ),
      )
      .test(
        'first-digit',
        () => formMessages.pincodeStartsWithZero,
        addressPart((value) => isPincode(value.trim())),
      ),
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
  savedAddress = '',
): FormErrors<ProfileFormValues> {
  return formErrors(profileSchema(mode, contactNumber, savedAddress), values);
}

/** The form's fields in the order the page shows them. */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'house',
  'street',
  'landmark',
  'pincode',
  'city',
  'state',
  'password',
  'confirmPassword',
  'altContact',
] as const satisfies readonly (keyof ProfileFormValues)[];

/**
 * What still keeps the form from being sent: each field whose rule is not met, in the page's
 * order. Empty once the form can be sent.
 */
export function missingFields(
  errors: FormErrors<ProfileFormValues>,
): readonly (keyof ProfileFormValues)[] {
  return PROFILE_FIELDS.filter((field) => errors[field] !== undefined);
}
