import { describe, expect, it } from 'vitest';
import { SimulatedNetwork } from '../../../../src/adapters/fake/SimulatedNetwork';
import { rejected, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { FakeClock } from '../../../support/FakeClock';

type Method = 'read' | 'write';
const answer = () => ok('answer');

describe('SimulatedNetwork', () => {
  it('answers at once when there is no latency', async () => {
    const network = new SimulatedNetwork<Method>();
    await expect(network.call('read', answer)).resolves.toEqual(ok('answer'));
  });

  it('answers only after the latency has passed on the clock', async () => {
    const clock = new FakeClock(new Date('2026-05-11T04:30:00.000Z'));
    const network = new SimulatedNetwork<Method>({ latencyMs: 400, clock });
    let settled = false;
    const call = network.call('read', answer).then((result) => {
      settled = true;
      return result;
    });
    clock.advance(399);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    await expect(call).resolves.toEqual(ok('answer'));
  });

  it('waits on a real timer when no clock is given', async () => {
    const network = new SimulatedNetwork<Method>({ latencyMs: 5 });
    const started = Date.now();
    await expect(network.call('read', answer)).resolves.toEqual(ok('answer'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(4);
  });

  it('fails the next call of a method with the chosen failure, then answers again', async () => {
    const network = new SimulatedNetwork<Method>();
    network.failNext('read', unavailable('timeout'));
    await expect(network.call('read', answer)).resolves.toEqual(fail(unavailable('timeout')));
    await expect(network.call('read', answer)).resolves.toEqual(ok('answer'));
  });

  it('fails as many calls as asked, in the order the failures were queued', async () => {
    const network = new SimulatedNetwork<Method>();
    network.failNext('write', rejected('first'), 2);
    network.failNext('write', rejected('second'));
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await network.call('write', answer));
    expect(results).toEqual([
      fail(rejected('first')),
      fail(rejected('first')),
      fail(rejected('second')),
      ok('answer'),
    ]);
  });

  it('leaves the other methods alone', async () => {
    const network = new SimulatedNetwork<Method>();
    network.failNext('write', unavailable());
    await expect(network.call('read', answer)).resolves.toEqual(ok('answer'));
  });

  it('does not reach the backend when a call is made to fail', async () => {
    const network = new SimulatedNetwork<Method>();
    let reached = 0;
    network.failNext('write', unavailable());
    await network.call('write', () => ok(++reached));
    expect(reached).toBe(0);
  });

  it('turns an exception in the backend into an unavailable failure, never a throw', async () => {
    const network = new SimulatedNetwork<Method>();
    const broken = () => {
      throw new Error('bug');
    };
    await expect(network.call('read', broken)).resolves.toEqual(fail(unavailable('http')));
  });

  describe("a customer's own data, with sessions kept", () => {
    function withCaller(caller: number | undefined) {
      const ended: string[] = [];
      const network = new SimulatedNetwork<Method>({
        session: {
          caller: () => caller,
          ended: () => void ended.push('ended'),
          logout: () => undefined,
        },
      });
      return { network, ended };
    }

    it('answers the customer whose session the token names', async () => {
      const { network } = withCaller(101);

      await expect(network.callFor('read', () => 101, answer)).resolves.toEqual(ok('answer'));
    });

    it('answers 401 without a session, and ends the app’s', async () => {
      const { network, ended } = withCaller(undefined);

      await expect(network.callFor('read', () => 101, answer)).resolves.toEqual(
        fail({ kind: 'unauthorized' }),
      );
      expect(ended).toEqual(['ended']);
    });

    it("refuses another customer's data as a server error (403)", async () => {
      const { network, ended } = withCaller(102);

      await expect(network.callFor('read', () => 101, answer)).resolves.toEqual(
        fail(unavailable('http')),
      );
      expect(ended).toEqual([]);
    });

    it('answers whatever the token, without sessions kept', async () => {
      const network = new SimulatedNetwork<Method>();

      await expect(network.callFor('read', () => 101, answer)).resolves.toEqual(ok('answer'));
    });
  });
});
