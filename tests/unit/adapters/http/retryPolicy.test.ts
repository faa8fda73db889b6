import { describe, expect, it } from 'vitest';
import { gatewayCalls } from './gatewayCalls';
import { ScriptedServer } from './ScriptedServer';
import { clientOn } from './testClient';

// Every write may send an SMS, create an account, book or cancel: it is sent exactly once.
const writes = gatewayCalls
  .filter((call) => call.kind === 'write')
  .map((call) => [call.name, call] as const);
const reads = gatewayCalls
  .filter((call) => call.kind === 'read')
  .map((call) => [call.name, call] as const);

describe('the retry policy of the HTTP gateways', () => {
  it.each(writes)(
    '%s is sent exactly once when the connection drops',
    async (_name, { call, accepted }) => {
      const server = ScriptedServer.answering('drop-connection', accepted);
      const result = await call(clientOn(server));
      expect(result).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'network' } });
      expect(server.requests).toHaveLength(1);
    },
  );

  it.each(writes)(
    '%s is sent exactly once when the server answers 503',
    async (_name, { call, accepted }) => {
      const server = ScriptedServer.answering({ status: 503, text: '' }, accepted);
      expect((await call(clientOn(server))).ok).toBe(false);
      expect(server.requests).toHaveLength(1);
    },
  );

  it.each(writes)(
    '%s is sent exactly once when the server hangs, and ends as a timeout',
    async (_name, { call }) => {
      const server = ScriptedServer.always('hang');
      const result = await call(clientOn(server, { timeoutMs: 20 }));
      expect(result).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'timeout' } });
      expect(server.requests).toHaveLength(1);
    },
  );

  it.each(reads)('%s survives two 503s and then succeeds', async (_name, { call, accepted }) => {
    const server = ScriptedServer.answering(
      { status: 503, text: '' },
      { status: 503, text: '' },
      accepted,
    );
    expect((await call(clientOn(server))).ok).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it.each(reads)(
    '%s survives two dropped connections and then succeeds',
    async (_name, { call, accepted }) => {
      const server = ScriptedServer.answering('drop-connection', 'drop-connection', accepted);
      expect((await call(clientOn(server))).ok).toBe(true);
      expect(server.requests).toHaveLength(3);
    },
  );
});
