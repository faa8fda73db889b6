import { describe, expect, it } from 'vitest';
import { answerReason, httpStatusReason } from '../../../scripts/pact-kit/httpStatusReason';

describe('httpStatusReason, what an error status in answer to an interaction means', () => {
  it('names the status of an answer that is neither 401 nor 403, with its reason', () => {
    expect(
      httpStatusReason({
        status: 404,
        sessionNamed: false,
        reason: 'No such call: Services/visitSlots',
      }),
    ).toBe('answered HTTP 404 ("No such call: Services/visitSlots")');
    expect(httpStatusReason({ status: 500, sessionNamed: true })).toBe('answered HTTP 500');
  });

  it('shortens a long reason to one line', () => {
    const reason = httpStatusReason({
      status: 400,
      sessionNamed: false,
      reason: `Bad\nrequest ${'x'.repeat(300)}`,
    });
    expect(reason).toMatch(/^answered HTTP 400 \("Bad request x+…"\)$/);
    expect(reason.length).toBeLessThan(150);
  });

  it('says a 401 without a session token, session not named, asks for PACT_EXTENSIONS=session', () => {
    expect(httpStatusReason({ status: 401, sessionNamed: false, tokenSent: false })).toBe(
      'answered 401 without a session token; a backend that keeps sessions must be verified with PACT_EXTENSIONS=session (README, "Contract extensions")',
    );
  });

  it('says a 401 to the token a state answered, session not named, asks for it too', () => {
    expect(httpStatusReason({ status: 401, sessionNamed: false, tokenSent: true })).toBe(
      'answered 401 to the session token its provider state answered; a backend that keeps sessions must be verified with PACT_EXTENSIONS=session (README, "Contract extensions")',
    );
  });

  it('says a 401 without a token, session named, is a state that answered none', () => {
    expect(httpStatusReason({ status: 401, sessionNamed: true, tokenSent: false })).toBe(
      'answered 401 without a session token: its provider state answered none, and with PACT_EXTENSIONS=session every state about a customer must answer { "token": "…" } (README, "Contract extensions" → session)',
    );
  });

  it("says a 401 to a state's token, session named, is a token that is no session", () => {
    expect(httpStatusReason({ status: 401, sessionNamed: true, tokenSent: true })).toBe(
      'answered 401 to the session token its provider state answered: the token must be a session of the state\'s customer, open until the teardown (README, "Contract extensions" → session)',
    );
  });

  it('says what a state must answer when it cannot tell whether a token went (Pact’s own step)', () => {
    expect(httpStatusReason({ status: 401, sessionNamed: true })).toBe(
      'answered 401: with PACT_EXTENSIONS=session its provider state must answer { "token": "…" }, a session of the state\'s customer, which the kit sends as Authorization: Bearer (README, "Contract extensions" → session)',
    );
  });

  it('leaves a 401 line without the answer’s reason: its meaning is the status', () => {
    expect(
      httpStatusReason({
        status: 401,
        sessionNamed: false,
        tokenSent: false,
        reason: 'Your session has ended',
      }),
    ).not.toContain('Your session has ended');
  });

  it('says a 403 is a refusal of the caller, another customer’s data or the API key, with its reason', () => {
    expect(
      httpStatusReason({
        status: 403,
        sessionNamed: true,
        tokenSent: true,
        reason: "Another customer's data",
      }),
    ).toBe(
      'answered 403 ("Another customer\'s data"): refused as another customer\'s data or for its API key; PACT_API_KEY must be a key the backend accepts, and the session token each provider state answers must be of the customer its call is about (README, "Contract extensions" → session)',
    );
    expect(httpStatusReason({ status: 403, sessionNamed: false, tokenSent: false })).toBe(
      'answered 403: refused as another customer\'s data or for its API key; PACT_API_KEY must be a key the backend accepts, and a backend that keeps sessions answers a call without one 401 and is verified with PACT_EXTENSIONS=session (README, "Contract extensions")',
    );
  });
});

describe('answerReason, the reason an error answer gives', () => {
  it('is the text in data, else in message', () => {
    expect(answerReason({ status: false, data: ' Not found ' })).toBe('Not found');
    expect(answerReason({ status: false, data: '', message: 'Option withdrawn' })).toBe(
      'Option withdrawn',
    );
  });

  it('is a body that is plain text', () => {
    expect(answerReason('Bad Gateway')).toBe('Bad Gateway');
  });

  it('is nothing when the answer gives no text', () => {
    expect(answerReason({ status: false, data: ['a list'] })).toBeUndefined();
    expect(answerReason(undefined)).toBeUndefined();
    expect(answerReason('  ')).toBeUndefined();
  });
});
