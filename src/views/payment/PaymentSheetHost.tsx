import { observer } from 'mobx-react-lite';
import { DemoPaymentPresenter } from '../../presenters/payment/DemoPaymentPresenter';
import { usePresenter } from '../ContainerContext';
import { late } from '../shared/late';
import { MountWhenWanted } from '../shared/MountWhenWanted';

// Its code downloads when the demo first asks her to pay, never with a page.
const DemoPaymentDialog = late(() =>
  import('./DemoPaymentDialog').then((m) => m.DemoPaymentDialog),
);

/**
 * Where the demo's payment sheet is drawn, on each screen that pays (the confirm dialog, My
 * Bookings, a booking's detail). Against a real backend it draws nothing: Razorpay's checkout
 * draws itself.
 */
export const PaymentSheetHost = observer(function PaymentSheetHost() {
  const sheet = usePresenter(DemoPaymentPresenter);
  return (
    <MountWhenWanted when={sheet.visible}>
      <DemoPaymentDialog.View />
    </MountWhenWanted>
  );
});
