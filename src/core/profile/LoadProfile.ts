import { formMessages } from './formMessages';
import type { SessionStore } from '../auth/SessionStore';
import { fail, ok, type Result } from '../shared/Result';
import { profileMode, type ProfileMode } from './Profile';
import { initialProfileForm, type ProfileFormValues } from './profileForm';
import type { ProfileGateway } from './ProfileGateway';

export interface LoadedProfile {
  readonly mode: ProfileMode;
  readonly contactNumber: string;
  readonly values: ProfileFormValues;
  /** The Address text as saved, which the form sends back while its parts are unchanged. */
  readonly savedAddress: string;
}

export type LoadProfileResult = Result<LoadedProfile, { readonly message: string }>;

/** Opens the profile page: create mode for a new user, edit mode otherwise (SPEC §4). */
export class LoadProfile {
  constructor(
    private readonly session: SessionStore,
    private readonly profiles: ProfileGateway,
  ) {}

  async execute(): Promise<LoadProfileResult> {
    const { userId } = this.session.read();
    if (userId <= 0) return fail({ message: formMessages.profileLoadFailed });
    const result = await this.profiles.load(userId);
    if (!result.ok) return fail({ message: formMessages.profileLoadFailed });
    const profile = result.value;
    return ok({
      mode: profileMode(profile),
      contactNumber: profile.mobile,
      values: initialProfileForm(profile),
      savedAddress: profile.address,
    });
  }
}
