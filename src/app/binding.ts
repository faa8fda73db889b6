import type { Container } from 'inversify';
import type { Token } from './tokens';

type Resolved<D extends readonly Token<unknown>[]> = {
  [K in keyof D]: D[K] extends Token<infer T> ? T : never;
};

/** A replacement for one binding, for tests and for the e2e hooks: `override(TOKENS.clock, fakeClock)`. */
export interface Override<T = unknown> {
  readonly token: Token<T>;
  readonly value: T;
}

export function override<T>(token: Token<T>, value: T): Override<T> {
  return { token, value };
}

/** Binds `token` to what `factory` makes of `deps`; one instance for the app unless transient. */
export function provide<T, const D extends readonly Token<unknown>[]>(
  container: Container,
  token: Token<T>,
  deps: D,
  factory: (...args: Resolved<D>) => T,
  scope: 'singleton' | 'transient' = 'singleton',
): void {
  const binding = container
    .bind<T>(token)
    .toResolvedValue((...args: unknown[]) => factory(...(args as Resolved<D>)), [...deps]);
  if (scope === 'singleton') binding.inSingletonScope();
  else binding.inTransientScope();
}

export function resolve<T>(container: Container, token: Token<T>): T {
  return container.get<T>(token);
}

/**
 * A feature's bindings (its use cases and presenters), bound when its first page loads so that
 * its code, and what only it needs (yup for forms), stays out of the first download.
 */
export type Feature = (container: Container) => void;

const loaded = new WeakMap<Container, Set<Feature>>();

/** Binds `feature` into `container` once; later calls do nothing. */
export function loadFeature(container: Container, feature: Feature): void {
  const features = loaded.get(container) ?? new Set<Feature>();
  loaded.set(container, features);
  if (features.has(feature)) return;
  feature(container);
  features.add(feature);
}
