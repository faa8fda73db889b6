import { afterEach, describe, expect, it } from 'vitest';
import {
  startReferenceProvider,
  type ReferenceProviderOptions,
  type RunningProvider,
} from '../../provider/referenceProvider';
import { STATE_SECRET_HEADER, stateSecretRefusals } from '../../provider/stateSecret';
import { FakeClock } from '../../support/FakeClock';

const KEY = 'provider-test-key';
const SECRET = 'state-secret-for-this-test';
const PRIYA = { firstName: 'Priya', mobile: '9876543210', userId: 101 } as const;
const ARJUN = { firstName: 'Arjun', mobile: '9988776655', userId: 102 } as const;
const CODE_SENT = 'a customer named {firstName} with mobile {mobile} was sent the code {code}';
const MINUTE = 60 * 1000;

interface Answer {
  readonly status: number;
  readonly cacheControl: string | null;
  readonly body: unknown;
}

let running: RunningProvider | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function provider(options: ReferenceProviderOptions = {}) {
  running = await startReferenceProvider({ port: 0, apiKey: KEY, ...options });
  const { origin, apiBaseUrl } = running;
  const read = async (response: Response): Promise<Answer> => {
    const text = await response.text();
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  };
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) =>
    read(
      await fetch(`${apiBaseUrl}${path}`, {
        method,
        headers: {
          'x-api-key': KEY,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
      }),
    );
  const state = async (
    name: string,
    params: Readonly<Record<string, unknown>>,
    // null: no header at all
    secret: string | null = options.stateSecret ?? null,
  ) =>
    read(
      await fetch(`${origin}/_pact/provider-states`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret === null ? {} : { [STATE_SECRET_HEADER]: secret }),
        },
        body: JSON.stringify({ state: name, params, action: 'setup' }),
      }),
    );
  const login = (mobile: string) =>
    call('POST', 'Authentication/login', { Contact_Number: Number(mobile), Device_Type: 'web' });
  const verify = (mobile: string, code: string) =>
    call('POST', 'Authentication/verifyOtp', { Contact_Number: Number(mobile), Otp: Number(code) });
  /** A session of `customer`'s, through the code a state sent. */
  const sessionOf = async (customer: typeof PRIYA | typeof ARJUN, code = '482913') => {
    await state(CODE_SENT, { ...customer, code });
    const { body } = await verify(customer.mobile, code);
    return (body as { token?: string }).token ?? '';
  };
  return { call, state, login, verify, sessionOf };
}

const loggedIn = (answer: Answer) => (answer.body as { status?: unknown }).status === true;

describe('the reference provider’s state endpoint', () => {
  it('with a secret, refuses a state change without it or with another, and makes one with it', async () => {
    const { state } = await provider({ secure: true, stateSecret: SECRET });
    const params = { ...PRIYA, code: '482913' };

    const without = await state(CODE_SENT, params, null);
    const wrong = await state(CODE_SENT, params, `${SECRET}x`);
    const right = await state(CODE_SENT, params, SECRET);

    expect(without).toMatchObject({ status: 403, body: { error: stateSecretRefusals.wrong } });
    expect(wrong).toMatchObject({ status: 403, body: { error: stateSecretRefusals.wrong } });
    expect(right.status).toBe(200);
  });

  it('keeps provider states closed in the secure provider started without a secret', async () => {
    const { state } = await provider({ secure: true });

    const answer = await state(CODE_SENT, { ...PRIYA, code: '482913' }, null);

    expect(answer).toMatchObject({ status: 403, body: { error: stateSecretRefusals.closed } });
    expect(stateSecretRefusals.closed).toContain('PACT_STATE_SECRET');
  });

  it('leaves the spec-literal provider’s states open without a secret, as SPEC §7’s model, and locks them with one', async () => {
    const open = await provider();
    expect((await open.state(CODE_SENT, { ...PRIYA, code: '123456' })).status).toBe(200);
    await running?.close();

    const locked = await provider({ stateSecret: SECRET });
    expect((await locked.state(CODE_SENT, { ...PRIYA, code: '123456' }, null)).status).toBe(403);
  });
});

