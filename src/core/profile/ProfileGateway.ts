import type { GatewayFailure } from '../shared/GatewayFailure';
import { PortMethods } from '../shared/PortMethods';
import type { Result } from '../shared/Result';
import type { Profile } from './Profile';

/** What sign-up and profile edits send (Authentication/userSignUp). */
export interface ProfileSubmission {
  readonly userId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** '' in edit mode, where the password is not changed. */
  readonly password: string;
  readonly address: string;
  /** '' when the customer gave none. */
  readonly altContact: string;
}

/**
 * Reads and saves the customer's profile. `load` is a read and may be retried; `save` is sent once.
 * Failures: `rejected` with the server's text (status false), `unavailable` (network, HTTP error,
 * timeout), `malformed` (payload off contract, including a list without the profile). Never throws.
 */
export interface ProfileGateway {
  /** Authentication/userDetails/{userId}: the profile; a new user's has an empty first name. */
  load(userId: number): Promise<Result<Profile, GatewayFailure>>;
  /** Authentication/userSignUp: creates or updates the profile. */
  save(submission: ProfileSubmission): Promise<Result<void, GatewayFailure>>;
}

/** Every method of the ProfileGateway, for what is built once for each (a late adapter, a fake, a test double). */
export const PROFILE_GATEWAY_METHODS = PortMethods.of<ProfileGateway>()(['load', 'save']);
