import { ContainerModule } from 'inversify';
import { GetBookingDetail } from '../../core/booking/GetBookingDetail';
import { GetVisitDetails } from '../../core/profile/GetVisitDetails';
import { SupportLine } from '../../core/shared/SupportLine';
import { ReceiptPresenter } from '../../presenters/booking/ReceiptPresenter';
import { bindMade } from '../binding';
import { bindShared } from './bindShared';
import { TOKENS } from '../tokens';

/** A booking's receipt: its detail, who it is for, and the deployment's GST settings. */
export const receipt = new ContainerModule(({ bind, isBound }) => {
  bindShared({ bind, isBound }, GetBookingDetail, [TOKENS.bookingGateway, TOKENS.sessionStore]);
  bindShared({ bind, isBound }, GetVisitDetails, [TOKENS.sessionStore, TOKENS.profileGateway]);
  bindMade(
    bind,
    ReceiptPresenter,
    [
      GetBookingDetail,
      GetVisitDetails,
      TOKENS.config,
      SupportLine,
      TOKENS.demoMode,
      TOKENS.catalogueLanguage,
    ],
    (detail, visit, config, support, demoMode, language) =>
      new ReceiptPresenter(
        detail,
        visit,
        config.gst,
        support,
        demoMode,
        language,
        config.extensions.has('payments'),
      ),
    'transient',
  );
});
