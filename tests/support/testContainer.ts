import { DemoPaymentDesk } from '../../src/adapters/fake/DemoPaymentDesk';
import type { Container, ContainerModule } from 'inversify';
import { DemoBackend } from '../../src/adapters/fake/DemoBackend';
import type { DemoCatalogue } from '../../src/adapters/fake/demoCatalogue';
import { DemoGateways } from '../../src/adapters/fake/DemoGateways';
import { MemoryDemoStorage, type DemoStorage } from '../../src/adapters/fake/DemoStorage';
import { MemoryStorage } from '../../src/adapters/storage/MemoryStorage';
import { override, resolve, type Key, type Override } from '../../src/app/binding';
import { createContainer } from '../../src/app/container';
import { businessFromEnv, type AppConfig } from '../../src/app/config';
import { TOKENS } from '../../src/app/tokens';
import { LanguagePresenter } from '../../src/presenters/shell/LanguagePresenter';
import { EXTENSIONS, type Extension } from '../../src/core/shared/Extensions';
import { FakeClock } from './FakeClock';
import { FakeConnection } from './FakeConnection';
import { FakeStorageEvents } from './FakeStorageEvents';
import { RecordingNavigator } from './RecordingNavigator';
import { SpyNotifier } from './SpyNotifier';
import { ScriptedPaymentSheet } from './ScriptedPaymentSheet';

/** The demo as the app ships it (every extension on), answering at once. */
export const DEMO_CONFIG: AppConfig = {
  mode: 'demo',
  demoLatencyMs: 0,
  extensions: new Set(EXTENSIONS),
  vitalsUrl: undefined,
  // The demo's support line and GST: CGST + SGST, no GSTIN.
  ...businessFromEnv({}),
};

export interface TestApp {
  readonly container: Container;
  readonly clock: FakeClock;
  readonly notifier: SpyNotifier;
  readonly navigator: RecordingNavigator;
  /** The demo backend's gateways the app talks to, as the fakes they are (`failNext`). */
  readonly gateways: DemoGateways;
  readonly backend: DemoBackend;
  /** The provider's checkout: pays through the demo's provider unless the test scripts otherwise. */
  readonly sheet: ScriptedPaymentSheet;
  readonly localStorage: MemoryStorage;
  readonly sessionStorage: MemoryStorage;
  readonly storageEvents: FakeStorageEvents;
  get<T>(key: Key<T>): T;
}

/**
 * The app's own container (createContainer), with the device and the world replaced by
 * hand-written doubles: memory storage, a fake clock, a spy notifier, a recording navigator, and
 * the demo backend in memory, answering at once. What every page has is bound; a test names the
 * late features it needs (`features: [booking]`, from src/app/features/). Pass more overrides for
 * anything else.
 */
export interface TestAppOptions {
  /** The late features the test needs bound, as the app binds them with their first view. */
  readonly features?: readonly ContainerModule[];
  readonly localStorage?: MemoryStorage;
  readonly sessionStorage?: MemoryStorage;
  readonly storageEvents?: FakeStorageEvents;
  /** Where the demo backend keeps its data, when a test prepared it. */
  readonly demoStorage?: DemoStorage;
  /** The demo backend's catalogue, when a test needs its own. */
  readonly catalogue?: DemoCatalogue;
  /**
   * The contract extensions the app is built with and the backend offers; default every one, as
   * the demo ships. `[]` is SPEC §7 alone.
   */
  readonly extensions?: readonly Extension[];
  /** More replacements; as a function, they can wrap the app's fake gateways (a counting double). */
  readonly overrides?: readonly Override[] | ((gateways: DemoGateways) => readonly Override[]);
}

export function testApp(options: TestAppOptions = {}): TestApp {
  const clock = new FakeClock();
  const notifier = new SpyNotifier();
  const navigator = new RecordingNavigator();
  const local = options.localStorage ?? new MemoryStorage();
  const session = options.sessionStorage ?? new MemoryStorage();
  const events = options.storageEvents ?? new FakeStorageEvents();
  const extensions = new Set(options.extensions ?? EXTENSIONS);
  const gateways = new DemoGateways(
    new DemoBackend(options.demoStorage ?? new MemoryDemoStorage(), clock, options.catalogue),
    // Each call asks in the language the app speaks when it is made, as the app's gateways do.
    { extensions, language: () => resolve(container, LanguagePresenter).language },
  );
  const sheet = new ScriptedPaymentSheet(new DemoPaymentDesk(gateways.backend));
  const container = createContainer({ ...DEMO_CONFIG, extensions }, [
    override(TOKENS.clock, clock),
    override(TOKENS.notifier, notifier),
    override(TOKENS.navigator, navigator),
    override(TOKENS.localStorage, local),
    override(TOKENS.sessionStorage, session),
    override(TOKENS.storageEvents, events),
    override(TOKENS.connection, new FakeConnection()),
    override(TOKENS.catalogGateway, gateways.catalog),
    override(TOKENS.catalogToday, gateways.catalog),
    override(TOKENS.englishCatalogGateway, gateways.catalogueIn('en')),
    override(TOKENS.authGateway, gateways.auth),
    override(TOKENS.bookingGateway, gateways.booking),
    override(TOKENS.profileGateway, gateways.profile),
    override(TOKENS.paymentGateway, gateways.payment),
    override(TOKENS.ratingGateway, gateways.rating),
    override(TOKENS.paymentSheet, sheet),
    ...(typeof options.overrides === 'function'
      ? options.overrides(gateways)
      : (options.overrides ?? [])),
  ]);
  container.load(...(options.features ?? []));
  return {
    container,
    clock,
    notifier,
    navigator,
    gateways,
    backend: gateways.backend,
    sheet,
    localStorage: local,
    sessionStorage: session,
    storageEvents: events,
    get: (key) => resolve(container, key),
  };
}
