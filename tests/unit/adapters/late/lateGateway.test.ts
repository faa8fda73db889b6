import { describe, expect, it } from 'vitest';
import { lateGateway } from '../../../../src/adapters/late/lateGateway';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import { AUTH_GATEWAY_METHODS } from '../../../../src/core/auth/AuthGateway';
import { BOOKING_GATEWAY_METHODS } from '../../../../src/core/booking/BookingGateway';
import { CATALOG_GATEWAY_METHODS } from '../../../../src/core/catalog/CatalogGateway';
import { PROFILE_GATEWAY_METHODS } from '../../../../src/core/profile/ProfileGateway';
import { ok } from '../../../../src/core/shared/Result';
import { demoBackend } from '../../presenters/doubles';

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const unavailable = { ok: false, error: { kind: 'unavailable', cause: 'network' } };

describe('lateGateway (its code downloads on the first call)', () => {
  it('answers a call once the implementation has loaded', async () => {
    const demo = new DemoGateways(demoBackend());
    const catalog = lateGateway(async () => demo.catalog, CATALOG_GATEWAY_METHODS);

    await expect(catalog.listCategories()).resolves.toEqual(await demo.catalog.listCategories());
  });

  it('passes the arguments through', async () => {
    const demo = new DemoGateways(demoBackend());
    const profile = lateGateway(async () => demo.profile, PROFILE_GATEWAY_METHODS);

    await expect(profile.load(101)).resolves.toMatchObject(ok({ firstName: 'Priya' }));
  });

  it('has every method of its port', () => {
    const booking = lateGateway(offline, BOOKING_GATEWAY_METHODS);

    expect(Object.keys(booking).sort()).toEqual([...BOOKING_GATEWAY_METHODS.names].sort());
  });

  it('fails every call as unavailable, without throwing, when the code cannot be downloaded', async () => {
    await expect(lateGateway(offline, CATALOG_GATEWAY_METHODS).listServices(1)).resolves.toEqual(
      unavailable,
    );
    await expect(lateGateway(offline, AUTH_GATEWAY_METHODS).sendOtp('9876543210')).resolves.toEqual(
      unavailable,
    );
    await expect(lateGateway(offline, BOOKING_GATEWAY_METHODS).listBookings(101)).resolves.toEqual(
      unavailable,
    );
    await expect(lateGateway(offline, PROFILE_GATEWAY_METHODS).load(101)).resolves.toEqual(
      unavailable,
    );
  });
});
