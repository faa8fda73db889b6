import { DemoGateways } from '../../adapters/fake/DemoGateways';
import { DemoPaymentDesk } from '../../adapters/fake/DemoPaymentDesk';
import { DemoPaymentSheet, type DemoSheetSink } from '../../adapters/payment/DemoPaymentSheet';
import type { PaymentSheet } from '../../core/payment/PaymentSheet';
import type { Clock } from '../../core/shared/Clock';

/**
 * The demo's payment sheet: its dialog (`sink`) over the demo's stand-in for the provider, which
 * keeps its orders in the same storage as the demo's backend (as Razorpay and a backend both know
 * an order), so what it authorises the backend verifies. It is the demo's backend on this device,
 * reached through the gateways' code the page has already downloaded (no second copy of it).
 */
export function demoSheet(storage: Storage, clock: Clock, sink: DemoSheetSink): PaymentSheet {
  const { backend } = DemoGateways.onDevice(storage, clock, 0, {
    token: () => undefined,
    ended: () => undefined,
  });
  return new DemoPaymentSheet(new DemoPaymentDesk(backend), sink);
}
