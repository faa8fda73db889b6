import type { AbstractNewable, Bind, Container, Newable } from 'inversify';

/** A typed symbol of the container, for what has no class of its own: a port, a setting. */
export type Token<T> = symbol & { readonly __type?: T };

export function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}

/** A typed key of the container: a token, or a class that is its own key (`CartModel`). */
export type Key<T> = Token<T> | AbstractNewable<T>;

/** The keys of what a constructor or factory takes, in its order: `[TOKENS.notifier, CartModel]`. */
export type Keys<Args extends readonly unknown[]> = { [I in keyof Args]-?: Key<Args[I]> };

type Scope = 'singleton' | 'transient';

/**
 * Binds `Class` to an instance made of what `needs` resolves to. `needs` lists the keys in the
 * order of its constructor's parameters, and the type checker holds the two together: this list
 * is the one place a dependency is written beside the constructor itself. One instance for the
 * app unless `transient` (a presenter: a fresh one for every screen that mounts).
 */
export function bindClass<T, Args extends unknown[]>(
  bind: Bind,
  Class: Newable<T, Args>,
  needs: Keys<Args>,
  scope: Scope = 'singleton',
): void {
  bindMade(bind, Class, needs, (...args) => new Class(...args), scope);
}

/** Binds the port `key` to `Class`, made as `bindClass` makes it: `bindPort(bind, TOKENS.cartStore, LocalStorageCartStore, […])`. */
export function bindPort<T, C extends Newable<T>>(
  bind: Bind,
  key: Key<T>,
  Class: C,
  needs: Keys<ConstructorParameters<C>>,
  scope: Scope = 'singleton',
): void {
  bindMade(bind, key, needs, (...args) => new Class(...args), scope);
}

/** Binds `key` to what `make` makes of what `needs` resolves to: for what a constructor alone cannot say. */
export function bindMade<T, const Args extends readonly unknown[]>(
  bind: Bind,
  key: Key<T>,
  needs: Keys<Args>,
  make: (...args: Args) => T,
  scope: Scope = 'singleton',
): void {
  const binding = bind<T>(key).toResolvedValue<[...Args]>(make, [...needs]);
  if (scope === 'singleton') binding.inSingletonScope();
  else binding.inTransientScope();
}

/** A replacement for one binding, for tests and the build: `override(TOKENS.clock, fakeClock)`. */
export interface Override<T = unknown> {
  readonly key: Key<T>;
  readonly value: T;
}

export function override<T>(key: Key<T>, value: T): Override<T> {
  return { key, value };
}

export function resolve<T>(container: Container, key: Key<T>): T {
  return container.get<T>(key);
}
