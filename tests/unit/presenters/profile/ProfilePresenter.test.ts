import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/app/features/catalog';
import { profile } from '../../../../src/app/features/profile';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import {
  PROFILE_GATEWAY_METHODS,
  type ProfileGateway,
} from '../../../../src/core/profile/ProfileGateway';
import type { ProfileFormValues } from '../../../../src/core/profile/profileForm';
import { rejected, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { testApp, type TestApp, type TestAppOptions } from '../../../support/testContainer';
import { demoBackend, foamJet, loggedInApp } from '../doubles';
import { portDouble } from '../../../support/portDouble';
import { BusyModel } from '../../../../src/presenters/shell/BusyModel';
import { ProfilePresenter } from '../../../../src/presenters/profile/ProfilePresenter';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { PendingCheckout } from '../../../../src/presenters/cart/PendingCheckout';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import type { FakeGateway } from '../../../../src/adapters/fake/fakeGateway';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [catalog, profile];

const NEW_NUMBER = '9000000001';
const PRIYA_NUMBER = '9876543210';

/** A new customer: the number asked for a code (so the server knows it) and is logged in. */
function newCustomerApp(options: Omit<TestAppOptions, 'localStorage'> = {}): TestApp {
  const localStorage = new MemoryStorage();
  const app = testApp({ features, ...options, localStorage });
  const login = app.backend.login(NEW_NUMBER);
  localStorage.setItem('userId', String(login.ok ? login.value.userId : 0));
  return app;
}

function profileGateway(app: TestApp): FakeGateway<ProfileGateway> {
  return app.gateways.profile;
}

const asha: ProfileFormValues = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
  house: 'H.No. 8-2-293',
  street: 'Road No. 3, Jubilee Hills',
  landmark: '',
  pincode: '500033',
  city: 'Hyderabad',
  state: 'Telangana',
  password: 'secret1',
  confirmPassword: 'secret1',
  altContact: '',
};

