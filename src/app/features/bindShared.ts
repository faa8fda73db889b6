import type { ContainerModuleLoadOptions, Newable } from 'inversify';
import { bindClass, type Keys } from '../binding';

/**
 * Binds `Class` as `bindClass` does (one for the app), unless it is bound already: for a use case
 * that two late features share, bound by whichever of them loads first.
 */
export function bindShared<C extends Newable>(
  { bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>,
  Class: C,
  needs: Keys<ConstructorParameters<C>>,
): void {
  if (!isBound(Class)) bindClass(bind, Class, needs);
}
