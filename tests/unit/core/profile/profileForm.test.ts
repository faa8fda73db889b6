import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MIN,
  ALT_CONTACT_LENGTH,
  FIRST_NAME_MIN,
  LAST_NAME_MIN,
  PASSWORD_MIN,
  addressToSend,
  altContactInput,
  initialProfileForm,
  missingFields,
  profileFormErrors,
} from '../../../../src/core/profile/profileForm';
import { CONTACT_NUMBER, aProfile, validFormValues } from '../support/examples';

describe('profile minimums', () => {
  it('are first name 3, last name 1, address 10, password 6 and alternate contact 10', () => {
    expect([FIRST_NAME_MIN, LAST_NAME_MIN, ADDRESS_MIN, PASSWORD_MIN, ALT_CONTACT_LENGTH]).toEqual([
      3, 1, 10, 6, 10,
    ]);
  });
});

describe('initialProfileForm', () => {
  it('starts from the stored profile, its address in parts, with state Telangana', () => {
    const address = 'Flat 302, Sri Sai Residency,\nRoad No. 12, Banjara Hills,\nHyderabad 500034';
    expect(initialProfileForm(aProfile({ address, altContact: '9123456780' }))).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya@example.in',
      house: 'Flat 302, Sri Sai Residency',
      street: 'Road No. 12, Banjara Hills',
      landmark: '',
      pincode: '500034',
      city: 'Hyderabad',
      state: 'Telangana',
      password: '',
      confirmPassword: '',
      altContact: '9123456780',
    });
  });

  it('puts a free-text address all in the first part, in Hyderabad', () => {
    expect(initialProfileForm(aProfile({ address: '12 Banjara Hills Road' }))).toMatchObject({
      house: '12 Banjara Hills Road',
      street: '',
      landmark: '',
      pincode: '',
      city: 'Hyderabad',
    });
  });
});

describe('an address saved as free text', () => {
  const saved = 'Plot 45, Kavuri Hills, Madhapur';
  const unchanged = () => validFormValues(initialProfileForm(aProfile({ address: saved })));

  it('is kept as it is while its parts are unchanged, though it has no street or pincode', () => {
    expect(profileFormErrors('edit', CONTACT_NUMBER, unchanged(), saved)).toEqual({});
    expect(addressToSend(unchanged(), saved)).toBe(saved);
  });

  it('is checked part by part once the customer changes it', () => {
    const edited = { ...unchanged(), house: 'Plot 45' };

    expect(profileFormErrors('edit', CONTACT_NUMBER, edited, saved)).toEqual({
      street: 'Enter your street and area.',
      pincode: 'Enter your six-digit pincode.',
    });
  });

  it('is sent in parts once the customer has completed them', () => {
    const edited = {
      ...unchanged(),
      house: 'Plot 45',
      street: 'Kavuri Hills, Madhapur',
      pincode: '500081',
    };

    expect(addressToSend(edited, saved)).toBe(
      'Plot 45,\nKavuri Hills, Madhapur,\nHyderabad 500081',
    );
  });

  it('must still be ten characters long to be sent (SPEC §5)', () => {
    const short = 'Madhapur';
    const values = validFormValues(initialProfileForm(aProfile({ address: short })));

    expect(profileFormErrors('edit', CONTACT_NUMBER, values, short).house).toBe(
      'Minimum of ten characters is required.',
    );
  });
});

describe('missingFields', () => {
  it('names every field whose rule is not met, in the order of the page', () => {
    const errors = profileFormErrors(
      'create',
      CONTACT_NUMBER,
      validFormValues({ pincode: '', firstName: '', confirmPassword: '' }),
    );

    expect(missingFields(errors)).toEqual(['firstName', 'pincode', 'confirmPassword']);
  });

  it('names nothing once the form can be sent', () => {
    expect(missingFields(profileFormErrors('create', CONTACT_NUMBER, validFormValues()))).toEqual(
      [],
    );
  });
});

describe('altContactInput', () => {
  it('keeps digits only', () => {
    expect(altContactInput('91234-56780')).toBe('9123456780');
  });

  it('keeps at most ten digits', () => {
    expect(altContactInput('912345678012')).toBe('9123456780');
  });

  it('keeps an empty field empty', () => {
    expect(altContactInput('')).toBe('');
  });
});

