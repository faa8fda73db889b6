import { describe, expect, it } from 'vitest';
import { LOGOUT_REDIRECT_DELAY_MS, LOGOUT_WAIT_MS, Logout } from '../../../../src/core/auth/Logout';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail } from '../../../../src/core/shared/Result';
import { FakeClock } from '../../../support/FakeClock';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { RecordingPersonalCopies } from '../support/RecordingPersonalCopies';
import { authDouble } from '../support/gatewayDoubles';

function logout({ token }: { token?: string } = {}) {
  const session = new InMemorySessionStore(17);
  if (token) session.session = { token };
  const auth = authDouble();
  const copies = new RecordingPersonalCopies();
  const clock = new FakeClock();
  return { session, auth, copies, clock, useCase: new Logout(session, auth, copies, clock) };
}

describe('Logout', () => {
  it('ends the session and wipes the device', async () => {
    const { session, useCase } = logout();

    await useCase.execute();

    expect(session.signOuts).toBe(1);
    expect(session.read().userId).toBe(0);
  });

  it("forgets every copy of the customer's own data kept on the device", async () => {
    const { copies, useCase } = logout();

    await useCase.execute();

    expect(copies.deletions).toEqual(['all']);
  });

  it('ends the session on the server when the backend gave one', async () => {
    const { auth, useCase } = logout({ token: 'tok-17' });

    await useCase.execute();

    expect(auth.callsTo('logout')).toHaveLength(1);
  });

  it('asks the server nothing when the backend gave no session', async () => {
    const { auth, useCase } = logout();

    await useCase.execute();

    expect(auth.callsTo('logout')).toHaveLength(0);
  });

  it('logs out of the phone when the server cannot be reached', async () => {
    const { auth, session, useCase } = logout({ token: 'tok-17' });
    auth.answers.logout = fail(unavailable('network'));

    await useCase.execute();

    expect(session.read()).toMatchObject({ userId: 0 });
    expect(session.read()).not.toHaveProperty('token');
  });

  it(`waits ${LOGOUT_WAIT_MS} ms at most for a server that does not answer`, async () => {
    const { auth, session, clock, useCase } = logout({ token: 'tok-17' });
    auth.hold('logout');

    const done = useCase.execute();
    clock.advance(LOGOUT_WAIT_MS - 1);
    expect(session.signOuts).toBe(0);
    clock.advance(1);
    await done;

    expect(session.signOuts).toBe(1);
  });

  it('says "Logged Out successfully!" and returns home after 2000 ms', async () => {
    const { useCase } = logout();

    expect(await useCase.execute()).toEqual({
      message: 'Logged Out successfully!',
      redirectAfterMs: 2000,
    });
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(2000);
  });
});
