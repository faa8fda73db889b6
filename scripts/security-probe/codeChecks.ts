/**
 * The probe's checks of one-time codes through the provider states: how many a number is sent,
 * how many wrong ones it takes, and whether a code works twice or after it ended. A refused code
 * counts only beside one that logged in: the right code, sent afresh by its state, must work.
 */
import { logIn, type Check, type Customer } from './customers';
import { answered, failedToAnswer } from './probeClient';
import { allowed, MUST, notRun, refused } from './verdicts';

export const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

export const codesPerNumberCheck: Check = {
  async run(probe, setups) {
    const failure = await setups.setUp('knownNumber', probe.a);
    if (failure) return notRun(failure);
    for (const [index, ordinal] of ORDINALS.entries()) {
      const { result, exchange } = await probe.client.as(undefined, (api) =>
        api.auth.sendOtp(probe.a.mobile),
      );
      if (result.ok) continue;
      const sent = `the ${ordinal} ${exchange.call} for ${probe.a.mobile} ${answered(exchange)}`;
      // A backend that failed (no answer, a 5xx) refused nothing.
      return index === 0 || failedToAnswer(exchange) ? notRun(sent) : refused(sent);
    }
    return allowed(
      `all six POST /Authentication/login for ${probe.a.mobile} answered status: true`,
      MUST.codesPerNumber,
    );
  },
};

const WRONG_TRIES = 10;

/** The `n`th wrong code: the right one plus `n`, six digits. */
const wrongCode = (customer: Customer, n: number) =>
  String((Number(customer.code) + n) % 1_000_000).padStart(6, '0');

export const wrongCodesCheck: Check = {
  async run(probe, setups) {
    const a = probe.a;
    const failure = await setups.setUp('codeSent', a);
    if (failure) return notRun(failure);
    for (let n = 1; n <= WRONG_TRIES; n += 1) {
      const code = wrongCode(a, n);
      const { result, exchange } = await probe.client.as(undefined, (api) =>
        api.auth.verifyOtp(a.mobile, code),
      );
      if (result.ok)
        return allowed(
          `the wrong code ${code} logged in: ${exchange.call} ${answered(exchange)}`,
          MUST.wrongCodes,
        );
    }
    const right = await probe.client.as(undefined, (api) => api.auth.verifyOtp(a.mobile, a.code));
    const sent = `after ten wrong codes, ${right.exchange.call} with the right one ${answered(right.exchange)}`;
    if (right.result.ok) return allowed(`${sent} and logged in`, MUST.wrongCodes);
    // The state's new code (it ends a lock) must let her in; else the refusal says nothing.
    const again = await logIn(probe, setups, a);
    return again.ok
      ? refused(`${sent}, and after its state sent a new code it logged in`)
      : notRun(
          `${sent}, and again after its state sent a new code (${again.error}), so the probe cannot tell a lock from a code that never worked`,
        );
  },
};

export const codeTwiceCheck: Check = {
  async run(probe, setups) {
    const a = probe.a;
    const first = await logIn(probe, setups, a);
    if (!first.ok) return notRun(first.error);
    const second = await probe.client.as(undefined, (api) => api.auth.verifyOtp(a.mobile, a.code));
    const sent = `${second.exchange.call} with the code ${a.code}, which had just logged customer A in, ${answered(second.exchange)}`;
    if (second.result.ok) return allowed(`${sent} and logged her in again`, MUST.codeTwice);
    return failedToAnswer(second.exchange) ? notRun(sent) : refused(sent);
  },
};

/** How old the code is when the probe tries it: past the five minutes a code may live. */
export const EXPIRED_CODE_MINUTES = 6;

export const expiredCodeCheck: Check = {
  async run(probe, setups) {
    const a = probe.a;
    const { failure } = await setups.setUpOwn('codeSentAgo', {
      firstName: a.firstName,
      mobile: a.mobile,
      code: a.code,
      userId: a.userId,
      minutes: EXPIRED_CODE_MINUTES,
    });
    if (failure) return notRun(failure);
    const late = await probe.client.as(undefined, (api) => api.auth.verifyOtp(a.mobile, a.code));
    const sent = `${late.exchange.call} with the code ${a.code}, sent ${EXPIRED_CODE_MINUTES} minutes before by its state, ${answered(late.exchange)}`;
    if (late.result.ok) return allowed(`${sent} and logged in`, MUST.expiredCode);
    // The same code sent afresh must log in; else the refusal says nothing of its age.
    const fresh = await logIn(probe, setups, a);
    return fresh.ok
      ? refused(`${sent}, and the same code sent afresh by its state logged in`)
      : notRun(
          `${sent}, and the same code sent afresh did not log in either (${fresh.error}), so the probe cannot tell an ended code from one that never worked`,
        );
  },
};
