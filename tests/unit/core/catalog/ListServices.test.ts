import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListServices } from '../../../../src/core/catalog/ListServices';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aService } from '../support/examples';
import { anyGatewayFailure, FAILURE_RUNS } from '../support/gatewayFailures';
import { ScriptedCatalogGateway } from '../support/ScriptedCatalogGateway';

describe('ListServices', () => {
  it('asks for the services of the given category', async () => {
    const catalog = new ScriptedCatalogGateway();

    await new ListServices(catalog).execute(6);

    expect(catalog.servicesAskedFor).toEqual([6]);
  });

  it('heads the page with the category name the services carry', async () => {
    const catalog = new ScriptedCatalogGateway();
    const services = [aService({ id: 61 }), aService({ id: 62, name: 'Pipe leakage' })];
    catalog.servicesAnswer = ok(services);

    expect(await new ListServices(catalog).execute(6)).toEqual(
      ok({ heading: 'Plumbing', services }),
    );
  });

  it('takes the heading from the first service that has a category name', async () => {
    const catalog = new ScriptedCatalogGateway();
    catalog.servicesAnswer = ok([
      aService({ categoryName: '  ' }),
      aService({ categoryName: 'Carpentry' }),
    ]);

    const result = await new ListServices(catalog).execute(5);

    expect(result.ok && result.value.heading).toBe('Carpentry');
  });

  it('heads the page "Our Services" for category 0', async () => {
    const catalog = new ScriptedCatalogGateway();
    catalog.servicesAnswer = ok([aService()]);

    const result = await new ListServices(catalog).execute(0);

    expect(result.ok && result.value.heading).toBe('Our Services');
  });

  it('heads the page "Our Services" when the category has no services', async () => {
    const catalog = new ScriptedCatalogGateway();

    expect(await new ListServices(catalog).execute(6)).toEqual(
      ok({ heading: 'Our Services', services: [] }),
    );
  });

  it('says "Failed to load services" for any failure: unreachable, malformed or refused', async () => {
    await fc.assert(
      fc.asyncProperty(anyGatewayFailure, async (failure) => {
        const catalog = new ScriptedCatalogGateway();
        catalog.servicesAnswer = fail(failure);

        expect(await new ListServices(catalog).execute(6)).toEqual(
          fail({ message: 'Failed to load services' }),
        );
      }),
      FAILURE_RUNS,
    );
  });
});
