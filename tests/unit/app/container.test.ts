import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src/adapters/storage/MemoryStorage';
import { override, resolve } from '../../../src/app/binding';
import { createContainer } from '../../../src/app/container';
import { DEMO_OTP } from '../../../src/adapters/fake/demoCode';
import { Features } from '../../../src/presenters/Features';
import { TOKENS } from '../../../src/app/tokens';
import { ServicesPresenter } from '../../../src/presenters/catalog/ServicesPresenter';
import { HomePresenter } from '../../../src/presenters/catalog/HomePresenter';
import { FakeClock } from '../../support/FakeClock';
import { FakeStorageEvents } from '../../support/FakeStorageEvents';
import { RecordingNavigator } from '../../support/RecordingNavigator';
import { DEMO_CONFIG } from '../../support/testContainer';

const ARJUN_MOBILE = '9988776655';

/** The container exactly as the app builds it in demo mode, on a device in memory. */
function shippedDemoContainer(local = new MemoryStorage()) {
  return createContainer(DEMO_CONFIG, [
    override(TOKENS.localStorage, local),
    override(TOKENS.sessionStorage, new MemoryStorage()),
    override(TOKENS.storageEvents, new FakeStorageEvents()),
    override(TOKENS.clock, new FakeClock()),
    override(TOKENS.navigator, new RecordingNavigator()),
    // The browser's languages: the catalogue is read in the language she reads.
  ]);
}

describe('the composition root', () => {
  it('in demo mode, answers the first page from the demo backend, whose code loads on the first call', async () => {
    const home = resolve(shippedDemoContainer(), HomePresenter);

    await home.load();

    expect(home.viewModel.categories.map((category) => category.name)).toContain('Plumbing');
  });

  it('keeps the demo backend on the device, so a second container on the same storage sees its bookings', async () => {
    const local = new MemoryStorage();
    const first = shippedDemoContainer(local);
    const auth = resolve(first, TOKENS.authGateway);
    const sent = await auth.sendOtp(ARJUN_MOBILE);
    const verified = await auth.verifyOtp(ARJUN_MOBILE, DEMO_OTP);
    const userId = sent.ok ? sent.value.userId : 0;
    const token = verified.ok ? verified.value.token : undefined;
    resolve(first, TOKENS.sessionStore).write(userId, token ? { token } : undefined);
    const booking = resolve(first, TOKENS.bookingGateway);
    await booking.saveCart(userId, [{ optionId: 111, quantity: 1, unitPrice: 59900 }]);
    const booked = await booking.book(userId);

    const again = await resolve(shippedDemoContainer(local), TOKENS.bookingGateway).listBookings(
      userId,
    );

    expect(booked.ok).toBe(true);
    expect(again.ok && booked.ok && again.value.map((row) => row.bookingId)).toContain(
      booked.ok ? booked.value.bookingId : -1,
    );
  });

  it('binds a late feature when it is first loaded, and only once', async () => {
    const container = shippedDemoContainer();
    expect(container.isBound(ServicesPresenter)).toBe(false);

    await resolve(container, Features).load('catalog');
    await resolve(container, Features).load('catalog');

    expect(resolve(container, ServicesPresenter)).toBeInstanceOf(ServicesPresenter);
  });

  it('makes a new presenter for every screen that mounts, and one cart for the app', () => {
    const container = shippedDemoContainer();

    expect(resolve(container, HomePresenter)).not.toBe(resolve(container, HomePresenter));
    expect(resolve(container, TOKENS.cartStore)).toBe(resolve(container, TOKENS.cartStore));
  });
});
