import type { AuthGateway } from '../../core/auth/AuthGateway';
import { callLate } from './callLate';

/** The AuthGateway whose implementation downloads on its first call (see callLate). */
export class LateAuthGateway implements AuthGateway {
  constructor(private readonly implementation: () => Promise<AuthGateway>) {}

  sendOtp(mobile: string): ReturnType<AuthGateway['sendOtp']> {
    return callLate(this.implementation, (gateway) => gateway.sendOtp(mobile));
  }

  verifyOtp(mobile: string, code: string): ReturnType<AuthGateway['verifyOtp']> {
    return callLate(this.implementation, (gateway) => gateway.verifyOtp(mobile, code));
  }

  logout(): ReturnType<AuthGateway['logout']> {
    return callLate(this.implementation, (gateway) => gateway.logout());
  }
}
