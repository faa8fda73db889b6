import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListServiceOptions } from '../../../../src/core/catalog/ListServiceOptions';
import { fail, ok } from '../../../../src/core/shared/Result';
import { anOption } from '../support/examples';
import { anyGatewayFailure, FAILURE_RUNS } from '../support/gatewayFailures';
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

    expect(await new ListServiceOptions(catalog).execute(61)).toEqual(
      ok(options.map((option) => ({ ...option, serviceId: 61 }))),
    );
  });

  it('gives an empty list for a service without options', async () => {
    const catalog = new ScriptedCatalogGateway();

    expect(await new ListServiceOptions(catalog).execute(61)).toEqual(ok([]));
  });

  it('says "Failed to load Subservices" for any failure: unreachable, malformed or refused', async () => {
    await fc.assert(
      fc.asyncProperty(anyGatewayFailure, async (failure) => {
        const catalog = new ScriptedCatalogGateway();
        catalog.optionsAnswer = fail(failure);

        expect(await new ListServiceOptions(catalog).execute(61)).toEqual(
          fail({ message: 'Failed to load Subservices' }),
        );
      }),
      FAILURE_RUNS,
    );
  });
});
