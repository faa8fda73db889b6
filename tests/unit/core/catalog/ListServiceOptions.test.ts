import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListServiceOptions } from '../../../../src/core/catalog/ListServiceOptions';
import { fail, ok } from '../../../../src/core/shared/Result';
import { anOption } from '../support/examples';
import { anyGatewayFailure, FAILURE_RUNS } from '../support/gatewayFailures';
import { catalogDouble } from '../support/gatewayDoubles';

describe('ListServiceOptions', () => {
  it('asks for the options of the given service', async () => {
    const catalog = catalogDouble();

    await new ListServiceOptions(catalog).execute(61);

    expect(catalog.callsTo('listOptions')).toEqual([[61]]);
  });

  it('gives every option of the service', async () => {
    const catalog = catalogDouble();
    const options = [anOption({ id: 611 }), anOption({ id: 612, name: 'Mixer repair' })];
    catalog.answers.listOptions = ok(options);

    expect(await new ListServiceOptions(catalog).execute(61)).toEqual(
      ok(options.map((option) => ({ ...option, serviceId: 61 }))),
    );
  });

  it('gives an empty list for a service without options', async () => {
    const catalog = catalogDouble();

    expect(await new ListServiceOptions(catalog).execute(61)).toEqual(ok([]));
  });

  it('says "Failed to load Subservices" for any failure: unreachable, malformed or refused', async () => {
    await fc.assert(
      fc.asyncProperty(anyGatewayFailure, async (failure) => {
        const catalog = catalogDouble();
        catalog.answers.listOptions = fail(failure);

        expect(await new ListServiceOptions(catalog).execute(61)).toEqual(
          fail({ message: 'Failed to load Subservices' }),
        );
      }),
      FAILURE_RUNS,
    );
  });
});
