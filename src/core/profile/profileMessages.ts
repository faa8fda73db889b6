import { spoken, template } from '../shared/language';

/** The profile form's labels and hints (SPEC §2 Profile page). */
export const profileMessages = spoken('profile', {
  createTitle: 'Create Account',
  editTitle: 'Edit Profile',
  createSubmit: 'Create Account',
  editSubmit: 'Save Changes',
  contactNumber: 'Contact number',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  address: 'Address',
  city: 'City',
  state: 'State',
  password: 'Password',
  confirmPassword: 'Confirm password',
  altContact: 'Alternate contact (optional)',
  altContactHint: 'Another number we can call, ten digits.',
  contactNumberHint: 'The number you log in with. It cannot be changed here.',
  passwordHint: 'At least six characters.',
  createIntro:
    'One last step: tell us who you are and where our technician should come. We use these details for every visit, and you can change them later in My Profile.',
  checkoutIntro:
    'Your profile holds the address we come to, for this visit and the next ones. Change what you need and save: we take you straight back to your booking.',
  backToBooking: 'Back to my booking',
  // The address in parts, sent as the spec's one address text (addressParts.ts).
  house: 'Flat or house number',
  houseHint: "With the building's name, e.g. Flat 302, Sri Sai Residency.",
  street: 'Street and area',
  streetHint: 'e.g. Road No. 12, Banjara Hills.',
  landmark: 'Landmark (optional)',
  landmarkHint: 'Something near your door, e.g. near KBR Park.',
  pincode: 'Pincode',
  pincodeHint: 'Six digits, e.g. 500034.',
  freeTextAddress:
    'We have your address as one text, all in the first field. Put each part in its own field, with your pincode, so our technician finds your door. Until you change it, we keep it as it is.',
  /** Under the disabled submit button: what keeps the form from being sent. */
  stillNeeded: template('Still needed: {fields}', (fields: string) => ({ fields })),
  /** Each field as the "Still needed" list names it. */
  needed: {
    firstName: 'first name',
    lastName: 'last name',
    email: 'e-mail',
    house: 'flat or house number',
    street: 'street and area',
    landmark: 'landmark',
    pincode: 'pincode',
    city: 'city',
    state: 'state',
    password: 'password',
    confirmPassword: 'password again',
    altContact: 'alternate contact',
  },
} as const);
