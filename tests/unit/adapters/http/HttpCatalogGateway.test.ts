import { describe, expect, it } from 'vitest';
import { HttpCatalogGateway } from '../../../../src/adapters/http/HttpCatalogGateway';
import { ListCategories } from '../../../../src/core/catalog/ListCategories';
import { messages } from '../../../../src/core/shared/messages';
import { ScriptedServer } from './ScriptedServer';
import { clientOn, listAnswer } from './testClient';

const plumbing = {
  CategoryId: 6,
  Category_Name: 'Plumbing',
  Category_Description: 'Leaks, taps and tanks',
  Category_Icon: 'https://cdn.test/plumbing.svg',
  has_Services: true,
};

const tapRepair = {
  ServiceId: 61,
  Service_Name: 'Tap and mixer repair',
  Service_Description: 'n_a',
  Service_Icon: null,
  Category_Name: 'Plumbing',
  has_Service_Options: true,
};

const tapReplacement = {
  Service_Option_Id: 611,
  Service_Name: 'Tap and mixer repair',
  Service_Option_Name: 'Tap replacement',
  Service_Option_Description: 'Fitting of a tap you provide',
  Service_Option_Price: 333.33,
  Service_Option_Icon: 'n_a',
};

function gatewayOn(server: ScriptedServer): HttpCatalogGateway {
  return new HttpCatalogGateway(clientOn(server));
}

