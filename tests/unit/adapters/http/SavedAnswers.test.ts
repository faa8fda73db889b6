import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../../src/adapters/http/ApiClient';
import { ANSWER_CACHES, SavedAnswers } from '../../../../src/adapters/http/SavedAnswers';
import { MemoryCacheStorage } from './MemoryCacheStorage';
import { ScriptedServer, type ScriptedAnswer } from './ScriptedServer';
import { clientOn } from './testClient';

const categories: ApiCall = {
  kind: 'read',
  method: 'POST',
  path: 'Services/allCategory',
  keep: 'catalogue',
};
const optionsOf = (serviceId: number): ApiCall => ({
  kind: 'read',
  method: 'POST',
  path: 'Services/allSubServicesByServiceId',
  body: { serviceId },
  keep: 'catalogue',
});
const bookings: ApiCall = {
  kind: 'read',
  method: 'GET',
  path: 'Services/BookingsByUserId/101',
  keep: 'personal',
};
const book: ApiCall = { kind: 'write', method: 'POST', path: 'Services/book-service' };

const answer = (data: string): ScriptedAnswer => ({ json: { data } });
const SAVED_AT = new Date('2026-11-25T05:12:00.000Z');

let storage: MemoryCacheStorage;
let online: boolean;
let copiesShown: Date[];

beforeEach(() => {
  storage = new MemoryCacheStorage();
  online = true;
  copiesShown = [];
});

function savedAnswers(now = SAVED_AT): SavedAnswers {
  return new SavedAnswers({
    storage,
    clock: { now: () => now },
    connection: {
      get online() {
        return online;
      },
    },
    copies: { answeredFromCopy: (savedAt) => copiesShown.push(savedAt) },
  });
}

function clientFor(server: ScriptedServer, now = SAVED_AT, saved = savedAnswers(now)) {
  return clientOn(server, { retries: 0, savedAnswers: saved });
}

