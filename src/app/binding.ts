import type { AbstractNewable, Container } from 'inversify';

/** A typed symbol of the container, for what has no class of its own: a port, a setting. */
export type Token<T> = symbol & { readonly __type?: T };

export function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}

/** A typed key of the container: a token, or a class that is its own key (`CartModel`). */
export type Key<T> = Token<T> | AbstractNewable<T>;

type Resolved<D extends readonly Key<unknown>[]> = {
  [K in keyof D]: D[K] extends Key<infer T> ? T : never;
};

/** A replacement for one binding, for tests and the build: `override(TOKENS.clock, fakeClock)`. */
export interface Override<T = unknown> {
  readonly key: Key<T>;
  readonly value: T;
}

export function override<T>(key: Key<T>, value: T): Override<T> {
  return { key, value };
}

/** Binds `key` to what `factory` makes of `deps`; one instance for the app unless transient. */
export function provide<T, const D extends readonly Key<unknown>[]>(
  container: Container,
  key: Key<T>,
  deps: D,
  factory: (...args: Resolved<D>) => T,
  scope: 'singleton' | 'transient' = 'singleton',
): void {
  const binding = container
    .bind<T>(key)
    .toResolvedValue((...args: unknown[]) => factory(...(args as Resolved<D>)), [...deps]);
  if (scope === 'singleton') binding.inSingletonScope();
  else binding.inTransientScope();
}

export function resolve<T>(container: Container, key: Key<T>): T {
  return container.get<T>(key);
}
