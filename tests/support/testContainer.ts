import type { Container } from 'inversify';
import { DemoBackend } from '../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../src/adapters/fake/DemoStorage';
import { MemoryStorage } from '../../src/adapters/storage/MemoryStorage';
import { override, resolve, type Override } from '../../src/app/binding';
import { createContainer } from '../../src/app/container';
import { bindDemoGateways } from '../../src/app/demoGateways';
import { bookingFeature } from '../../src/app/features/bookingFeature';
import { cartFeature } from '../../src/app/features/cartFeature';
import { contactFeature } from '../../src/app/features/contactFeature';
import { loginFeature } from '../../src/app/features/loginFeature';
import { profileFeature } from '../../src/app/features/profileFeature';
import { servicesFeature } from '../../src/app/features/servicesFeature';
import { TOKENS, type Token } from '../../src/app/tokens';
import { FakeClock } from './FakeClock';
import { RecordingNavigator } from './RecordingNavigator';
import { SpyNotifier } from './SpyNotifier';

/** A no-op source of cross-tab events; tests that need them pass their own. */
const noEvents = { addEventListener() {}, removeEventListener() {} };

export interface TestApp {
  readonly container: Container;
  readonly clock: FakeClock;
  readonly notifier: SpyNotifier;
  readonly navigator: RecordingNavigator;
  readonly backend: DemoBackend;
  readonly localStorage: MemoryStorage;
  readonly sessionStorage: MemoryStorage;
  get<T>(token: Token<T>): T;
}

/**
 * The real container in demo mode, with the device and the world replaced by hand-written doubles:
 * memory storage, a fake clock, a spy notifier, a recording navigator and a demo backend in memory
 * that answers at once. Pass more overrides for anything else.
 */
export function testApp(
  options: {
    readonly localStorage?: MemoryStorage;
    readonly sessionStorage?: MemoryStorage;
    readonly overrides?: readonly Override[];
  } = {},
): TestApp {
  const clock = new FakeClock();
  const notifier = new SpyNotifier();
  const navigator = new RecordingNavigator();
  const local = options.localStorage ?? new MemoryStorage();
  const session = options.sessionStorage ?? new MemoryStorage();
  const backend = new DemoBackend(new MemoryDemoStorage(), clock);
  const container = createContainer(
    { mode: 'demo', demoLatencyMs: 0 },
    [
      override(TOKENS.clock, clock),
      override(TOKENS.notifier, notifier),
      override(TOKENS.navigator, navigator),
      override(TOKENS.localStorage, local),
      override(TOKENS.sessionStorage, session),
      override(TOKENS.storageEvents, noEvents),
      override(TOKENS.demoBackend, backend),
      ...(options.overrides ?? []),
    ],
    {
      gateways: (bound) => bindDemoGateways(bound, 0),
      features: [
        servicesFeature,
        loginFeature,
        cartFeature,
        bookingFeature,
        profileFeature,
        contactFeature,
      ],
    },
  );
  return {
    container,
    clock,
    notifier,
    navigator,
    backend,
    localStorage: local,
    sessionStorage: session,
    get: (token) => resolve(container, token),
  };
}
