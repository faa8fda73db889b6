import type { Container } from 'inversify';
import { use, type ComponentType } from 'react';
import { Features, type FeatureName } from '../../presenters/Features';
import { useContainer } from '../ContainerContext';
import { loadOnce } from './loadOnce';

/** A view whose code, and its feature's presenters, download the first time it is wanted. */
export interface Late<P extends object> {
  /** Its code alone (the build reads which chunk holds it). */
  readonly code: () => Promise<ComponentType<P>>;
  /** The feature whose presenters it needs, if any. */
  readonly feature: FeatureName | undefined;
  /**
   * Downloads its code and binds its feature into `container`: for a page to wait for before it
   * is drawn, or to start early. Rejects when the code cannot be had; a later call tries again.
   */
  load(container: Container): Promise<ComponentType<P>>;
  /** Whether `load` is done for `container`: `View` then draws at once. */
  isLoaded(container: Container): boolean;
  /** Draws it; until it is loaded it suspends (the nearest Suspense shows its fallback). */
  readonly View: ComponentType<P>;
}

/**
 * The one way the app loads a view late: pages (src/app/routes.ts), dialogs and the search alike.
 * `code` is a dynamic import, so the view gets a chunk of its own.
 */
export function late<P extends object = object>(
  code: () => Promise<ComponentType<P>>,
  feature?: FeatureName,
): Late<P> {
  const loadCode = loadOnce(code);
  let Loaded: ComponentType<P> | undefined;
  const ready = new WeakSet<Container>();
  /** The latest load in each container; a failed one stays until `load` tries again. */
  const attempts = new WeakMap<
    Container,
    { promise: Promise<ComponentType<P>>; failed: boolean }
  >();

  function attempt(container: Container) {
    const promise = Promise.all([
      loadCode(),
      feature && container.get(Features).load(feature),
    ]).then(([Component]) => {
      Loaded = Component;
      ready.add(container);
      return Component;
    });
    const entry = { promise, failed: false };
    promise.catch(() => (entry.failed = true));
    attempts.set(container, entry);
    return entry;
  }

  function load(container: Container): Promise<ComponentType<P>> {
    const latest = attempts.get(container);
    return (latest && !latest.failed ? latest : attempt(container)).promise;
  }

  const isLoaded = (container: Container) => ready.has(container);

  function View(props: P) {
    const container = useContainer();
    // Drawn at once when loaded (no suspended frame). Otherwise `use` suspends on the latest
    // load, and a failed one is thrown to the error boundary, whose Try again calls `load`.
    const Component =
      Loaded && isLoaded(container)
        ? Loaded
        : use((attempts.get(container) ?? attempt(container)).promise);
    return <Component {...props} />;
  }

  return { code: loadCode, feature, load, isLoaded, View };
}
