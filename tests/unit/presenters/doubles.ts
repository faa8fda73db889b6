import { DemoBackend } from '../../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../../src/adapters/fake/DemoStorage';
import type { DemoCatalogue } from '../../../src/adapters/fake/demoCatalogue';
import { MemoryStorage } from '../../../src/adapters/storage/MemoryStorage';
import type { AuthGateway, VerifiedUser } from '../../../src/core/auth/AuthGateway';
import type { BookingGateway } from '../../../src/core/booking/BookingGateway';
import type { VisitWindow } from '../../../src/core/booking/VisitWindow';
import type { BookingRow, CartLine, WorkOrder } from '../../../src/core/booking/Booking';
import type { CatalogGateway } from '../../../src/core/catalog/CatalogGateway';
import type { Category } from '../../../src/core/catalog/Category';
import type { Service } from '../../../src/core/catalog/Service';
import type { ServiceOption } from '../../../src/core/catalog/ServiceOption';
import type { GatewayFailure } from '../../../src/core/shared/GatewayFailure';
import type { Result } from '../../../src/core/shared/Result';
import { FakeClock } from '../../support/FakeClock';
import { testApp, type TestApp, type TestAppOptions } from '../../support/testContainer';
import type { VisitTimePicker } from '../../../src/presenters/booking/VisitTimePicker';

/** A demo backend in memory, for a test that puts a gateway double on top of it. */
export function demoBackend(catalogue?: DemoCatalogue): DemoBackend {
  return new DemoBackend(new MemoryDemoStorage(), new FakeClock(), catalogue);
}

/** The seeded customer 101 (Priya) is logged in on this device before the app starts. */
export function loggedInApp(options: Omit<TestAppOptions, 'localStorage'> = {}): TestApp {
  const localStorage = new MemoryStorage();
  localStorage.setItem('userId', '101');
  return testApp({ ...options, localStorage });
}

/** Geyser's 'Thermostat replacement' at ₹333.33: the price of the spec's GST example. */
export const thermostat: ServiceOption = {
  id: 134,
  serviceName: 'Geyser',
  name: 'Thermostat replacement',
  description: 'Labour only; the thermostat is billed at MRP.',
  price: 33333,
  icon: '/icons/geyser.svg',
};

/** Split AC's 'Foam-jet service' at ₹599. */
export const foamJet: ServiceOption = {
  id: 111,
  serviceName: 'Split AC',
  name: 'Foam-jet service',
  price: 59900,
};

/** Counts the codes asked for and checked, then asks the real fake gateway. */
export class CountingAuthGateway implements AuthGateway {
  readonly codesSentTo: string[] = [];
  readonly codesChecked: string[] = [];

  constructor(private readonly inner: AuthGateway) {}

  sendOtp(mobile: string): Promise<Result<{ readonly userId: number }, GatewayFailure>> {
    this.codesSentTo.push(mobile);
    return this.inner.sendOtp(mobile);
  }

  verifyOtp(mobile: string, code: string): Promise<Result<VerifiedUser, GatewayFailure>> {
    this.codesChecked.push(code);
    return this.inner.verifyOtp(mobile, code);
  }

  logout(): Promise<Result<void, GatewayFailure>> {
    return this.inner.logout();
  }
}

/** Counts the carts saved, then asks the real fake gateway. */
export class CountingBookingGateway implements BookingGateway {
  readonly savedCarts: (readonly CartLine[])[] = [];

  constructor(private readonly inner: BookingGateway) {}

  saveCart(userId: number, lines: readonly CartLine[]): Promise<Result<void, GatewayFailure>> {
    this.savedCarts.push(lines);
    return this.inner.saveCart(userId, lines);
  }

  book(userId: number, window?: VisitWindow): ReturnType<BookingGateway['book']> {
    return this.inner.book(userId, window);
  }

  visitSlots(userId: number, workOrderId?: number): ReturnType<BookingGateway['visitSlots']> {
    return this.inner.visitSlots(userId, workOrderId);
  }

  changeVisitTime(
    userId: number,
    workOrderId: number,
    window: VisitWindow,
  ): ReturnType<BookingGateway['changeVisitTime']> {
    return this.inner.changeVisitTime(userId, workOrderId, window);
  }

  listBookings(userId: number): Promise<Result<readonly BookingRow[], GatewayFailure>> {
    return this.inner.listBookings(userId);
  }

  getBookingDetail(bookingId: number): Promise<Result<readonly WorkOrder[], GatewayFailure>> {
    return this.inner.getBookingDetail(bookingId);
  }

  cancelWorkOrder(userId: number, workOrderId: number): Promise<Result<void, GatewayFailure>> {
    return this.inner.cancelWorkOrder(userId, workOrderId);
  }
}

/**
 * The real fake gateway, except that the answer for a held category's services or a held
 * service's options stays on the wire until the test releases it: a slow answer, on cue.
 */
export class HeldCatalogGateway implements CatalogGateway {
  private readonly held = new Map<string, { done: Promise<void>; release: () => void }>();

  constructor(private readonly inner: CatalogGateway) {}

  hold(list: 'services' | 'options', id: number): void {
    let release: () => void = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    this.held.set(`${list}:${id}`, { done, release });
  }

  release(list: 'services' | 'options', id: number): void {
    this.held.get(`${list}:${id}`)?.release();
    this.held.delete(`${list}:${id}`);
  }

  listCategories(): Promise<Result<readonly Category[], GatewayFailure>> {
    return this.inner.listCategories();
  }

  async listServices(categoryId: number): Promise<Result<readonly Service[], GatewayFailure>> {
    const answer = await this.inner.listServices(categoryId);
    await this.held.get(`services:${categoryId}`)?.done;
    return answer;
  }

  async listOptions(serviceId: number): Promise<Result<readonly ServiceOption[], GatewayFailure>> {
    const answer = await this.inner.listOptions(serviceId);
    await this.held.get(`options:${serviceId}`)?.done;
    return answer;
  }
}

/** Chooses the first window still free on the day the picker shows (the `slots` extension). */
export function chooseFirstFreeWindow(picker: VisitTimePicker): void {
  const free = picker.viewModel.windows.find((window) => !window.full);
  if (!free) throw new Error('no free visit window on the day shown');
  picker.choose(free.key);
}
