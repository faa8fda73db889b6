import { formMessages } from '../../core/profile/formMessages';
import { profileMessages } from '../../core/profile/profileMessages';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadProfile } from '../../core/profile/LoadProfile';
import type { ProfileMode } from '../../core/profile/Profile';
import {
  altContactInput,
  missingFields,
  profileFormErrors,
  type ProfileFormValues,
} from '../../core/profile/profileForm';
import { parseAddress, pincodeInput } from '../../core/profile/addressParts';
import type { SaveProfile } from '../../core/profile/SaveProfile';
import { COUNTRY_CODE } from '../../core/auth/mobileNumber';
import { notification, type Notifier } from '../../core/shared/Notification';
import type { CartModel } from '../cart/CartModel';
import type { PendingCheckout } from '../cart/PendingCheckout';
import type { Navigator } from '../Navigator';
import type { BusyModel } from '../shell/BusyModel';
import { links } from '../links';
import { ConnectionModel } from '../shell/ConnectionModel';
import { goesOnline } from '../shell/needsNetwork';
import { offlineMessages } from '../offline/offlineMessages';

export type ProfileErrors = Partial<Record<keyof ProfileFormValues, string>>;

export interface ProfileViewModel {
  readonly status: 'loading' | 'error' | 'ready';
  readonly errorMessage?: string;
  readonly mode: ProfileMode;
  /** 'Create Account' or 'Edit Profile'. */
  readonly title: string;
  readonly submitLabel: string;
  /** What the page is for, in the page: creating the account, or changing a booking's details. */
  readonly intro?: string;
  /** '+91 9876543210', read-only. */
  readonly contactNumber: string;
  /** Password fields exist only when creating the account (SPEC §2). */
  readonly showPasswords: boolean;
  readonly initialValues: ProfileFormValues;
  /** Said above the address while the saved one is a free text the form could not split. */
  readonly addressNote?: string;
  /** Back to the confirm dialog without saving, when a checkout sent her here. */
  readonly backToBooking?: string;
  readonly saving: boolean;
}

const blank: ProfileFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  house: '',
  street: '',
  landmark: '',
  pincode: '',
  city: '',
  state: '',
  password: '',
  confirmPassword: '',
  altContact: '',
};

/**
 * The profile page (SPEC §2 "Profile page", §4 "Profile mode"): create for a new user, edit
 * otherwise. The form library holds what is typed; this presenter validates with the core's
 * schema and saves. A failed save keeps what was typed (the initial values do not change).
 */
export class ProfilePresenter {
  private status: 'loading' | 'error' | 'ready' = 'loading';
  private mode: ProfileMode = 'create';
  private contactNumber = '';
  private initialValues: ProfileFormValues = blank;
  private savedAddress = '';
  private saving = false;

  constructor(
    private readonly loadProfile: LoadProfile,
    private readonly saveProfile: SaveProfile,
    private readonly cart: CartModel,
    private readonly pendingCheckout: PendingCheckout,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    private readonly connection: ConnectionModel,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get viewModel(): ProfileViewModel {
    const creating = this.mode === 'create';
    return {
      status: this.status,
      ...(this.status === 'error' ? { errorMessage: formMessages.profileLoadFailed } : {}),
      mode: this.mode,
      title: creating ? profileMessages.createTitle : profileMessages.editTitle,
      submitLabel: creating ? profileMessages.createSubmit : profileMessages.editSubmit,
      ...(creating
        ? { intro: profileMessages.createIntro }
        : this.pendingCheckout.isWaiting
          ? { intro: profileMessages.checkoutIntro }
          : {}),
      contactNumber: this.contactNumber ? `${COUNTRY_CODE} ${this.contactNumber}` : '',
      showPasswords: creating,
      initialValues: this.initialValues,
      ...(this.savedAddress.trim() !== '' && parseAddress(this.savedAddress) === undefined
        ? { addressNote: profileMessages.freeTextAddress }
        : {}),
      ...(!creating && this.pendingCheckout.isWaiting && this.cart.unitCount > 0
        ? { backToBooking: profileMessages.backToBooking }
        : {}),
      saving: this.saving,
    };
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const result = await this.loadProfile.execute();
    runInAction(() => {
      if (!result.ok) {
        this.status = 'error';
        return;
      }
      this.mode = result.value.mode;
      this.contactNumber = result.value.contactNumber;
      this.initialValues = result.value.values;
      this.savedAddress = result.value.savedAddress;
      this.status = 'ready';
    });
  }

  /** Every rule of SPEC §5 for the current mode; the form shows these under each field. */
  validate(values: ProfileFormValues): ProfileErrors {
    return profileFormErrors(
      this.mode,
      this.contactNumber,
      { ...blank, ...values },
      this.savedAddress,
    );
  }

  /**
   * What the disabled submit button says is missing ("Still needed: first name, pincode"), or ''
   * once the form can be sent.
   */
  stillNeeded(values: ProfileFormValues): string {
    const fields = missingFields(this.validate(values));
    if (fields.length === 0) return '';
    return profileMessages.stillNeeded(
      fields.map((field) => profileMessages.needed[field]).join(', '),
    );
  }

  /** The pincode field keeps six digits at most. */
  normalisePincode(text: string | undefined): string {
    return pincodeInput(text ?? '');
  }

  /** Back to the booking she left to change her details: the cart takes the checkout up again. */
  returnToBooking(): void {
    this.navigator.go(links.cart);
  }

  /** The alternate contact field keeps at most ten digits (SPEC §5). */
  normaliseAltContact(text: string | undefined): string {
    return altContactInput(text ?? '');
  }

  /**
   * Saves once (a second submit while saving does nothing). A checkout waiting for the account or
   * for new details goes on in the cart; a new account otherwise goes to the cart when something
   * is in it, else home; an edit stays on the page.
   */
  async submit(values: ProfileFormValues): Promise<ProfileErrors | undefined> {
    if (this.saving) return undefined;
    if (!goesOnline(this.connection, this.notifier, offlineMessages.needed.profile))
      return undefined;
    this.saving = true;
    const mode = this.mode;
    const result = await this.busy.during(() =>
      this.saveProfile.execute(
        mode,
        this.contactNumber,
        { ...blank, ...values },
        this.savedAddress,
      ),
    );
    runInAction(() => (this.saving = false));
    if (!result.ok) {
      this.notifier.notify(notification('error', result.error.message));
      return result.error.fieldErrors;
    }
    this.notifier.notify(notification('success', result.value.message));
    runInAction(() => (this.savedAddress = result.value.address));
    if (mode === 'create')
      runInAction(() => {
        this.mode = 'edit';
        this.initialValues = { ...blank, ...values, password: '', confirmPassword: '' };
      });
    if (this.pendingCheckout.isWaiting && this.cart.unitCount > 0) this.navigator.go(links.cart);
    else if (mode === 'create')
      this.navigator.go(this.cart.unitCount > 0 ? links.cart : links.root);
    return undefined;
  }

  retry(): Promise<void> {
    return this.load();
  }
}
