import type { Container } from 'inversify';
import { createElement, lazy, useState, type ComponentType } from 'react';
import { withSession } from '../views/auth/RequireSession';
import { loadFeature } from './container';
import { loadOnce } from './loadOnce';
import type { AppRoute } from './routes';

/** What the router needs of a page (the build swaps a page's drawing for its shape). */
export type Page = Pick<RoutePage, 'route' | 'load' | 'Component'>;

/**
 * A route's page at run time: its code and its feature's bindings, downloaded together the first
 * time the page is needed (shown, pointed at, or opened first), remembered once they arrive, and
 * downloaded again after a failure.
 */
export class RoutePage {
  /** Loads the page's code and binds its feature. */
  readonly load: () => Promise<ComponentType>;
  private loaded: ComponentType | undefined;

  constructor(
    readonly route: AppRoute,
    container: Container,
  ) {
    this.load = loadOnce(async () => {
      const [Page] = await Promise.all([
        route.page(),
        route.feature && loadFeature(container, route.feature),
      ]);
      this.loaded = route.needsSession ? withSession(Page) : Page;
      return this.loaded;
    });
    const Lazy = lazy(() => this.load().then((Page) => ({ default: Page })));
    // Chosen once per mount, so a page never switches component (and loses its state) while shown.
    // A lazy component that failed stays failed: after a later load succeeds, a new mount draws the
    // loaded page instead.
    const loaded = () => this.loaded;
    this.Component = function RoutedComponent() {
      const [Page] = useState<ComponentType>(() => loaded() ?? Lazy);
      return createElement(Page);
    };
  }

  /** The page for the router: drawn at once when its code is in, else suspended until it is. */
  readonly Component: ComponentType;
}
