import type { AuthGateway, VerifiedUser } from '../../core/auth/AuthGateway';
import { rejected, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../core/shared/Result';
import type { DemoBackend } from './DemoBackend';
import { SimulatedNetwork, type FakeGatewayOptions } from './SimulatedNetwork';

/**
 * AuthGateway of the offline demo: no SMS is sent, and every number accepts DEMO_OTP. With the
 * `session` extension, a verified customer gets a session token.
 */
export class FakeAuthGateway implements AuthGateway {
  private readonly network: SimulatedNetwork<keyof AuthGateway>;

  constructor(
    private readonly backend: DemoBackend,
    private readonly options: FakeGatewayOptions = {},
  ) {
    this.network = new SimulatedNetwork(options);
  }

  /** The next `times` calls of `method` fail with `failure` (tests and demos). */
  failNext(method: keyof AuthGateway, failure: GatewayFailure, times = 1): void {
    this.network.failNext(method, failure, times);
  }

  sendOtp(mobile: string): Promise<Result<{ readonly userId: number }, GatewayFailure>> {
    return this.network.call('sendOtp', () => {
      const reply = this.backend.login(mobile);
      return reply.ok ? ok(reply.value) : fail(rejected(reply.error));
    });
  }

  verifyOtp(mobile: string, code: string): Promise<Result<VerifiedUser, GatewayFailure>> {
    return this.network.call('verifyOtp', () => {
      const reply = this.backend.verify(mobile, code);
      if (!reply.ok) return fail(rejected(reply.error));
      // The `session` extension: the verified customer gets a session, and when it ends.
      const opened = this.options.session ? this.backend.openSession(mobile) : undefined;
      return ok(opened ? { ...reply.value, ...opened } : reply.value);
    });
  }

  /** Ends the session on the demo server; without sessions there is nothing to end. */
  logout(): Promise<Result<void, GatewayFailure>> {
    return this.network.call('logout', () => {
      this.options.session?.logout();
      return ok(undefined);
    });
  }
}
