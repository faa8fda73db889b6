import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPath, ApiClient, type ApiCall } from '../../../../src/adapters/http/ApiClient';
import { ScriptedServer } from './ScriptedServer';
import { clientOn, TEST_API_KEY } from './testClient';

/** Bodies that are not JSON at all: HTML error pages, plain text, cut-off JSON. */
const notJson = fc.oneof(
  fc.constantFrom(
    '',
    '<html><body><h1>502 Bad Gateway</h1></body></html>',
    '<script>window.__pwned=1</script>',
    'OK',
    '{"data":',
    "{'data': '[]'}",
    'undefined',
    'NaN',
  ),
  fc.string().filter((text) => !parses(text)),
);

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const read: ApiCall = { kind: 'read', method: 'POST', path: 'Services/allCategory' };
const write: ApiCall = {
  kind: 'write',
  method: 'POST',
  path: 'Services/book-service',
  body: { user_Id: 101 },
};

describe('ApiClient', () => {
  describe('retries', () => {
    it('a read survives two 503s and then succeeds', async () => {
      const server = ScriptedServer.answering(
        { status: 503, text: 'busy' },
        { status: 503, text: 'busy' },
        { json: { data: '[]' } },
      );
      const result = await clientOn(server).send(read);
      expect(result).toEqual({ ok: true, value: { data: '[]' } });
      expect(server.requests).toHaveLength(3);
    });

    it('a read survives a dropped connection twice and then succeeds', async () => {
      const server = ScriptedServer.answering('drop-connection', 'drop-connection', {
        json: { data: '[]' },
      });
      const result = await clientOn(server).send(read);
      expect(result).toEqual({ ok: true, value: { data: '[]' } });
      expect(server.requests).toHaveLength(3);
    });

    it.each([502, 504])('a read is retried on %i', async (status) => {
      const server = ScriptedServer.answering({ status, text: '' }, { json: { data: '[]' } });
      expect((await clientOn(server).send(read)).ok).toBe(true);
      expect(server.requests).toHaveLength(2);
    });

    it('a read gives up after the configured retries and reports the HTTP failure', async () => {
      const server = ScriptedServer.always({ status: 503, text: 'busy' });
      const result = await clientOn(server, { retries: 3 }).send(read);
      expect(result).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'http' } });
      expect(server.requests).toHaveLength(4);
    });

    it('a read that keeps losing its connection ends as a network failure', async () => {
      const server = ScriptedServer.always('drop-connection');
      const result = await clientOn(server, { retries: 2 }).send(read);
      expect(result).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'network' } });
      expect(server.requests).toHaveLength(3);
    });

    it.each([400, 401, 404, 500])(
      'a read is not retried on %i, which will not heal by itself',
      async (status) => {
        const server = ScriptedServer.always({ status, text: '{}' });
        const result = await clientOn(server).send(read);
        expect(result).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'http' } });
        expect(server.requests).toHaveLength(1);
      },
    );

    it('a write that loses its connection is reported and sent exactly once', async () => {
      const server = ScriptedServer.answering('drop-connection', { json: { result: { data: 1 } } });
      const result = await clientOn(server).send(write);
      expect(result).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'network' } });
      expect(server.requests).toHaveLength(1);
    });

    it('a write that gets a 503 is reported and sent exactly once', async () => {
      const server = ScriptedServer.answering({ status: 503, text: '' }, { json: {} });
      const result = await clientOn(server).send(write);
      expect(result).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'http' } });
      expect(server.requests).toHaveLength(1);
    });

    it('waits between retries as the backoff says', async () => {
      const delays: number[] = [];
      const server = ScriptedServer.answering('drop-connection', 'drop-connection', { json: {} });
      const client = clientOn(server, {
        retryDelayMs: (attempt) => {
          delays.push(attempt);
          return 1;
        },
      });
      await client.send(read);
      expect(delays).toEqual([0, 1]);
    });
  });

  describe('timeouts', () => {
    it('a write to a hung server ends as a timeout after the timeout, sent once', async () => {
      const server = ScriptedServer.always('hang');
      const started = Date.now();
      const result = await clientOn(server, { timeoutMs: 50 }).send(write);
      expect(result).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'timeout' } });
      expect(Date.now() - started).toBeGreaterThanOrEqual(45);
      expect(server.requests).toHaveLength(1);
    });

    it('a read to a hung server is tried again, each attempt with its own timeout, then times out', async () => {
      const server = ScriptedServer.always('hang');
      const result = await clientOn(server, { timeoutMs: 30, retries: 2 }).send(read);
      expect(result).toEqual({ ok: false, error: { kind: 'unavailable', cause: 'timeout' } });
      expect(server.requests).toHaveLength(3);
    });

    it('a read answered late but inside its timeout is taken, after one request', async () => {
      const server = ScriptedServer.always({ json: { data: '[]' }, delayMs: 50 });
      const result = await clientOn(server, { timeoutMs: 1000 }).send(read);
      expect(result).toEqual({ ok: true, value: { data: '[]' } });
      expect(server.requests).toHaveLength(1);
    });

    it('a read whose first attempt hangs succeeds on the next one', async () => {
      const server = ScriptedServer.answering('hang', { json: { data: '[]' } });
      const result = await clientOn(server, { timeoutMs: 30 }).send(read);
      expect(result).toEqual({ ok: true, value: { data: '[]' } });
    });

    it('times out even when the fetch ignores the abort signal', async () => {
      const deaf: typeof fetch = () => new Promise<Response>(() => undefined);
      const client = new ApiClient({
        baseUrl: 'https://api.test',
        apiKey: 'k',
        timeoutMs: 30,
        retries: 0,
        fetch: deaf,
      });
      expect(await client.send(write)).toEqual({
        ok: false,
        error: { kind: 'unavailable', cause: 'timeout' },
      });
    });

    it('aborts the request it gave up on', async () => {
      let signal: AbortSignal | undefined;
      const spying: typeof fetch = (_input, init) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      };
      const client = new ApiClient({
        baseUrl: 'https://api.test',
        apiKey: 'k',
        timeoutMs: 20,
        retries: 0,
        fetch: spying,
      });
      await client.send(write);
      expect(signal?.aborted).toBe(true);
    });
  });

  describe('requests', () => {
    it('sends the API key in its header and JSON content type', async () => {
      const server = ScriptedServer.always({ json: {} });
      await clientOn(server).send(write);
      expect(server.requests[0]?.headers).toMatchObject({
        'x-api-key': TEST_API_KEY,
        'content-type': 'application/json',
        accept: 'application/json',
      });
    });

    it('sends the key in the header the config names', async () => {
      const server = ScriptedServer.always({ json: {} });
      await clientOn(server, { apiKeyHeader: 'X-Client-Key' }).send(write);
      expect(server.requests[0]?.headers['x-client-key']).toBe(TEST_API_KEY);
      expect(server.requests[0]?.headers['x-api-key']).toBeUndefined();
    });

    it.each([
      ['https://api.test/api', 'Services/allCategory'],
      ['https://api.test/api/', 'Services/allCategory'],
      ['https://api.test/api//', '/Services/allCategory'],
    ])('joins the base %s and the path %s with one slash', async (baseUrl, path) => {
      const server = ScriptedServer.always({ json: {} });
      await clientOn(server, { baseUrl }).send({ ...read, path });
      expect(server.requests[0]?.url).toBe('https://api.test/api/Services/allCategory');
    });

    it('works with a relative base URL', async () => {
      const server = ScriptedServer.always({ json: {} });
      await clientOn(server, { baseUrl: '/api' }).send(read);
      expect(server.requests[0]?.url).toBe('/api/Services/allCategory');
    });

    it('sends a POST without a body as {} and a GET without any body', async () => {
      const server = ScriptedServer.always({ json: {} });
      const client = clientOn(server);
      await client.send(read);
      await client.send({ kind: 'read', method: 'GET', path: 'Services/BookingsByUserId/1' });
      expect(server.requests.map((request) => [request.method, request.body])).toEqual([
        ['POST', '{}'],
        ['GET', undefined],
      ]);
    });

    it('encodes the ids it puts into a path', () => {
      expect(apiPath`Services/BookingsByUserId/${'1/../2?x=#'}`).toBe(
        'Services/BookingsByUserId/1%2F..%2F2%3Fx%3D%23',
      );
      expect(apiPath`a/${1}/b/${'c d'}`).toBe('a/1/b/c%20d');
    });
  });

  describe('answers', () => {
    it('gives a body that is not JSON (an HTML error page, text, cut-off JSON) as malformed', async () => {
      await fc.assert(
        fc.asyncProperty(notJson, async (text) => {
          const server = ScriptedServer.always({ text });
          expect(await clientOn(server).send(read)).toEqual({
            ok: false,
            error: { kind: 'malformed', detail: 'the body is not JSON' },
          });
        }),
        { numRuns: 60 },
      );
    });

    it('takes an error status as a failure whatever its body says, and reads no body from it', async () => {
      const refusal = { statusCode: 409, message: 'Cannot cancel', result: { status: false } };
      const server = ScriptedServer.always({ status: 409, json: refusal });
      expect(await clientOn(server).send(write)).toEqual({
        ok: false,
        error: { kind: 'unavailable', cause: 'http' },
      });
    });

    it('gives an empty body as malformed when JSON is expected', async () => {
      const server = ScriptedServer.always({ status: 200, text: '' });
      expect((await clientOn(server).send(read)).ok).toBe(false);
    });

    it('reads a body that is not JSON as nothing when JSON is optional', async () => {
      await fc.assert(
        fc.asyncProperty(notJson, async (text) => {
          const server = ScriptedServer.always({ text });
          expect(await clientOn(server).send({ ...write, expect: 'json-if-any' })).toEqual({
            ok: true,
            value: undefined,
          });
        }),
        { numRuns: 60 },
      );
    });

    it('reads a 204 without a body as nothing when JSON is optional', async () => {
      const server = ScriptedServer.always({ status: 204, text: '' });
      expect(await clientOn(server).send({ ...write, expect: 'json-if-any' })).toEqual({
        ok: true,
        value: undefined,
      });
    });

    it('never throws, even when the fetch itself throws synchronously', async () => {
      const broken: typeof fetch = () => {
        throw new Error('not a fetch');
      };
      const client = new ApiClient({
        baseUrl: 'https://api.test',
        apiKey: 'k',
        retries: 0,
        fetch: broken,
      });
      expect(await client.send(read)).toEqual({
        ok: false,
        error: { kind: 'unavailable', cause: 'network' },
      });
    });

    it('survives a nonsensical config instead of throwing on every call', async () => {
      const server = ScriptedServer.always('drop-connection');
      const client = clientOn(server, {
        retries: -1.5,
        timeoutMs: Number.NaN,
        retryDelayMs: () => -5,
      });
      expect(await client.send(read)).toEqual({
        ok: false,
        error: { kind: 'unavailable', cause: 'network' },
      });
      expect(server.requests).toHaveLength(4);
    });
  });

  describe('the language (the catalogue-languages extension)', () => {
    it('sends the language of the moment as Accept-Language with every call, reads and writes', async () => {
      const server = ScriptedServer.always({ json: { data: '[]' } });
      let language: 'en' | 'hi' | 'te' = 'te';
      const client = clientOn(server, { language: () => language });

      await client.send(read);
      language = 'hi';
      await client.send(write);

      expect(server.requests.map((request) => request.headers['accept-language'])).toEqual([
        'te',
        'hi',
      ]);
    });

    it('sends no Accept-Language header without the extension configured', async () => {
      const server = ScriptedServer.always({ json: { data: '[]' } });

      await clientOn(server).send(read);

      expect(server.requests[0]?.headers).not.toHaveProperty('accept-language');
    });
  });

  describe('a session (the session extension)', () => {
    it('sends the session token as a bearer header on every call', async () => {
      const server = ScriptedServer.always({ json: { data: '[]' } });

      await clientOn(server, { sessionToken: () => 'tok-101' }).send(read);

      expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-101');
    });

    it('sends no Authorization header without a token', async () => {
      const server = ScriptedServer.always({ json: { data: '[]' } });

      await clientOn(server, { sessionToken: () => undefined }).send(read);

      expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
    });

    it('takes a 401 to a call with a token as the end of the session, and says so once', async () => {
      const server = ScriptedServer.always({ status: 401, text: '' });
      let ended = 0;
      const client = clientOn(server, {
        sessionToken: () => 'tok-101',
        onSessionEnded: () => void (ended += 1),
      });

      expect(await client.send(read)).toEqual({ ok: false, error: { kind: 'unauthorized' } });
      expect(ended).toBe(1);
      expect(server.requests).toHaveLength(1);
    });

    it('gives the failure of a 401 only once the end of the session has settled', async () => {
      const server = ScriptedServer.always({ status: 401, text: '' });
      const steps: string[] = [];
      const client = clientOn(server, {
        sessionToken: () => 'tok-101',
        onSessionEnded: async () => {
          await Promise.resolve();
          steps.push('session ended');
        },
      });

      await client.send(read);
      steps.push('call failed');

      expect(steps).toEqual(['session ended', 'call failed']);
    });

    it('takes a 401 to logout as the session already ended: nothing more to say', async () => {
      const server = ScriptedServer.always({ status: 401, text: '' });
      let ended = 0;
      const client = clientOn(server, {
        sessionToken: () => 'tok-101',
        onSessionEnded: () => void (ended += 1),
      });

      expect(
        await client.send({
          kind: 'write',
          method: 'POST',
          path: 'Authentication/logout',
          expect: 'json-if-any',
          endsSession: true,
        }),
      ).toEqual({ ok: true, value: undefined });
      expect(ended).toBe(0);
    });

    it('takes a 401 without a token as an HTTP error, ending nothing', async () => {
      const server = ScriptedServer.always({ status: 401, text: '' });
      let ended = 0;
      const client = clientOn(server, { onSessionEnded: () => void (ended += 1) });

      expect(await client.send(read)).toEqual({
        ok: false,
        error: { kind: 'unavailable', cause: 'http' },
      });
      expect(ended).toBe(0);
    });
  });
});
