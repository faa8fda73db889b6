import { DemoBackend } from '../../adapters/fake/DemoBackend';
import { demoCatalogue } from '../../adapters/fake/demoCatalogue';
import { LocalStorageDemoStorage } from '../../adapters/fake/DemoStorage';
import { DemoPaymentSheet, type DemoSheetSink } from '../../adapters/payment/DemoPaymentSheet';
import type { PaymentSheet } from '../../core/payment/PaymentSheet';
import type { Clock } from '../../core/shared/Clock';

/**
 * The demo's payment sheet: its dialog (`sink`) over the demo's stand-in for the provider, which
 * keeps its orders in the same storage as the demo's backend (as Razorpay and a backend both know
 * an order), so what it authorises the backend verifies.
 */
export function demoSheet(storage: Storage, clock: Clock, sink: DemoSheetSink): PaymentSheet {
  const provider = new DemoBackend(new LocalStorageDemoStorage(storage), clock, demoCatalogue, {
    prices: 'catalogue',
  });
  return new DemoPaymentSheet(provider, sink);
}
