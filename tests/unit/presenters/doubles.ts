import { DemoBackend } from '../../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../../src/adapters/fake/DemoStorage';
import type { DemoCatalogue } from '../../../src/adapters/fake/demoCatalogue';
import { MemoryStorage } from '../../../src/adapters/storage/MemoryStorage';
import type { ServiceOption } from '../../../src/core/catalog/ServiceOption';
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

/** Chooses the first window still free on the day the picker shows (the `slots` extension). */
export function chooseFirstFreeWindow(picker: VisitTimePicker): void {
  const free = picker.viewModel.windows.find((window) => !window.full);
  if (!free) throw new Error('no free visit window on the day shown');
  picker.choose(free.key);
}
