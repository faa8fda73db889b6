import type { Profile } from '../../../../src/core/profile/Profile';
import type {
  ProfileGateway,
  ProfileSubmission,
} from '../../../../src/core/profile/ProfileGateway';
import type { GatewayFailure } from '../../../../src/core/shared/GatewayFailure';
import { ok, type Result } from '../../../../src/core/shared/Result';

/** A profile backend that records loads and saves and returns the results the test scripts. */
export class RecordingProfileGateway implements ProfileGateway {
  readonly loadedFor: number[] = [];
  readonly saved: ProfileSubmission[] = [];
  loadAnswer: Result<Profile, GatewayFailure>;
  saveAnswer: Result<void, GatewayFailure> = ok(undefined);

  constructor(profile: Profile) {
    this.loadAnswer = ok(profile);
  }

  async load(userId: number): Promise<Result<Profile, GatewayFailure>> {
    this.loadedFor.push(userId);
    return this.loadAnswer;
  }

  async save(submission: ProfileSubmission): Promise<Result<void, GatewayFailure>> {
    this.saved.push(submission);
    return this.saveAnswer;
  }
}
