import type { Container } from 'inversify';
import { use, type ComponentType } from 'react';
import { Features, type FeatureName } from '../../presenters/Features';
import { useContainer } from '../ContainerContext';
import { loadOnce, type Once } from '../../core/shared/loadOnce';

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
  /** Its code and its feature, loaded once in each container. */
  const loads = new WeakMap<Container, Once<ComponentType<P>>>();

  function loadsIn(container: Container): Once<ComponentType<P>> {
    let once = loads.get(container);
    if (!once) {
      once = loadOnce(() =>
        Promise.all([loadCode(), feature && container.get(Features).load(feature)]).then(
          ([Component]) => {
            Loaded = Component;
            ready.add(container);
            return Component;
          },
        ),
      );
      loads.set(container, once);
    }
    return once;
  }

  const load = (container: Container) => loadsIn(container)();
  const isLoaded = (container: Container) => ready.has(container);

  function View(props: P) {
    const container = useContainer();
    // Drawn at once when loaded (no suspended frame). Otherwise `use` suspends on the latest
    // load, and a failed one is thrown to the error boundary, whose Try again calls `load`.
    const loading = loadsIn(container);
    const Component = Loaded && isLoaded(container) ? Loaded : use(loading.latest() ?? loading());
    return <Component {...props} />;
  }

  return { code: loadCode, feature, load, isLoaded, View };
}
