import { describe, expect, it } from 'vitest';
import { malformed, rejected, unavailable } from '../../../../src/core/shared/GatewayFailure';

describe('GatewayFailure', () => {
  it('describes an unreachable server without a cause', () => {
    expect(unavailable()).toEqual({ kind: 'unavailable' });
  });

  it('keeps the cause of an unreachable server when one is known', () => {
    expect(unavailable('timeout')).toEqual({ kind: 'unavailable', cause: 'timeout' });
  });

  it('describes a payload off contract, with its detail when given', () => {
    expect(malformed()).toEqual({ kind: 'malformed' });
    expect(malformed('data is not JSON')).toEqual({
      kind: 'malformed',
      detail: 'data is not JSON',
    });
  });

  it("keeps the server's own text when it refuses", () => {
    expect(rejected('Invalid OTP')).toEqual({ kind: 'rejected', reason: 'Invalid OTP' });
  });
});
