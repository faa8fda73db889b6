import { ContainerModule } from 'inversify';
import { RateVisit } from '../../core/rating/RateVisit';
import { LoginGate } from '../../presenters/auth/LoginGate';
import { VisitRatings } from '../../presenters/rating/VisitRatings';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';

/** Rating a finished visit: downloaded with its view, when a booking shows a rating. */
export const rating = new ContainerModule(({ bind }) => {
  bindClass(bind, RateVisit, [TOKENS.sessionStore, TOKENS.ratingGateway, TOKENS.clock]);
  bindClass(bind, VisitRatings, [
    RateVisit,
    TOKENS.clock,
    TOKENS.notifier,
    ConnectionModel,
    LoginGate,
    TOKENS.extensions,
  ]);
});
