import type { Profile } from '../../core/profile/Profile';
import type { ProfileGateway, ProfileSubmission } from '../../core/profile/ProfileGateway';
import { rejected, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../core/shared/Result';
import type { DemoBackend } from './DemoBackend';
import { SimulatedNetwork, type FakeGatewayOptions } from './SimulatedNetwork';

/** ProfileGateway of the offline demo: profiles live in the DemoBackend. */
export class FakeProfileGateway implements ProfileGateway {
  private readonly network: SimulatedNetwork<keyof ProfileGateway>;

  constructor(
    private readonly backend: DemoBackend,
    options: FakeGatewayOptions = {},
  ) {
    this.network = new SimulatedNetwork(options);
  }

  /** The next `times` calls of `method` fail with `failure` (tests and demos). */
  failNext(method: keyof ProfileGateway, failure: GatewayFailure, times = 1): void {
    this.network.failNext(method, failure, times);
  }

  load(userId: number): Promise<Result<Profile, GatewayFailure>> {
    return this.network.callFor(
      'load',
      () => userId,
      () => {
        const reply = this.backend.profile(userId);
        return reply.ok ? ok(reply.value) : fail(rejected(reply.error));
      },
    );
  }

  save(submission: ProfileSubmission): Promise<Result<void, GatewayFailure>> {
    return this.network.callFor(
      'save',
      () => submission.userId,
      () => {
        const reply = this.backend.saveProfile({ ...submission });
        return reply.ok ? ok(undefined) : fail(rejected(reply.error));
      },
    );
  }
}