describe('ProfilePresenter', () => {
  it('is loading until the profile arrives', () => {
    const profile = loggedInApp({ features }).get(ProfilePresenter);

    void profile.load();

    expect(profile.viewModel.status).toBe('loading');
  });

  describe('create mode', () => {
    it("is 'Create Account' for a new number, with the password fields", async () => {
      const profile = newCustomerApp().get(ProfilePresenter);

      await profile.load();

      expect(profile.viewModel).toMatchObject({
        status: 'ready',
        mode: 'create',
        title: 'Create Account',
        submitLabel: 'Create Account',
        showPasswords: true,
        contactNumber: '+91 9000000001',
      });
    });

    it('starts empty, with Hyderabad and Telangana as city and state', async () => {
      const profile = newCustomerApp().get(ProfilePresenter);

      await profile.load();

      expect(profile.viewModel.initialValues).toEqual({
        firstName: '',
        lastName: '',
        email: '',
        house: '',
        street: '',
        landmark: '',
        pincode: '',
        city: 'Hyderabad',
        state: 'Telangana',
        password: '',
        confirmPassword: '',
        altContact: '',
      });
    });

    it('asks for a password of at least six characters, typed twice alike', async () => {
      const profile = newCustomerApp().get(ProfilePresenter);
      await profile.load();

      expect(profile.validate({ ...asha, password: '', confirmPassword: '' }).password).toBe(
        'Enter a password.',
      );
      expect(profile.validate({ ...asha, password: 'abc12', confirmPassword: 'abc12' })).toEqual({
        password: 'Minimum of six characters is required.',
      });
      expect(profile.validate({ ...asha, confirmPassword: 'secret2' })).toEqual({
        confirmPassword: 'Passwords do not match',
      });
    });

    it('accepts an alternate contact equal to the contact number (the check is for edits)', async () => {
      const profile = newCustomerApp().get(ProfilePresenter);
      await profile.load();

      expect(profile.validate({ ...asha, altContact: NEW_NUMBER })).toEqual({});
    });

    it("says 'Account created successfully! Welcome, Asha' and goes home", async () => {
      const app = newCustomerApp();
      const profile = app.get(ProfilePresenter);
      await profile.load();

      const errors = await profile.submit(asha);

      expect(errors).toBeUndefined();
      expect(app.notifier.last).toEqual({
        kind: 'success',
        message: 'Account created successfully! Welcome, Asha',
        durationMs: 3000,
      });
      expect(app.navigator.visited).toEqual(['/']);
    });

    it('welcomes by the first name without the spaces typed around it', async () => {
      const app = newCustomerApp();
      const profile = app.get(ProfilePresenter);
      await profile.load();

      await profile.submit({ ...asha, firstName: '  Asha ' });

      expect(app.notifier.last?.message).toBe('Account created successfully! Welcome, Asha');
    });

    it('goes back to the cart when something is waiting there', async () => {
      const app = newCustomerApp();
      app.get(AddToCart).execute(foamJet);
      const profile = app.get(ProfilePresenter);
      await profile.load();

      await profile.submit(asha);

      expect(app.navigator.visited).toEqual(['/cart']);
    });

    it('stores the profile, so the number now has an account', async () => {
      const app = newCustomerApp();
      const profile = app.get(ProfilePresenter);
      await profile.load();

      await profile.submit({ ...asha, altContact: '9123456780' });

      const again = app.get(ProfilePresenter);
      await again.load();
      expect(again.viewModel.mode).toBe('edit');
      expect(again.viewModel.initialValues).toMatchObject({
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha.rao@example.in',
        house: 'H.No. 8-2-293',
        street: 'Road No. 3, Jubilee Hills',
        landmark: '',
        pincode: '500033',
        altContact: '9123456780',
      });
    });

    it('becomes an edit of the new account, without the passwords, once created', async () => {
      const app = newCustomerApp();
      const profile = app.get(ProfilePresenter);
      await profile.load();

      await profile.submit(asha);

      expect(profile.viewModel).toMatchObject({
        mode: 'edit',
        title: 'Edit Profile',
        showPasswords: false,
      });
      expect(profile.viewModel.initialValues).toEqual({
        ...asha,
        password: '',
        confirmPassword: '',
      });
    });

    it("shows the server's own text when it refuses the account", async () => {
      const app = newCustomerApp();
      const profile = app.get(ProfilePresenter);
      await profile.load();
      profileGateway(app).failNext('save', rejected('This e-mail is already registered'));

      const errors = await profile.submit(asha);

      expect(errors).toBeUndefined();
      expect(app.notifier.last).toEqual({
        kind: 'error',
        message: 'This e-mail is already registered',
        durationMs: 5000,
      });
      expect(app.navigator.visited).toEqual([]);
    });

    it("says 'Failed to create account' when the server cannot be reached", async () => {
      const app = newCustomerApp();
      const profile = app.get(ProfilePresenter);
      await profile.load();
      profileGateway(app).failNext('save', unavailable('network'));

      await profile.submit(asha);

      expect(app.notifier.last).toEqual({
        kind: 'error',
        message: 'Failed to create account',
        durationMs: 5000,
      });
    });

    it('keeps what was typed when the save fails: the form starts from the same values', async () => {
      const app = newCustomerApp();
      const profile = app.get(ProfilePresenter);
      await profile.load();
      const before = profile.viewModel.initialValues;
      profileGateway(app).failNext('save', unavailable('timeout'));

      await profile.submit(asha);

      expect(profile.viewModel.initialValues).toEqual(before);
      expect(profile.viewModel).toMatchObject({ mode: 'create', showPasswords: true });
    });
  });

  describe('edit mode', () => {
    it("is 'Edit Profile' for Priya, without password fields", async () => {
      const profile = loggedInApp({ features }).get(ProfilePresenter);

      await profile.load();

      expect(profile.viewModel).toMatchObject({
        status: 'ready',
        mode: 'edit',
        title: 'Edit Profile',
        submitLabel: 'Save Changes',
        showPasswords: false,
        contactNumber: '+91 9876543210',
      });
    });

    it("starts from Priya's stored profile", async () => {
      const profile = loggedInApp({ features }).get(ProfilePresenter);

      await profile.load();

      expect(profile.viewModel.initialValues).toEqual({
        firstName: 'Priya',
        lastName: 'Sharma',
        email: 'priya.sharma@example.com',
        house: 'Flat 302, Lotus Residency',
        street: 'Road No. 12, Banjara Hills',
        landmark: 'near KBR Park',
        pincode: '500034',
        city: 'Hyderabad',
        state: 'Telangana',
        password: '',
        confirmPassword: '',
        altContact: '9123456780',
      });
    });

    it('asks for no password', async () => {
      const profile = loggedInApp({ features }).get(ProfilePresenter);
      await profile.load();

      expect(profile.validate(profile.viewModel.initialValues)).toEqual({});
    });

    it("refuses an alternate contact equal to the contact number: 'Alternate Contact number is same as Contact number.'", async () => {
      const profile = loggedInApp({ features }).get(ProfilePresenter);
      await profile.load();

      expect(
        profile.validate({ ...profile.viewModel.initialValues, altContact: PRIYA_NUMBER }),
      ).toEqual({ altContact: 'Alternate Contact number is same as Contact number.' });
    });

    it('asks for all ten digits of an alternate contact, or none', async () => {
      const profile = loggedInApp({ features }).get(ProfilePresenter);
      await profile.load();
      const values = profile.viewModel.initialValues;

      expect(profile.validate({ ...values, altContact: '98765' })).toEqual({
        altContact: 'Enter all 10 digits of the alternate number, or leave it empty.',
      });
      expect(profile.validate({ ...values, altContact: '' })).toEqual({});
    });

    it("says 'Account updated successfully!' and stays on the page", async () => {
      const app = loggedInApp({ features });
      const profile = app.get(ProfilePresenter);
      await profile.load();

      const errors = await profile.submit({
        ...profile.viewModel.initialValues,
        lastName: 'Verma',
      });

      expect(errors).toBeUndefined();
      expect(app.notifier.last).toEqual({
        kind: 'success',
        message: 'Account updated successfully!',
        durationMs: 3000,
      });
      expect(app.navigator.visited).toEqual([]);
      expect(app.backend.profile(101)).toMatchObject({ ok: true, value: { lastName: 'Verma' } });
    });

    it('does not save, and gives the field its message, when the values break a rule', async () => {
      const counting = portDouble(PROFILE_GATEWAY_METHODS, {
        inner: new DemoGateways(demoBackend()).profile,
      });
      const profile = loggedInApp({
        features,
        overrides: [override(TOKENS.profileGateway, counting)],
      }).get(ProfilePresenter);
      await profile.load();

      const errors = await profile.submit({
        ...profile.viewModel.initialValues,
        altContact: PRIYA_NUMBER,
      });

      expect(errors).toEqual({ altContact: 'Alternate Contact number is same as Contact number.' });
      expect(counting.callsTo('save')).toEqual([]);
    });

    it('says the update failed when the server cannot be reached', async () => {
      const app = loggedInApp({ features });
      const profile = app.get(ProfilePresenter);
      await profile.load();
      profileGateway(app).failNext('save', unavailable('http'));

      await profile.submit(profile.viewModel.initialValues);

      expect(app.notifier.last).toEqual({
        kind: 'error',
        message: 'Failed to update your profile. Please try again.',
        durationMs: 5000,
      });
    });
  });

  describe('the rules of SPEC §5, each with its message', () => {
    async function loaded() {
      const profile = loggedInApp({ features }).get(ProfilePresenter);
      await profile.load();
      return { profile, values: profile.viewModel.initialValues };
    }

    it.each([
      ['firstName', 'Al', 'Minimum of three characters is required.'],
      ['firstName', '  Al   ', 'Minimum of three characters is required.'],
      ['lastName', '', 'Minimum of one character is required.'],
      ['lastName', '   ', 'Minimum of one character is required.'],
      ['email', 'a@', 'Enter an e-mail address with an @.'],
      ['email', 'priya.example.com', 'Enter an e-mail address with an @.'],
      ['house', '', 'Enter your flat or house number.'],
      ['street', ' ', 'Enter your street and area.'],
      ['pincode', '5000', 'A pincode has six digits.'],
      ['pincode', '050034', 'A pincode does not start with 0.'],
      ['city', '', 'Enter your city.'],
      ['state', ' ', 'Enter your state.'],
    ] as const)('refuses %s %j with %j', async (field, value, message) => {
      const { profile, values } = await loaded();

      expect(profile.validate({ ...values, [field]: value })).toEqual({ [field]: message });
    });

    it.each([
      ['firstName', 'Ali'],
      ['lastName', 'K'],
      ['email', 'a@b'],
      ['landmark', ''],
    ] as const)('accepts %s at its minimum, %j', async (field, value) => {
      const { profile, values } = await loaded();

      expect(profile.validate({ ...values, [field]: value })).toEqual({});
    });

    it('gives a message for every field left out, as a form does with cleared fields', async () => {
      const profile = newCustomerApp().get(ProfilePresenter);
      await profile.load();

      expect(profile.validate({} as ProfileFormValues)).toEqual({
        firstName: 'Minimum of three characters is required.',
        lastName: 'Minimum of one character is required.',
        email: 'Enter an e-mail address with an @.',
        house: 'Enter your flat or house number.',
        street: 'Enter your street and area.',
        pincode: 'Enter your six-digit pincode.',
        city: 'Enter your city.',
        state: 'Enter your state.',
        password: 'Enter a password.',
      });
    });
  });

  describe('what the disabled button says is still needed', () => {
    it('names every field not yet right, in the order of the page', async () => {
      const profile = newCustomerApp().get(ProfilePresenter);
      await profile.load();

      expect(profile.stillNeeded({ ...asha, firstName: '', pincode: '5000' })).toBe(
        'Still needed: first name, pincode',
      );
    });

    it('changes as the fields are filled', async () => {
      const profile = newCustomerApp().get(ProfilePresenter);
      await profile.load();

      expect(profile.stillNeeded({ ...asha, firstName: '', pincode: '' })).toBe(
        'Still needed: first name, pincode',
      );
      expect(profile.stillNeeded({ ...asha, pincode: '' })).toBe('Still needed: pincode');
    });

    it('says nothing once the form can be sent', async () => {
      const profile = newCustomerApp().get(ProfilePresenter);
      await profile.load();

      expect(profile.stillNeeded(asha)).toBe('');
    });
  });

  describe('an address saved as one free text', () => {
    function arjunsApp() {
      const localStorage = new MemoryStorage();
      const app = testApp({ features, localStorage });
      const login = app.backend.login('9988776655');
      localStorage.setItem('userId', String(login.ok ? login.value.userId : 0));
      return app;
    }

    it('shows all in the first part, with a note asking to split it', async () => {
      const profile = arjunsApp().get(ProfilePresenter);

      await profile.load();

      expect(profile.viewModel.initialValues).toMatchObject({
        house: 'Plot 45, Kavuri Hills, Madhapur',
        street: '',
        pincode: '',
      });
      expect(profile.viewModel.addressNote).toMatch(/^We have your address as one text/);
    });

    it('saves unchanged when only another field is edited', async () => {
      const app = arjunsApp();
      const profile = app.get(ProfilePresenter);
      await profile.load();

      await profile.submit({ ...profile.viewModel.initialValues, lastName: 'Rao' });

      expect(app.backend.profile(102)).toMatchObject({
        ok: true,
        value: { lastName: 'Rao', address: 'Plot 45, Kavuri Hills, Madhapur' },
      });
    });
  });

  describe('sent here by Change in the confirm dialog', () => {
    it('offers Back to my booking, which returns to the cart that takes the checkout up', async () => {
      const app = loggedInApp({ features });
      app.get(AddToCart).execute(foamJet);
      app.get(PendingCheckout).hold();
      const profile = app.get(ProfilePresenter);
      await profile.load();

      expect(profile.viewModel.backToBooking).toBe('Back to my booking');
      profile.returnToBooking();
      expect(app.navigator.visited).toEqual(['/cart']);
      expect(app.get(PendingCheckout).isWaiting).toBe(true);
    });

    it('offers no way back when no checkout is waiting', async () => {
      const profile = loggedInApp({ features }).get(ProfilePresenter);
      await profile.load();

      expect(profile.viewModel.backToBooking).toBeUndefined();
    });
  });

  it('keeps only the first six digits typed or pasted into the pincode', () => {
    const profile = loggedInApp({ features }).get(ProfilePresenter);

    expect(profile.normalisePincode('500 034 7')).toBe('500034');
    expect(profile.normalisePincode(undefined)).toBe('');
  });

  it('keeps only the first ten digits typed into the alternate contact', () => {
    const profile = loggedInApp({ features }).get(ProfilePresenter);

    expect(profile.normaliseAltContact('+91 98765-43210 99')).toBe('9198765432');
    expect(profile.normaliseAltContact('98a76')).toBe('9876');
    expect(profile.normaliseAltContact(undefined)).toBe('');
  });

  it('saves once when submitted twice in a row, and is saving meanwhile', async () => {
    const counting = portDouble(PROFILE_GATEWAY_METHODS, {
      inner: new DemoGateways(demoBackend()).profile,
    });
    const app = loggedInApp({ features, overrides: [override(TOKENS.profileGateway, counting)] });
    const profile = app.get(ProfilePresenter);
    await profile.load();

    const first = profile.submit(profile.viewModel.initialValues);
    const second = profile.submit(profile.viewModel.initialValues);
    expect(profile.viewModel.saving).toBe(true);
    expect(app.get(BusyModel).isBusy).toBe(true);
    await Promise.all([first, second]);

    expect(counting.callsTo('save')).toHaveLength(1);
    expect(profile.viewModel.saving).toBe(false);
  });

  it("says 'Failed to load user data' when the profile cannot be loaded, and loads on retry", async () => {
    const app = loggedInApp({ features });
    profileGateway(app).failNext('load', unavailable('network'));
    const profile = app.get(ProfilePresenter);

    await profile.load();
    expect(profile.viewModel.status).toBe('error');
    expect(profile.viewModel.errorMessage).toBe('Failed to load user data');

    await profile.retry();
    expect(profile.viewModel.status).toBe('ready');
    expect(profile.viewModel).not.toHaveProperty('errorMessage');
  });

  it("says 'Failed to load user data' to a visitor", async () => {
    const profile = testApp({ features }).get(ProfilePresenter);

    await profile.load();

    expect(profile.viewModel.errorMessage).toBe('Failed to load user data');
  });
});
