import { describe, expect, it } from 'vitest';
import { keyRefusalShortfall } from '../../../scripts/pact-kit/apiKeyCheck';

const README = '(README, "Wire decisions you must know")';

describe('keyRefusalShortfall, a call without the API key or with a wrong one', () => {
  it('is refused as README asks with 403', () => {
    expect(keyRefusalShortfall(403, 'Forbidden')).toBeUndefined();
  });

  it.each([200, 204])('answered %i means the key is not enforced', (status) => {
    expect(keyRefusalShortfall(status)).toBe(
      `answered ${status}: the key is not enforced; a missing or wrong key must be answered 403 ${README}`,
    );
  });

  it("answered 401 would end a customer's session in the app", () => {
    expect(keyRefusalShortfall(401, 'Unauthorized')).toBe(
      `answered 401: to the app a 401 ends the customer's session; a missing or wrong key must be answered 403 ${README}`,
    );
  });

  it('answered any other status says what came, with its reason, and that 403 is asked', () => {
    expect(keyRefusalShortfall(400, 'Bad request (the body is not JSON)')).toBe(
      `answered 400 ("Bad request (the body is not JSON)"); a missing or wrong key must be answered 403 ${README}`,
    );
    expect(keyRefusalShortfall(404)).toBe(
      `answered 404; a missing or wrong key must be answered 403 ${README}`,
    );
  });
});
