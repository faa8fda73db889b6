/**
 * A customer's profile as the server keeps it (SPEC §3). Empty text is '' here: the adapter
 * turns the wire's 'n_a' and an alternate contact of '0' into ''.
 */
export interface Profile {
  readonly mobile: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly address: string;
  readonly altContact: string;
}

export type ProfileMode = 'create' | 'edit';

/** SPEC §4: a profile without a first name ('n_a' on the wire) is created, any other edited. */
export function profileMode(profile: Pick<Profile, 'firstName'>): ProfileMode {
  return profile.firstName.trim() === '' ? 'create' : 'edit';
}

/** SPEC §9: the only city and state served so far (both id 1 on the wire). */
export const DEFAULT_CITY = 'Hyderabad';
export const DEFAULT_STATE = 'Telangana';
