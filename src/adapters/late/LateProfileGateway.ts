import type { ProfileGateway, ProfileSubmission } from '../../core/profile/ProfileGateway';
import { callLate } from './callLate';

/** The ProfileGateway whose implementation downloads on its first call (see callLate). */
export class LateProfileGateway implements ProfileGateway {
  constructor(private readonly implementation: () => Promise<ProfileGateway>) {}

  load(userId: number): ReturnType<ProfileGateway['load']> {
    return callLate(this.implementation, (gateway) => gateway.load(userId));
  }

  save(submission: ProfileSubmission): ReturnType<ProfileGateway['save']> {
    return callLate(this.implementation, (gateway) => gateway.save(submission));
  }
}
