import type { ContainerModuleLoadOptions } from 'inversify';
import { lateSheet } from '../../adapters/payment/lateSheet';
import { LocalStoragePaymentChoice } from '../../adapters/storage/LocalStoragePaymentChoice';
import { PayAfterService } from '../../core/payment/PayAfterService';
import { PayOnline } from '../../core/payment/PayOnline';
import { BRAND_NAME } from '../../core/shared/brand';
import { GetVisitDetails } from '../../core/profile/GetVisitDetails';
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
  if (!isBound(GetVisitDetails))
    bindClass(bind, GetVisitDetails, [TOKENS.sessionStore, TOKENS.profileGateway]);
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
  bindClass(bind, PayOnline, [
    TOKENS.sessionStore,
    TOKENS.paymentGateway,
    TOKENS.paymentSheet,
    TOKENS.bookingGateway,
  ]);
  bindClass(bind, PayAfterService, [TOKENS.sessionStore, TOKENS.paymentGateway]);
  bindMade(
    bind,
    BookingPayments,
    [
      PayOnline,
      PayAfterService,
      GetVisitDetails,
      TOKENS.notifier,
      ConnectionModel,
      LoginGate,
      TOKENS.extensions,
      TOKENS.config,
    ],
    (payOnline, payAfterService, visitDetails, notifier, connection, gate, extensions, config) =>
      new BookingPayments(
        payOnline,
        payAfterService,
        visitDetails,
        notifier,
        connection,
        gate,
        extensions,
        config.refundDays,
      ),
  );
}