describe('the secure reference provider’s one-time codes', () => {
  it('does not take the demo’s fixed code after a real login, only the code sent', async () => {
    const { login, verify, state } = await provider({ secure: true, stateSecret: SECRET });

    await login(PRIYA.mobile);
    const demoCode = await verify(PRIYA.mobile, '123456');
    // A test learns the code a login sent through the state, which sets one of its choosing.
    await state(CODE_SENT, { ...PRIYA, code: '705218' });
    const sent = await verify(PRIYA.mobile, '705218');

    expect(loggedIn(demoCode)).toBe(false);
    expect(sent).toMatchObject({ status: 200, body: { status: true, data: 'Priya' } });
  });

  it('takes a code once: the second time it is refused', async () => {
    const { verify, state } = await provider({ secure: true, stateSecret: SECRET });
    await state(CODE_SENT, { ...PRIYA, code: '705218' });

    const first = await verify(PRIYA.mobile, '705218');
    const second = await verify(PRIYA.mobile, '705218');

    expect([loggedIn(first), loggedIn(second)]).toEqual([true, false]);
  });

  it('refuses a code five minutes after it was sent', async () => {
    const clock = new FakeClock();
    const { verify, state } = await provider({ secure: true, stateSecret: SECRET, clock });
    await state(CODE_SENT, { ...PRIYA, code: '705218' });
    clock.advance(5 * MINUTE);
    const late = await verify(PRIYA.mobile, '705218');
    await state(`${CODE_SENT} {minutes} minutes ago`, { ...PRIYA, code: '705219', minutes: 6 });
    const stateSaysLate = await verify(PRIYA.mobile, '705219');

    expect([loggedIn(late), loggedIn(stateSaysLate)]).toEqual([false, false]);
  });

  it('takes any six digits as a state’s code, and nothing else; the others only the demo’s code', async () => {
    const secure = await provider({ secure: true, stateSecret: SECRET });
    const sixDigits = await secure.state(CODE_SENT, { ...PRIYA, code: '000417' });
    const fiveDigits = await secure.state(CODE_SENT, { ...PRIYA, code: '41705' });
    await running?.close();
    const literal = await provider();
    const notTheDemos = await literal.state(CODE_SENT, { ...PRIYA, code: '000417' });

    expect([sixDigits.status, fiveDigits.status, notTheDemos.status]).toEqual([200, 400, 400]);
  });

  it('keeps a non-secure session provider on the demo’s code, for the tests that log in with it', async () => {
    const { login, verify } = await provider({ sessions: true });

    await login(ARJUN.mobile);
    const answer = await verify(ARJUN.mobile, '123456');

    expect(answer.body).toMatchObject({ status: true, token: expect.any(String) });
  });

  it('with the code-twice hole, takes a code again', async () => {
    const { verify, state } = await provider({
      secure: true,
      stateSecret: SECRET,
      holes: ['code-twice'],
    });
    await state(CODE_SENT, { ...PRIYA, code: '705218' });

    await verify(PRIYA.mobile, '705218');

    expect(loggedIn(await verify(PRIYA.mobile, '705218'))).toBe(true);
  });
});

describe('the secure reference provider’s sessions', () => {
  it('refuses a token after its logout', async () => {
    const { call, sessionOf } = await provider({ secure: true, stateSecret: SECRET });
    const token = await sessionOf(PRIYA);

    const before = await call('GET', 'Services/BookingsByUserId/101', undefined, token);
    const logout = await call('POST', 'Authentication/logout', {}, token);
    const after = await call('GET', 'Services/BookingsByUserId/101', undefined, token);

    expect([before.status, logout.status, after.status]).toEqual([200, 204, 401]);
  });

  it('gives, through its states, sessions unused for 31 minutes or opened 8 days ago that are refused', async () => {
    const { call, state } = await provider({ secure: true, stateSecret: SECRET });
    const idle = await state('user {userId} has a session last used {minutes} minutes ago', {
      userId: 101,
      minutes: 31,
    });
    const old = await state(
      'user {userId} has a session opened {days} days ago and used a minute ago',
      {
        userId: 101,
        days: 8,
      },
    );
    const bookingsWith = (answer: Answer) =>
      call(
        'GET',
        'Services/BookingsByUserId/101',
        undefined,
        (answer.body as { token: string }).token,
      );

    expect((await bookingsWith(idle)).status).toBe(401);
    expect((await bookingsWith(old)).status).toBe(401);
  });

  it('with the token-never-expires hole, takes those sessions', async () => {
    const { call, state } = await provider({
      secure: true,
      stateSecret: SECRET,
      holes: ['token-never-expires'],
    });
    const old = await state(
      'user {userId} has a session opened {days} days ago and used a minute ago',
      {
        userId: 101,
        days: 8,
      },
    );
    const token = (old.body as { token: string }).token;

    expect((await call('GET', 'Services/BookingsByUserId/101', undefined, token)).status).toBe(200);
  });

  it('answers no token for an old session when it keeps none', async () => {
    const { state } = await provider();

    const idle = await state('user {userId} has a session last used {minutes} minutes ago', {
      userId: 101,
      minutes: 31,
    });

    expect(idle).toMatchObject({ status: 200, body: {} });
  });

  it("answers the detail of another customer's booking exactly as a booking nobody has", async () => {
    const { call, sessionOf } = await provider({ secure: true, stateSecret: SECRET });
    const arjun = await sessionOf(ARJUN);

    const priyas = await call('GET', 'Services/BookingsRefByBookingID/5004', undefined, arjun);
    const nobodys = await call('GET', 'Services/BookingsRefByBookingID/9999', undefined, arjun);
    const profile = await call('POST', 'Authentication/userDetails/101', {}, arjun);

    expect(priyas).toEqual(nobodys);
    expect(priyas.body).toEqual({ data: '[]' });
    expect(profile.status).toBe(403);
  });
});

