import { confirmMessages } from './confirmMessages';
import type { SessionStore } from '../auth/SessionStore';
import { fail, ok, type Result } from '../shared/Result';
import { DEFAULT_CITY, DEFAULT_STATE } from './Profile';
import type { ProfileGateway } from './ProfileGateway';
import { addressOnOneLine, parseAddress } from './addressParts';

/** Where the technician goes and whom they call: the customer's profile, as a booking uses it. */
export interface VisitDetails {
  readonly name: string;
  /** The address the customer gave, on one line; '' when they have not given one yet. */
  readonly address: string;
  /** The state, after the city too when the address does not name it (SPEC §9's defaults). */
  readonly area: string;
  /** The number they log in with, ten digits. */
  readonly mobile: string;
  /** Another number to call, ten digits, or ''. */
  readonly altContact: string;
  /** For the payment's receipt from the provider, when the profile has one. */
  readonly email?: string;
}

export type GetVisitDetailsResult = Result<VisitDetails, { readonly message: string }>;

/** The confirm dialog's "where and who": read from the profile (Authentication/userDetails). */
export class GetVisitDetails {
  constructor(
    private readonly session: SessionStore,
    private readonly profiles: ProfileGateway,
  ) {}

  async execute(): Promise<GetVisitDetailsResult> {
    const { userId } = this.session.read();
    if (userId <= 0) return fail({ message: confirmMessages.visitUnavailable });
    const loaded = await this.profiles.load(userId);
    if (!loaded.ok) return fail({ message: confirmMessages.visitUnavailable });
    const profile = loaded.value;
    // An address in parts ends with its city and pincode; a free-text one may name neither.
    const namesCity = parseAddress(profile.address) !== undefined;
    return ok({
      name: `${profile.firstName} ${profile.lastName}`.trim(),
      address: addressOnOneLine(profile.address),
      area: namesCity ? DEFAULT_STATE : `${DEFAULT_CITY}, ${DEFAULT_STATE}`,
      mobile: profile.mobile,
      altContact: profile.altContact,
      ...(profile.email.trim() ? { email: profile.email.trim() } : {}),
    });
  }
}
