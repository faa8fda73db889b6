import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../../src/adapters/http/ApiClient';
import {
  CATALOGUE_ANSWERS,
  PERSONAL_COPY_MAX_AGE_MS,
  SavedAnswers,
} from '../../../../src/adapters/http/SavedAnswers';
import { personalAnswersOf } from '../../../../src/adapters/storage/CachePersonalCopies';
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

const PRIYA = 101;
const PRIYAS = personalAnswersOf(PRIYA);

let storage: MemoryCacheStorage;
let online: boolean;
let copiesShown: Date[];
/** Who is logged in on the phone. */
let customer: number;

beforeEach(() => {
  storage = new MemoryCacheStorage();
  online = true;
  copiesShown = [];
  customer = PRIYA;
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
    copies: { answeredFromCopy: (savedAt) => void copiesShown.push(savedAt) },
    customer: () => customer,
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
      expect(storage.urls(CATALOGUE_ANSWERS)).toHaveLength(1);
    });

    it('answers from its copy at once, and the copy is refreshed in the background for next time', async () => {
      const server = ScriptedServer.answering(answer('[1]'), answer('[1,2]'), answer('[1,2,3]'));
      const client = clientFor(server);
      await client.send(categories);

      expect(await client.send(categories)).toEqual({ ok: true, value: { data: '[1]' } });
      await expect
        .poll(() => storage.texts(CATALOGUE_ANSWERS))
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
      expect(storage.urls(CATALOGUE_ANSWERS)).toEqual([
        expect.stringContaining('saved-body=%7B%22serviceId%22%3A11%7D'),
        expect.stringContaining('saved-body=%7B%22serviceId%22%3A12%7D'),
      ]);
    });

    it('keeps an answer by its language: a Telugu copy never answers an English read', async () => {
      let language: 'en' | 'te' = 'te';
      const saved = savedAnswers();
      const server = ScriptedServer.answering(answer('["తెలుగు"]'), answer('["English"]'));
      const client = clientOn(server, {
        retries: 0,
        savedAnswers: saved,
        language: () => language,
      });
      await client.send(categories);

      language = 'en';
      expect(await client.send(categories)).toEqual({ ok: true, value: { data: '["English"]' } });
      expect(server.requests).toHaveLength(2);
      language = 'te';
      expect(await client.send(categories)).toEqual({ ok: true, value: { data: '["తెలుగు"]' } });
      expect(storage.urls(CATALOGUE_ANSWERS)).toEqual([
        expect.stringContaining('saved-language=te'),
        expect.stringContaining('saved-language=en'),
      ]);
    });

    it('keeps no error: a 503 is not saved as the catalogue', async () => {
      const client = clientFor(ScriptedServer.answering({ status: 503, json: {} }));

      expect((await client.send(categories)).ok).toBe(false);
      expect(storage.urls(CATALOGUE_ANSWERS)).toEqual([]);
    });
  });

  describe("a customer's own read", () => {
    it('keeps her copy by its language too: offline, an English read finds no Telugu copy', async () => {
      let language: 'en' | 'te' = 'te';
      const client = clientOn(ScriptedServer.answering(answer('["తెలుగు"]')), {
        retries: 0,
        savedAnswers: savedAnswers(),
        language: () => language,
      });
      await client.send(bookings);
      online = false;

      language = 'en';
      expect((await client.send(bookings)).ok).toBe(false);
      language = 'te';
      expect(await client.send(bookings)).toEqual({ ok: true, value: { data: '["తెలుగు"]' } });
      expect(storage.urls(PRIYAS)).toEqual([expect.stringContaining('saved-language=te')]);
    });

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

  describe("a customer's answers are hers alone", () => {
    it('keeps them in a cache named for the customer logged in', async () => {
      await clientFor(ScriptedServer.answering(answer('[1]'))).send(bookings);

      expect(storage.urls(PRIYAS)).toHaveLength(1);
    });

    it('keeps none while nobody is logged in', async () => {
      customer = 0;

      await clientFor(ScriptedServer.answering(answer('[1]'))).send(bookings);

      expect([...storage.caches.keys()]).toEqual([]);
    });

    it("never answers one customer from another's copies", async () => {
      await clientFor(ScriptedServer.answering(answer('[priya]'))).send(bookings);
      customer = 102;
      online = false;

      const offline = await clientFor(ScriptedServer.always('drop-connection')).send(bookings);

      expect(offline.ok).toBe(false);
      expect(copiesShown).toEqual([]);
    });

    it('drops an answer that comes after its customer left', async () => {
      const client = clientFor(ScriptedServer.answering({ json: { data: '[1]' }, delayMs: 20 }));
      const asked = client.send(bookings);

      customer = 0;

      expect((await asked).ok).toBe(true);
      expect(storage.urls(PRIYAS)).toEqual([]);
    });

    it('drops an answer whose customer left while it was being kept', async () => {
      const slowPut = new MemoryCacheStorage();
      const open = slowPut.open.bind(slowPut);
      slowPut.open = async (name) => {
        const cache = await open(name);
        const put = cache.put.bind(cache);
        cache.put = async (key, response) => {
          await put(key, response);
          customer = 0;
        };
        return cache;
      };
      storage = slowPut;

      await clientFor(ScriptedServer.answering(answer('[1]'))).send(bookings);

      expect(storage.urls(PRIYAS)).toEqual([]);
    });

    it('shows no copy older than a week', async () => {
      await clientFor(ScriptedServer.answering(answer('[1]'))).send(bookings);
      online = false;

      const weekOld = new Date(SAVED_AT.getTime() + PERSONAL_COPY_MAX_AGE_MS + 1);
      const answered = await clientFor(ScriptedServer.always('drop-connection'), weekOld).send(
        bookings,
      );

      expect(answered.ok).toBe(false);
      expect(storage.urls(PRIYAS)).toEqual([]);
    });

    it('shows a copy of up to a week old', async () => {
      await clientFor(ScriptedServer.answering(answer('[1]'))).send(bookings);
      online = false;

      const weekOld = new Date(SAVED_AT.getTime() + PERSONAL_COPY_MAX_AGE_MS);
      const answered = await clientFor(ScriptedServer.always('drop-connection'), weekOld).send(
        bookings,
      );

      expect(answered).toEqual({ ok: true, value: { data: '[1]' } });
    });
  });
});
