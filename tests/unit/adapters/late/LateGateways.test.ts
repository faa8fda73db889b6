import { describe, expect, it } from 'vitest';
import { LateAuthGateway } from '../../../../src/adapters/late/LateAuthGateway';
import { LateBookingGateway } from '../../../../src/adapters/late/LateBookingGateway';
import { LateCatalogGateway } from '../../../../src/adapters/late/LateCatalogGateway';
import { LateProfileGateway } from '../../../../src/adapters/late/LateProfileGateway';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import { ok } from '../../../../src/core/shared/Result';
import { demoBackend } from '../../presenters/doubles';

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const unavailable = { ok: false, error: { kind: 'unavailable', cause: 'network' } };

describe('late gateways (their code downloads on the first call)', () => {
  it('answer a call once the implementation has loaded', async () => {
    const demo = new DemoGateways(demoBackend());
    const catalog = new LateCatalogGateway(async () => demo.catalog);

    await expect(catalog.listCategories()).resolves.toEqual(await demo.catalog.listCategories());
  });

  it('pass the arguments through', async () => {
    const demo = new DemoGateways(demoBackend());
    const profile = new LateProfileGateway(async () => demo.profile);

    await expect(profile.load(101)).resolves.toMatchObject(ok({ firstName: 'Priya' }));
  });

  it('fail every call as unavailable, without throwing, when the code cannot be downloaded', async () => {
    await expect(new LateCatalogGateway(offline).listServices(1)).resolves.toEqual(unavailable);
    await expect(new LateAuthGateway(offline).sendOtp('9876543210')).resolves.toEqual(unavailable);
    await expect(new LateBookingGateway(offline).listBookings(101)).resolves.toEqual(unavailable);
    await expect(new LateProfileGateway(offline).load(101)).resolves.toEqual(unavailable);
  });
});