describe('profileFormErrors in create mode', () => {
  const errorsOf = (overrides: Parameters<typeof validFormValues>[0]) =>
    profileFormErrors('create', CONTACT_NUMBER, validFormValues(overrides));

  it('finds no error in valid values', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('refuses a first name of two characters', () => {
    expect(errorsOf({ firstName: 'ab' }).firstName).toBe(
      'Minimum of three characters is required.',
    );
  });

  it('refuses a first name that is two characters once trimmed', () => {
    expect(errorsOf({ firstName: '  ab  ' }).firstName).toBe(
      'Minimum of three characters is required.',
    );
  });

  it('accepts a first name of three characters', () => {
    expect(errorsOf({ firstName: 'abc' }).firstName).toBeUndefined();
  });

  it('refuses an empty last name', () => {
    expect(errorsOf({ lastName: '' }).lastName).toBe('Minimum of one character is required.');
  });

  it('accepts a last name of one character', () => {
    expect(errorsOf({ lastName: 'S' }).lastName).toBeUndefined();
  });

  it("refuses an e-mail address without '@'", () => {
    expect(errorsOf({ email: 'priya.example.in' }).email).toBe(
      'Enter an e-mail address with an @.',
    );
  });

  it('refuses an e-mail address shorter than three characters', () => {
    expect(errorsOf({ email: 'a@' }).email).toBe('Enter an e-mail address with an @.');
  });

  it('accepts a three-character e-mail address with an @', () => {
    expect(errorsOf({ email: 'a@b' }).email).toBeUndefined();
  });

  it('refuses an empty flat or house number', () => {
    expect(errorsOf({ house: ' ' }).house).toBe('Enter your flat or house number.');
  });

  it('refuses an empty street and area', () => {
    expect(errorsOf({ street: '' }).street).toBe('Enter your street and area.');
  });

  it('accepts an address without a landmark', () => {
    expect(errorsOf({ landmark: '' })).toEqual({});
  });

  it('refuses an empty pincode', () => {
    expect(errorsOf({ pincode: '' }).pincode).toBe('Enter your six-digit pincode.');
  });

  it('refuses a pincode of five digits', () => {
    expect(errorsOf({ pincode: '50003' }).pincode).toBe('A pincode has six digits.');
  });

  it('refuses a pincode with a letter in it', () => {
    expect(errorsOf({ pincode: '50003a' }).pincode).toBe('A pincode has six digits.');
  });

  it('refuses a pincode that starts with 0', () => {
    expect(errorsOf({ pincode: '050034' }).pincode).toBe('A pincode does not start with 0.');
  });

  it('refuses an empty city', () => {
    expect(errorsOf({ city: ' ' }).city).toBe('Enter your city.');
  });

  it('refuses an empty state', () => {
    expect(errorsOf({ state: '' }).state).toBe('Enter your state.');
  });

  it('refuses an empty password', () => {
    expect(errorsOf({ password: '', confirmPassword: '' }).password).toBe('Enter a password.');
  });

  it('refuses a password of five characters', () => {
    expect(errorsOf({ password: '12345', confirmPassword: '12345' }).password).toBe(
      'Minimum of six characters is required.',
    );
  });

  it('accepts a password of six characters', () => {
    expect(errorsOf({ password: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('refuses a confirmation that differs: "Passwords do not match"', () => {
    expect(errorsOf({ password: 'secret1', confirmPassword: 'secret2' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });

  it('does not check the alternate contact', () => {
    expect(errorsOf({ altContact: CONTACT_NUMBER })).toEqual({});
    expect(errorsOf({ altContact: '912345678' })).toEqual({});
  });

  it('reports every wrong field at once, one message each', () => {
    expect(Object.keys(errorsOf({ firstName: 'ab', lastName: '', pincode: '5' })).sort()).toEqual([
      'firstName',
      'lastName',
      'pincode',
    ]);
  });
});

describe('profileFormErrors in edit mode', () => {
  const errorsOf = (overrides: Parameters<typeof validFormValues>[0]) =>
    profileFormErrors('edit', CONTACT_NUMBER, validFormValues(overrides));

  it('finds no error in valid values', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('does not ask for a password', () => {
    expect(errorsOf({ password: '', confirmPassword: '' })).toEqual({});
  });

  it('ignores a password confirmation that differs', () => {
    expect(errorsOf({ password: 'abc', confirmPassword: 'xyz' })).toEqual({});
  });

  it('still refuses a first name of two characters', () => {
    expect(errorsOf({ firstName: 'ab' }).firstName).toBe(
      'Minimum of three characters is required.',
    );
  });

  it('accepts an empty alternate contact', () => {
    expect(errorsOf({ altContact: '' }).altContact).toBeUndefined();
  });

  it('accepts an alternate contact of ten digits that differs from the contact number', () => {
    expect(errorsOf({ altContact: '9123456780' }).altContact).toBeUndefined();
  });

  it('refuses an alternate contact of nine digits', () => {
    expect(errorsOf({ altContact: '912345678' }).altContact).toBe(
      'Enter all 10 digits of the alternate number, or leave it empty.',
    );
  });

  it('refuses an alternate contact of ten characters that are not all digits', () => {
    expect(errorsOf({ altContact: 'abcdefghij' }).altContact).toBe(
      'Enter all 10 digits of the alternate number, or leave it empty.',
    );
  });

  it('refuses an alternate contact equal to the contact number', () => {
    expect(errorsOf({ altContact: CONTACT_NUMBER }).altContact).toBe(
      'Alternate Contact number is same as Contact number.',
    );
  });
});
