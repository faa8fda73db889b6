import type { ContainerModuleLoadOptions } from 'inversify';
import { lateSheet } from '../../adapters/payment/lateSheet';
import { LocalStoragePaymentChoice } from '../../adapters/storage/LocalStoragePaymentChoice';
import { BRAND_NAME } from '../../core/shared/brand';
import { loadOnce } from '../../core/shared/loadOnce';
import { LoginGate } from '../../presenters/auth/LoginGate';
import { BookingPayments } from '../../presenters/payment/BookingPayments';
import { DemoPaymentPresenter } from '../../presenters/payment/DemoPaymentPresenter';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';
import { bindClass, bindMade } from '../binding';
import { TOKENS } from '../tokens';

/** The code of each backend's payment sheet: it downloads when she first pays. */
export const SHEET_CODE = {
  demo: () => import('./demoSheet').then((m) => m.demoSheet),
  razorpay: () => import('./razorpaySheet').then((m) => m.razorpaySheet),
} as const;

/**
 * Paying a booking (the `payments` extension), which the confirm dialog, My Bookings and the
 * booking's detail share: whichever of their features loads first binds it. The sheet's code
 * (Razorpay's checkout.js, or the demo's own dialog) downloads only when she pays.
 */
export function bindPayments({
  bind,
  isBound,
}: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (isBound(BookingPayments)) return;
  bindClass(bind, DemoPaymentPresenter, []);
  if (!isBound(TOKENS.paymentChoice))
    bindMade(
      bind,
      TOKENS.paymentChoice,
      [TOKENS.localStorage],
      (storage) => new LocalStoragePaymentChoice(storage),
    );
  if (!isBound(TOKENS.paymentSheet))
    bindMade(
      bind,
      TOKENS.paymentSheet,
      [TOKENS.config, TOKENS.localStorage, TOKENS.clock, DemoPaymentPresenter],
      (config, storage, clock, demoSheet) =>
        lateSheet(async () =>
          config.mode === 'demo'
            ? (await SHEET_CODE.demo())(storage, clock, demoSheet)
            : (await SHEET_CODE.razorpay())(BRAND_NAME),
        ),
    );
  bindMade(
    bind,
    BookingPayments,
    [
      TOKENS.sessionStore,
      TOKENS.paymentGateway,
      TOKENS.paymentSheet,
      TOKENS.bookingGateway,
      TOKENS.profileGateway,
      TOKENS.notifier,
      ConnectionModel,
      LoginGate,
      TOKENS.extensions,
      TOKENS.config,
    ],
    (
      session,
      payments,
      sheet,
      bookings,
      profiles,
      notifier,
      connection,
      gate,
      extensions,
      config,
    ) =>
      new BookingPayments(
        // The use cases download when she first pays, not with the pages that show the money.
        loadOnce(() =>
          import('./paying').then((m) =>
            m.paying({ session, payments, sheet, bookings, profiles }),
          ),
        ),
        notifier,
        connection,
        gate,
        extensions,
        config.refundDays,
      ),
  );
}
