import { spoken } from '../shared/language';

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
  checkoutIntro: 'Change what you need and save: we take you straight back to your booking.',
} as const);

/** The confirm dialog's where and who (our own: the spec's dialog does not say). */
export const confirmMessages = spoken('confirm', {
  visitHeading: 'Visit at',
  contactHeading: 'We will call',
  change: 'Change',
  changeLabel: 'Change the address or the contact number',
  noAddress: 'No address yet: add one before you book.',
  visitUnavailable: 'We could not load your address. You can check it in My Profile.',
  loading: 'Loading your address',
} as const);
