import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MS, OneTimeCodes } from '../../provider/oneTimeCodes';
import { FakeClock } from '../../support/FakeClock';

const MOBILE = '9876543210';

describe('OneTimeCodes (the secure reference provider)', () => {
  it('sends a random six-digit code each time, never one every number shares', () => {
    const codes = new OneTimeCodes(new FakeClock());

    const sent = Array.from({ length: 20 }, () => codes.send(MOBILE));

    expect(sent.every((code) => /^\d{6}$/.test(code))).toBe(true);
    // Twenty draws from a million: one repeat is a one-in-five-thousand chance, five never.
    expect(new Set(sent).size).toBeGreaterThan(15);
    expect(codes.redeem(MOBILE, sent.at(-1) ?? '')).toBe(true);
  });

  it('takes the code a provider state set, once', () => {
    const codes = new OneTimeCodes(new FakeClock());
    codes.pending(MOBILE, '482913');

    expect(codes.redeem(MOBILE, '123456')).toBe(false);
    expect(codes.redeem(MOBILE, '482913')).toBe(true);
    expect(codes.redeem(MOBILE, '482913')).toBe(false);
  });

  it('refuses a wrong code and still takes the right one after it', () => {
    const codes = new OneTimeCodes(new FakeClock());
    codes.pending(MOBILE, '482913');

    expect(codes.redeem(MOBILE, '482914')).toBe(false);
    expect(codes.redeem(MOBILE, '482913')).toBe(true);
  });

  it('ends a code five minutes after it was sent', () => {
    const clock = new FakeClock();
    const codes = new OneTimeCodes(clock);
    codes.pending(MOBILE, '482913');
    codes.pending('9988776655', '482913');

    clock.advance(CODE_LIFETIME_MS - 1);
    expect(codes.redeem(MOBILE, '482913')).toBe(true);
    clock.advance(1);
    expect(codes.redeem('9988776655', '482913')).toBe(false);
  });

  it('takes a code sent a while ago, as a provider state says, only within its five minutes', () => {
    const codes = new OneTimeCodes(new FakeClock());
    codes.pending(MOBILE, '482913', 6 * 60 * 1000);
    codes.pending('9988776655', '482913', 4 * 60 * 1000);

    expect(codes.redeem(MOBILE, '482913')).toBe(false);
    expect(codes.redeem('9988776655', '482913')).toBe(true);
  });

  it('replaces the pending code with each new one: a state set after a login is the code that works', () => {
    const codes = new OneTimeCodes(new FakeClock());
    const first = codes.send(MOBILE);
    const second = codes.send(MOBILE);
    const chosen = ['705218', '705219', '705220'].find((code) => code !== first && code !== second);
    codes.pending(MOBILE, chosen ?? '');

    expect(codes.redeem(MOBILE, first)).toBe(false);
    expect(codes.redeem(MOBILE, second)).toBe(false);
    expect(codes.redeem(MOBILE, chosen ?? '')).toBe(true);
  });

  it("keeps each number's code its own", () => {
    const codes = new OneTimeCodes(new FakeClock());
    codes.pending(MOBILE, '482913');

    expect(codes.redeem('9988776655', '482913')).toBe(false);
    expect(codes.redeem(MOBILE, '482913')).toBe(true);
  });

  it('with the hole switched on, takes a code again and again', () => {
    const codes = new OneTimeCodes(new FakeClock(), { reusable: true });
    codes.pending(MOBILE, '482913');

    expect([codes.redeem(MOBILE, '482913'), codes.redeem(MOBILE, '482913')]).toEqual([true, true]);
  });

  it('forgets every code when cleared', () => {
    const codes = new OneTimeCodes(new FakeClock());
    codes.pending(MOBILE, '482913');

    codes.clear();

    expect(codes.redeem(MOBILE, '482913')).toBe(false);
  });
});