describe('SavedAnswers (through the ApiClient)', () => {
  describe('a catalogue read', () => {
    it('without a copy asks the backend and keeps its answer', async () => {
      const server = ScriptedServer.answering(answer('[1]'));

      expect(await clientFor(server).send(categories)).toEqual({
        ok: true,
        value: { data: '[1]' },
      });
      expect(storage.keys(ANSWER_CACHES.catalogue)).toHaveLength(1);
    });

    it('answers from its copy at once, and the copy is refreshed in the background for next time', async () => {
      const server = ScriptedServer.answering(answer('[1]'), answer('[1,2]'), answer('[1,2,3]'));
      const client = clientFor(server);
      await client.send(categories);

      expect(await client.send(categories)).toEqual({ ok: true, value: { data: '[1]' } });
      await expect
        .poll(() => storage.texts(ANSWER_CACHES.catalogue))
        .toEqual([JSON.stringify({ data: '[1,2]' })]);
      expect(await client.send(categories)).toEqual({ ok: true, value: { data: '[1,2]' } });
    });

    it('answers from its copy when the backend cannot be reached', async () => {
      const client = clientFor(ScriptedServer.answering(answer('[1]'), 'drop-connection'));
      await client.send(categories);

      expect(await client.send(categories)).toEqual({ ok: true, value: { data: '[1]' } });
    });

    it("keeps a POST's answer by its body: the options of service 11 are not those of service 12", async () => {
      const client = clientFor(ScriptedServer.answering(answer('[11]'), answer('[12]')));
      await client.send(optionsOf(11));
      await client.send(optionsOf(12));

      expect(await client.send(optionsOf(11))).toEqual({ ok: true, value: { data: '[11]' } });
      expect(storage.keys(ANSWER_CACHES.catalogue)).toEqual([
        expect.stringContaining('saved-body=%7B%22serviceId%22%3A11%7D'),
        expect.stringContaining('saved-body=%7B%22serviceId%22%3A12%7D'),
      ]);
    });

    it('keeps no error: a 503 is not saved as the catalogue', async () => {
      const client = clientFor(ScriptedServer.answering({ status: 503, json: {} }));

      expect((await client.send(categories)).ok).toBe(false);
      expect(storage.keys(ANSWER_CACHES.catalogue)).toEqual([]);
    });
  });

  describe("a customer's own read", () => {
    it('asks the backend first, even with a copy, and keeps the new answer', async () => {
      const server = ScriptedServer.answering(answer('[1]'), answer('[1,2]'));
      const client = clientFor(server);
      await client.send(bookings);

      expect(await client.send(bookings)).toEqual({ ok: true, value: { data: '[1,2]' } });
      expect(server.requests).toHaveLength(2);
      expect(copiesShown).toEqual([]);
    });

    it('falls back to its copy when the connection drops, and says when the copy was saved', async () => {
      const server = ScriptedServer.answering(answer('[1]'), 'drop-connection');
      await clientFor(server).send(bookings);

      const later = clientFor(server, new Date('2026-11-25T09:00:00.000Z'));
      expect(await later.send(bookings)).toEqual({ ok: true, value: { data: '[1]' } });
      expect(copiesShown).toEqual([SAVED_AT]);
    });

    it('falls back to its copy when the backend errs (5xx)', async () => {
      const client = clientFor(ScriptedServer.answering(answer('[1]'), { status: 500, json: {} }));
      await client.send(bookings);

      expect(await client.send(bookings)).toEqual({ ok: true, value: { data: '[1]' } });
      expect(copiesShown).toEqual([SAVED_AT]);
    });

    it('never falls back past a refusal: a 403 stays an error', async () => {
      const client = clientFor(ScriptedServer.answering(answer('[1]'), { status: 403, json: {} }));
      await client.send(bookings);

      expect(await client.send(bookings)).toEqual({
        ok: false,
        error: { kind: 'unavailable', cause: 'http' },
      });
      expect(copiesShown).toEqual([]);
    });

    it('answers from its copy at once when the phone is offline, asking nothing', async () => {
      const server = ScriptedServer.answering(answer('[1]'));
      const client = clientFor(server);
      await client.send(bookings);
      online = false;

      expect(await client.send(bookings)).toEqual({ ok: true, value: { data: '[1]' } });
      expect(server.requests).toHaveLength(1);
      expect(copiesShown).toEqual([SAVED_AT]);
    });

    it('without a copy fails as the network did', async () => {
      const client = clientFor(ScriptedServer.answering('drop-connection'));

      expect(await client.send(bookings)).toEqual({
        ok: false,
        error: { kind: 'unavailable', cause: 'network' },
      });
    });

    it('rests in no HTTP cache of the browser (no-store)', async () => {
      const seen: Array<RequestCache | undefined> = [];
      const server = ScriptedServer.answering(answer('[1]'), answer('[2]'));
      const client = clientOn(server, {
        fetch: (input, init) => {
          seen.push(init?.cache);
          return server.fetch(input, init);
        },
      });

      await client.send(bookings);
      await client.send(categories);

      expect(seen).toEqual(['no-store', undefined]);
    });
  });

  it('never keeps nor answers a write from a copy', async () => {
    const server = ScriptedServer.answering(answer('5001'), 'drop-connection');
    const client = clientFor(server);
    await client.send(book);

    expect((await client.send(book)).ok).toBe(false);
    expect([...storage.caches.values()].every((cache) => cache.size === 0)).toBe(true);
  });

  it('still answers when the phone has no room to keep the answer', async () => {
    storage.full = true;

    expect(await clientFor(ScriptedServer.answering(answer('[1]'))).send(bookings)).toEqual({
      ok: true,
      value: { data: '[1]' },
    });
  });

  describe("forgetting the customer's answers", () => {
    it('deletes every one of them, and keeps the catalogue', async () => {
      const saved = savedAnswers();
      const client = clientFor(
        ScriptedServer.answering(answer('[1]'), answer('[2]')),
        SAVED_AT,
        saved,
      );
      await client.send(bookings);
      await client.send(categories);

      await saved.forgetPersonal();

      expect(storage.keys(ANSWER_CACHES.personal)).toEqual([]);
      expect(storage.keys(ANSWER_CACHES.catalogue)).toHaveLength(1);
    });

    it('keeps no answer that was asked for before and came after', async () => {
      const saved = savedAnswers();
      const client = clientFor(
        ScriptedServer.answering({ json: { data: '[1]' }, delayMs: 20 }),
        SAVED_AT,
        saved,
      );
      const asked = client.send(bookings);

      await saved.forgetPersonal();

      expect((await asked).ok).toBe(true);
      expect(storage.keys(ANSWER_CACHES.personal)).toEqual([]);
    });

    it('happens when the backend ends the session (a 401 to a call with its token)', async () => {
      const saved = savedAnswers();
      let ended = 0;
      const client = clientOn(ScriptedServer.answering(answer('[1]'), { status: 401, json: {} }), {
        retries: 0,
        savedAnswers: saved,
        sessionToken: () => 'token-of-priya',
        onSessionEnded: () => (ended += 1),
      });
      await client.send(bookings);

      expect(await client.send(bookings)).toEqual({ ok: false, error: { kind: 'unauthorized' } });
      await expect.poll(() => storage.keys(ANSWER_CACHES.personal)).toEqual([]);
      expect(ended).toBe(1);
    });
  });
});
