import type { Profile } from '../../core/profile/Profile';
import type { ProfileGateway, ProfileSubmission } from '../../core/profile/ProfileGateway';
import { malformed, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../core/shared/Result';
import { apiPath, type ApiClient } from './ApiClient';
import { decodeRowList } from './envelope';
import { profileFromWire, profileRow, savedOrRefused, signUpBody } from './profileWire';

/**
 * The customer's profile over HTTP. `load` is a read (retried on network errors, timeouts and
 * 502/503/504); `save` is a write, sent exactly once.
 *
 * Failures: `rejected` with the server's text (`status: false`), or with the validation message
 * for an alternate contact that is not digits; `unavailable` (network, timeout, HTTP error);
 * `malformed` (off-contract answer, a list without the profile). Never throws.
 */
export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly client: ApiClient) {}

  /**
   * POST `Authentication/userDetails/{userId}`, body `{}`. Answer `{ status: true, data: "<JSON
   * text of a one-element list>" }`; the row has `Contact_Number` (number), `First_Name`,
   * `Last_Name`, `Email`, `Address` ('n_a' or null read as '') and `AltContactNumber` ('0' or 0
   * read as ''). A new user's `First_Name` is 'n_a', which the core reads as create mode.
   */
  async load(userId: number): Promise<Result<Profile, GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'read',
      method: 'POST',
      keep: 'personal',
      path: apiPath`Authentication/userDetails/${userId}`,
    });
    if (!answer.ok) return answer;
    const rows = decodeRowList(answer.value, profileRow, 'list-only');
    if (!rows.ok) return rows;
    const [row] = rows.value;
    return row ? ok(profileFromWire(row)) : fail(malformed('data: the list holds no profile'));
  }

  /**
   * POST `Authentication/userSignUp`, body `{ userId, firstName, lastName, email, password,
   * address, cityId: 1, stateId: 1, altConatact }` (`altConatact` a number, 0 when empty; the
   * password is '' when editing). Answer `{ status: true }` or `{ status: false, data: "<reason>" }`.
   */
  async save(submission: ProfileSubmission): Promise<Result<void, GatewayFailure>> {
    const body = signUpBody(submission);
    if (!body.ok) return body;
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'Authentication/userSignUp',
      body: body.value,
    });
    return answer.ok ? savedOrRefused(answer.value) : answer;
  }
}
