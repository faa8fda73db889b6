import { describe, expect, it } from 'vitest';
import { LOGOUT_REDIRECT_DELAY_MS, Logout } from '../../../../src/core/auth/Logout';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { RecordingPersonalCopies } from '../support/RecordingPersonalCopies';

describe('Logout', () => {
  it('ends the session and wipes the device', () => {
    const session = new InMemorySessionStore(17);

    new Logout(session, new RecordingPersonalCopies()).execute();

    expect(session.signOuts).toBe(1);
    expect(session.read().userId).toBe(0);
  });

  it("forgets every copy of the customer's own data kept on the device", () => {
    const copies = new RecordingPersonalCopies();

    new Logout(new InMemorySessionStore(17), copies).execute();

    expect(copies.forgotten).toBe(1);
  });

  it('says "Logged Out successfully!" and returns home after 2000 ms', () => {
    const session = new InMemorySessionStore(17);

    expect(new Logout(session, new RecordingPersonalCopies()).execute()).toEqual({
      message: 'Logged Out successfully!',
      redirectAfterMs: 2000,
    });
  });

  it('waits two seconds before the redirect', () => {
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(2000);
  });
});