describe('the secure reference provider’s Cache-Control', () => {
  it('answers every call about a customer with no-store, and leaves the catalogue to caches', async () => {
    const { call, sessionOf, verify, state } = await provider({
      secure: true,
      stateSecret: SECRET,
    });
    await state(CODE_SENT, { ...PRIYA, code: '705218' });
    const verified = await verify(PRIYA.mobile, '705218');
    const token = await sessionOf(PRIYA);

    const personal = [
      verified,
      await call('GET', 'Services/BookingsByUserId/101', undefined, token),
      await call('GET', 'Services/BookingsRefByBookingID/5004', undefined, token),
      await call('POST', 'Authentication/userDetails/101', {}, token),
      await call('GET', 'Services/BookingsByUserId/101'),
      await call('POST', 'Authentication/logout', {}, token),
    ];
    const catalogue = await call('POST', 'Services/allCategory', {});

    expect(personal.map((answer) => answer.cacheControl)).toEqual(personal.map(() => 'no-store'));
    expect(personal.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 401, 204]);
    expect(catalogue.cacheControl).toBeNull();
  });

  it('sends no Cache-Control from the spec-literal provider, as SPEC §7 says none', async () => {
    const { call } = await provider();

    expect((await call('GET', 'Services/BookingsByUserId/101')).cacheControl).toBeNull();
  });

  it('with the cacheable-reads hole, lets caches keep the GETs about a customer', async () => {
    const { call, sessionOf } = await provider({
      secure: true,
      stateSecret: SECRET,
      holes: ['cacheable-reads'],
    });
    const token = await sessionOf(PRIYA);

    const bookings = await call('GET', 'Services/BookingsByUserId/101', undefined, token);
    const profile = await call('POST', 'Authentication/userDetails/101', {}, token);

    expect(bookings.cacheControl).toBe('public, max-age=300');
    expect(profile.cacheControl).toBe('no-store');
  });
});

describe("the reference provider's technician numbers", () => {
  const COMPLETED = 'work order {workOrderId} of user {userId} is completed';
  const technicianOf = async (options: ReferenceProviderOptions) => {
    const { call, state, sessionOf } = await provider({ visit: true, ...options });
    await state(COMPLETED, { workOrderId: 9008, userId: 101 });
    const token = options.secure ? await sessionOf(PRIYA) : undefined;
    const { body } = await call('GET', 'Services/BookingsRefByBookingID/5004', undefined, token);
    const rows = JSON.parse((body as { data: string }).data) as Record<string, unknown>[];
    return rows.find((row) => row.WorkOrderID === 9008);
  };

  it('sends no number for a completed work order from the secure provider, and still its technician', async () => {
    const done = await technicianOf({ secure: true, stateSecret: SECRET });

    expect(done).toMatchObject({
      WorkOrderStatusId: 5,
      Technician_First_Name: expect.any(String),
      Technician_Contact: null,
    });
  });

  it('keeps sending it from the spec-literal provider', async () => {
    const done = await technicianOf({});

    expect(done).toMatchObject({
      WorkOrderStatusId: 5,
      Technician_Contact: expect.stringMatching(/^\+91 /),
    });
  });
});
