import type { Container } from 'inversify';
import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadFeature, type Feature } from './binding';
import { loadOnce } from './loadOnce';
import { withSession } from '../views/auth/RequireSession';

/** A page of SPEC §2's route table, its code loaded the first time it is needed. */
export interface PageRoute {
  readonly path: string;
  /** Loads the page's code (and its feature's bindings); remembered once loaded, retried after a failure. */
  readonly load: () => Promise<ComponentType>;
  /**
   * The page for the router: drawn at once when its code is already loaded (prefetched, or
   * awaited before the first render), else suspended until it is.
   */
  readonly Page: ComponentType;
}

function page(path: string, load: () => Promise<ComponentType>): PageRoute {
  let loaded: ComponentType | undefined;
  const loadPage = loadOnce(() => load().then((Component) => (loaded = Component)));
  const Lazy = lazy(() => loadPage().then((Component) => ({ default: Component })));
  // Chosen once per mount, so a page never switches component (and loses its state) while shown.
  // A lazy component that failed stays failed: after a later load succeeds, a new mount draws the
  // loaded page instead.
  const Page = () => {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  };
  return { path, load: loadPage, Page };
}

/** The same page under another path, sharing its code and its loaded state. */
function alias(route: PageRoute, path: string): PageRoute {
  return { ...route, path };
}

/**
 * SPEC §2's routes, every page its own chunk. `''`, `/` and `/home` are the home page; pages that
 * need a session (DESIGN.md) are wrapped in the session guard; the profile and the mail forms bind
 * their feature (and so load yup) only when first opened.
 */
export function createPageRoutes(container: Container): readonly PageRoute[] {
  /** Loads a page's view together with its feature's bindings, and binds them before it draws. */
  const withFeature = async <V,>(
    view: Promise<V>,
    feature: Promise<Feature>,
    pick: (module: V) => ComponentType,
  ): Promise<ComponentType> => {
    const [module, bindings] = await Promise.all([view, feature]);
    loadFeature(container, bindings);
    return pick(module);
  };
  const services = page('/service/:categoryId', () =>
    withFeature(
      import('../views/catalog/ServicesPage'),
      import('./features/servicesFeature').then((m) => m.servicesFeature),
      (m) => m.ServicesPage,
    ),
  );
  const booking = () => import('./features/bookingFeature').then((m) => m.bookingFeature);
  const contact = () => import('./features/contactFeature').then((m) => m.contactFeature);
  const home = page('/', () => import('../views/catalog/HomePage').then((m) => m.HomePage));
  return [
    home,
    alias(home, '/home'),
    alias(services, '/service'),
    services,
    page('/cart', () =>
      withFeature(
        import('../views/cart/CartPage'),
        import('./features/cartFeature').then((m) => m.cartFeature),
        (m) => m.CartPage,
      ),
    ),
    page('/my-bookings', () =>
      withFeature(import('../views/booking/MyBookingsPage'), booking(), (m) =>
        withSession(m.MyBookingsPage),
      ),
    ),
    page('/my-bookings-info', () =>
      withFeature(import('../views/booking/BookingDetailPage'), booking(), (m) =>
        withSession(m.BookingDetailPage),
      ),
    ),
    page('/signup', () =>
      withFeature(
        import('../views/profile/ProfilePage'),
        import('./features/profileFeature').then((m) => m.profileFeature),
        (m) => withSession(m.ProfilePage),
      ),
    ),
    page('/about', () => import('../views/static/AboutPage').then((m) => m.AboutPage)),
    page('/feature', () => import('../views/static/FeaturesPage').then((m) => m.FeaturesPage)),
    page('/team', () => import('../views/static/TeamPage').then((m) => m.TeamPage)),
    page('/testimonial', () =>
      import('../views/static/TestimonialsPage').then((m) => m.TestimonialsPage),
    ),
    page('/contact', () =>
      withFeature(import('../views/static/ContactPage'), contact(), (m) => m.ContactPage),
    ),
    page('/quote', () =>
      withFeature(import('../views/static/QuotePage'), contact(), (m) => m.QuotePage),
    ),
    page('*', () => import('../views/shell/NotFoundPage').then((m) => m.NotFoundPage)),
  ];
}

/** The login dialog with its presenter's bindings, fetched the first time someone logs in. */
export function createLoginDialog(container: Container): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [view, feature] = await Promise.all([
      import('../views/auth/LoginDialog'),
      import('./features/loginFeature'),
    ]);
    loadFeature(container, feature.loginFeature);
    return { default: view.LoginDialog };
  });
}
