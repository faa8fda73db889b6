import type { Clock } from '../../core/shared/Clock';
import { DemoBackend } from './DemoBackend';
import { demoCatalogue } from './demoCatalogue';
import { LocalStorageDemoStorage } from './DemoStorage';
import { FakeAuthGateway } from './FakeAuthGateway';
import { FakeBookingGateway } from './FakeBookingGateway';
import { FakeCatalogGateway } from './FakeCatalogGateway';
import { FakeProfileGateway } from './FakeProfileGateway';
import type { FakeGatewayOptions } from './SimulatedNetwork';

/** The four gateways of the offline demo, over one DemoBackend. */
export class DemoGateways {
  readonly catalog: FakeCatalogGateway;
  readonly auth: FakeAuthGateway;
  readonly booking: FakeBookingGateway;
  readonly profile: FakeProfileGateway;

  constructor(
    readonly backend: DemoBackend,
    options: FakeGatewayOptions = {},
  ) {
    this.catalog = new FakeCatalogGateway(backend, options);
    this.auth = new FakeAuthGateway(backend, options);
    this.booking = new FakeBookingGateway(backend, options);
    this.profile = new FakeProfileGateway(backend, options);
  }

  /** The gateways of logging in and of a customer's data: here at once, with the rest. */
  customer(): Promise<this> {
    return Promise.resolve(this);
  }

  /**
   * The demo as the app runs it: its data in `storage` under `gharseva-demo:` keys, so it survives
   * a reload, sessions kept as a backend of the `session` extension keeps them, and a booking
   * priced from the catalogue, never from the browser's cart.
   */
  static onDevice(
    storage: Storage,
    clock: Clock,
    latencyMs: number,
    session: { readonly token: () => string | undefined; readonly ended: () => void },
  ): DemoGateways {
    const backend = new DemoBackend(new LocalStorageDemoStorage(storage), clock, demoCatalogue, {
      prices: 'catalogue',
    });
    return new DemoGateways(backend, {
      latencyMs,
      session: {
        caller: () => backend.sessionUser(session.token()),
        ended: session.ended,
        logout: () => backend.closeSession(session.token()),
      },
    });
  }
}
