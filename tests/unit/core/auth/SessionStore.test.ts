import { describe, expect, it } from 'vitest';
import { isLoggedIn } from '../../../../src/core/auth/SessionStore';

describe('isLoggedIn', () => {
  it('treats user id 0 as a visitor', () => {
    expect(isLoggedIn({ userId: 0, discardedCorruptValue: false })).toBe(false);
  });

  it('treats a user id above 0 as logged in', () => {
    expect(isLoggedIn({ userId: 17, discardedCorruptValue: false })).toBe(true);
  });
});
