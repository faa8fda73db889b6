import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListServices } from '../../../../src/core/catalog/ListServices';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aService } from '../support/examples';
import { anyGatewayFailure, FAILURE_RUNS } from '../support/gatewayFailures';
import { catalogDouble } from '../support/gatewayDoubles';

describe('ListServices', () => {
  it('asks for the services of the given category', async () => {
    const catalog = catalogDouble();

    await new ListServices(catalog).execute(6);

    expect(catalog.callsTo('listServices')).toEqual([[6]]);
  });

  it('heads the page with the category name the services carry', async () => {
    const catalog = catalogDouble();
    const services = [aService({ id: 61 }), aService({ id: 62, name: 'Pipe leakage' })];
    catalog.answers.listServices = ok(services);

    expect(await new ListServices(catalog).execute(6)).toEqual(
      ok({ heading: 'Plumbing', services }),
    );
  });

  it('takes the heading from the first service that has a category name', async () => {
    const catalog = catalogDouble();
    catalog.answers.listServices = ok([
      aService({ categoryName: '  ' }),
      aService({ categoryName: 'Carpentry' }),
    ]);

    const result = await new ListServices(catalog).execute(5);

    expect(result.ok && result.value.heading).toBe('Carpentry');
  });

  it('heads the page "Our Services" for category 0', async () => {
    const catalog = catalogDouble();
    catalog.answers.listServices = ok([aService()]);

    const result = await new ListServices(catalog).execute(0);

    expect(result.ok && result.value.heading).toBe('Our Services');
  });

  it('heads the page "Our Services" when the category has no services', async () => {
    const catalog = catalogDouble();

    expect(await new ListServices(catalog).execute(6)).toEqual(
      ok({ heading: 'Our Services', services: [] }),
    );
  });

  it('says "Failed to load services" for any failure: unreachable, malformed or refused', async () => {
    await fc.assert(
      fc.asyncProperty(anyGatewayFailure, async (failure) => {
        const catalog = catalogDouble();
        catalog.answers.listServices = fail(failure);

        expect(await new ListServices(catalog).execute(6)).toEqual(
          fail({ message: 'Failed to load services' }),
        );
      }),
      FAILURE_RUNS,
    );
  });
});
