import type { ContainerModuleLoadOptions } from 'inversify';
import { ListVisitSlots } from '../../core/booking/ListVisitSlots';
import { VisitTimePicker } from '../../presenters/booking/VisitTimePicker';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';

/**
 * Choosing a visit window (the `slots` extension), which the confirm dialog and Change time on a
 * booking share: whichever of their features loads first binds it. A picker per dialog.
 */
export function bindVisitTimes({
  bind,
  isBound,
}: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (isBound(VisitTimePicker)) return;
  bindClass(bind, ListVisitSlots, [TOKENS.sessionStore, TOKENS.bookingGateway]);
  bindClass(bind, VisitTimePicker, [ListVisitSlots, TOKENS.clock, TOKENS.extensions], 'transient');
}
