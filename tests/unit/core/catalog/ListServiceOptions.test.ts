import { describe, expect, it } from 'vitest';
import { ListServiceOptions } from '../../../../src/core/catalog/ListServiceOptions';
import { malformed, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { anOption } from '../support/examples';
import { ScriptedCatalogGateway } from '../support/ScriptedCatalogGateway';

describe('ListServiceOptions', () => {
  it('asks for the options of the given service', async () => {
    const catalog = new ScriptedCatalogGateway();

    await new ListServiceOptions(catalog).execute(61);

    expect(catalog.optionsAskedFor).toEqual([61]);
  });

  it('gives every option of the service', async () => {
    const catalog = new ScriptedCatalogGateway();
    const options = [anOption({ id: 611 }), anOption({ id: 612, name: 'Mixer repair' })];
    catalog.optionsAnswer = ok(options);

    expect(await new ListServiceOptions(catalog).execute(61)).toEqual(ok(options));
  });

  it('gives an empty list for a service without options', async () => {
    const catalog = new ScriptedCatalogGateway();

    expect(await new ListServiceOptions(catalog).execute(61)).toEqual(ok([]));
  });

  it('says "Failed to load Subservices" when the server is unavailable', async () => {
    const catalog = new ScriptedCatalogGateway();
    catalog.optionsAnswer = fail(unavailable('timeout'));

    expect(await new ListServiceOptions(catalog).execute(61)).toEqual(
      fail({ message: 'Failed to load Subservices' }),
    );
  });

  it('says "Failed to load Subservices" when the payload is malformed', async () => {
    const catalog = new ScriptedCatalogGateway();
    catalog.optionsAnswer = fail(malformed('data is not JSON'));

    expect(await new ListServiceOptions(catalog).execute(61)).toEqual(
      fail({ message: 'Failed to load Subservices' }),
    );
  });
});
