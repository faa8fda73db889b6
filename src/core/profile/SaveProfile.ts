import { formMessages } from './formMessages';
import type { SessionStore } from '../auth/SessionStore';
import { fail, ok, type Result } from '../shared/Result';
import type { ProfileMode } from './Profile';
import {
  addressToSend,
  altContactInput,
  profileFormErrors,
  type ProfileFormValues,
} from './profileForm';
import type { ProfileGateway } from './ProfileGateway';

export type SaveProfileResult = Result<
  {
    readonly message: string;
    /** The Address text sent, now the saved one. */
    readonly address: string;
  },
  {
    readonly reason: 'invalid' | 'rejected' | 'failed';
    readonly message: string;
    readonly fieldErrors?: Partial<Record<keyof ProfileFormValues, string>>;
  }
>;

/**
 * Creates or updates the profile (SPEC §4). The form's rules are checked again here, so no caller
 * can send what the form would refuse. The address goes as one text (addressParts.ts); one saved
 * as free text goes back unchanged while its parts are as they were loaded.
 */
export class SaveProfile {
  constructor(
    private readonly session: SessionStore,
    private readonly profiles: ProfileGateway,
  ) {}

  async execute(
    mode: ProfileMode,
    contactNumber: string,
    values: ProfileFormValues,
    savedAddress = '',
  ): Promise<SaveProfileResult> {
    const failedMessage =
      mode === 'create' ? formMessages.createAccountFailed : formMessages.updateAccountFailed;
    const fieldErrors = profileFormErrors(mode, contactNumber, values, savedAddress);
    const firstError = Object.values(fieldErrors)[0];
    if (firstError !== undefined)
      return fail({ reason: 'invalid', message: firstError, fieldErrors });
    const { userId } = this.session.read();
    if (userId <= 0) return fail({ reason: 'failed', message: failedMessage });
    const address = addressToSend(values, savedAddress);
    const result = await this.profiles.save({
      userId,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: mode === 'create' ? values.password : '',
      address,
      altContact: altContactInput(values.altContact),
    });
    if (result.ok) {
      return ok({
        message:
          mode === 'create'
            ? formMessages.accountCreated(values.firstName.trim())
            : formMessages.accountUpdated,
        address,
      });
    }
    if (result.error.kind === 'rejected')
      return fail({ reason: 'rejected', message: result.error.reason });
    return fail({ reason: 'failed', message: failedMessage });
  }
}
