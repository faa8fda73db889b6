import type { ContainerModuleLoadOptions } from 'inversify';
import { GetVisitDetails } from '../../core/profile/GetVisitDetails';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';

/**
 * Who the customer is and where the visit goes, which the confirm dialog (cart) and the receipt
 * (booking) share: whichever of their features loads first binds it.
 */
export function bindVisitDetails({
  bind,
  isBound,
}: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(GetVisitDetails))
    bindClass(bind, GetVisitDetails, [TOKENS.sessionStore, TOKENS.profileGateway]);
}