describe('HttpCatalogGateway', () => {
  describe('listCategories', () => {
    it('decodes the categories from the JSON text inside data', async () => {
      const server = ScriptedServer.always(listAnswer([plumbing]));
      expect(await gatewayOn(server).listCategories()).toEqual({
        ok: true,
        value: [
          {
            id: 6,
            name: 'Plumbing',
            description: 'Leaks, taps and tanks',
            icon: 'https://cdn.test/plumbing.svg',
            hasServices: true,
          },
        ],
      });
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        url: 'https://api.test/api/Services/allCategory',
        json: {},
      });
    });

    it('reads missing, null and n_a descriptions and icons as absent', async () => {
      const bare = {
        CategoryId: 1,
        Category_Name: 'AC',
        Category_Description: null,
        Category_Icon: 'n_a',
        has_Services: false,
      };
      const result = await gatewayOn(ScriptedServer.always(listAnswer([bare]))).listCategories();
      expect(result).toEqual({ ok: true, value: [{ id: 1, name: 'AC', hasServices: false }] });
      const [category] = result.ok ? result.value : [];
      expect(category?.description).toBeUndefined();
      expect(category?.icon).toBeUndefined();
    });

    it('gives an empty list for data "[]"', async () => {
      expect(await gatewayOn(ScriptedServer.always(listAnswer([]))).listCategories()).toEqual({
        ok: true,
        value: [],
      });
    });

    it.each([
      ['an id sent as text', { ...plumbing, CategoryId: '6' }],
      ['has_Services sent as text', { ...plumbing, has_Services: 'true' }],
      ['has_Services sent as 1', { ...plumbing, has_Services: 1 }],
      ['a fractional id', { ...plumbing, CategoryId: 6.5 }],
      ['an id too large to hold exactly', { ...plumbing, CategoryId: 2 ** 53 }],
      ['no name', { ...plumbing, Category_Name: undefined }],
      ['a null name', { ...plumbing, Category_Name: null }],
      ['no has_Services', { ...plumbing, has_Services: undefined }],
      ['a row that is not an object', 'Plumbing'],
    ])('refuses the whole list for a row with %s', async (_case, row) => {
      const result = await gatewayOn(
        ScriptedServer.always(listAnswer([plumbing, row])),
      ).listCategories();
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    });

    it.each([
      ['data is an object where a list is expected', { data: JSON.stringify({ CategoryId: 6 }) }],
      ['data is a list itself rather than JSON text', { data: [plumbing] }],
      ['data holds broken JSON text', { data: '[{"CategoryId": 6,' }],
      ['data is empty text', { data: '' }],
      ['data is missing', { status: true }],
      ['the body is a list', [plumbing]],
      ['the body is null', null],
      ['status is text', { status: 'true', data: '[]' }],
    ])('answers malformed when %s', async (_case, body) => {
      const result = await gatewayOn(ScriptedServer.always({ json: body })).listCategories();
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    });

    it('passes a refusal with a reason on as rejected', async () => {
      const server = ScriptedServer.always({
        json: { status: false, data: 'Service temporarily disabled' },
      });
      expect(await gatewayOn(server).listCategories()).toEqual({
        ok: false,
        error: { kind: 'rejected', reason: 'Service temporarily disabled' },
      });
    });

    it('ends in the spec message when the server hangs past the timeout', async () => {
      const server = ScriptedServer.always('hang');
      const gateway = new HttpCatalogGateway(clientOn(server, { timeoutMs: 20, retries: 1 }));
      expect(await gateway.listCategories()).toEqual({
        ok: false,
        error: { kind: 'unavailable', cause: 'timeout' },
      });
      expect(await new ListCategories(gateway).execute()).toEqual({
        ok: false,
        error: { message: messages.categoriesFailed },
      });
    });
  });

  describe('listServices', () => {
    it('asks for the services of the category and decodes them', async () => {
      const server = ScriptedServer.always(listAnswer([tapRepair]));
      expect(await gatewayOn(server).listServices(6)).toEqual({
        ok: true,
        value: [
          { id: 61, name: 'Tap and mixer repair', categoryName: 'Plumbing', hasOptions: true },
        ],
      });
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        url: 'https://api.test/api/Services/allServicesByCategoryId/6',
      });
    });

    it('reads a null or n_a category name as empty', async () => {
      const rows = [
        { ...tapRepair, Category_Name: null },
        { ...tapRepair, ServiceId: 62, Category_Name: 'n_a' },
      ];
      const result = await gatewayOn(ScriptedServer.always(listAnswer(rows))).listServices(0);
      expect(result.ok && result.value.map((service) => service.categoryName)).toEqual(['', '']);
    });

    it('refuses has_Service_Options that is not a boolean', async () => {
      const row = { ...tapRepair, has_Service_Options: 'false' };
      const result = await gatewayOn(ScriptedServer.always(listAnswer([row]))).listServices(6);
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    });

    it('is retried after two 503s, like every read', async () => {
      const server = ScriptedServer.answering(
        { status: 503, text: '' },
        { status: 503, text: '' },
        listAnswer([tapRepair]),
      );
      expect((await gatewayOn(server).listServices(6)).ok).toBe(true);
      expect(server.requests).toHaveLength(3);
    });
  });

  describe('listOptions', () => {
    it('sends the service id as a number and converts rupees to paise', async () => {
      const server = ScriptedServer.always(listAnswer([tapReplacement]));
      expect(await gatewayOn(server).listOptions(61)).toEqual({
        ok: true,
        value: [
          {
            id: 611,
            serviceName: 'Tap and mixer repair',
            name: 'Tap replacement',
            description: 'Fitting of a tap you provide',
            price: 33333,
          },
        ],
      });
      expect(server.requests[0]).toMatchObject({
        url: 'https://api.test/api/Services/allSubServicesByServiceId',
        json: { serviceId: 61 },
      });
    });

    it('reads a null or missing price as no price', async () => {
      const rows = [
        { ...tapReplacement, Service_Option_Price: null },
        { ...tapReplacement, Service_Option_Id: 612, Service_Option_Price: undefined },
      ];
      const result = await gatewayOn(ScriptedServer.always(listAnswer(rows))).listOptions(61);
      expect(result.ok && result.value.map((option) => option.price)).toEqual([
        undefined,
        undefined,
      ]);
    });

    it.each([
      ['text', '333.33'],
      ['negative', -1],
    ])('refuses a price that is %s', async (_case, price) => {
      const row = { ...tapReplacement, Service_Option_Price: price };
      const result = await gatewayOn(ScriptedServer.always(listAnswer([row]))).listOptions(61);
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    });
  });
});
