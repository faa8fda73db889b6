import type { Container } from 'inversify';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadFeature, type Feature } from './binding';
import { loadOnce } from './loadOnce';
import { withSession } from '../views/auth/RequireSession';
import { HomePage } from '../views/catalog/HomePage';

/** A page of SPEC §2's route table, its code loaded the first time it is needed. */
export interface PageRoute {
  readonly path: string;
  /** Loads the page's code (and its feature's bindings); remembered once loaded, retried after a failure. */
  readonly load: () => Promise<ComponentType>;
  /** The page for the router: a lazy component, or the page itself when it is in the first download. */
  readonly Page: PageComponent;
  /** A new lazy component of the page, for Try again after its code failed to download. */
  reloaded(): PageComponent;
}

type PageComponent = ComponentType | LazyExoticComponent<ComponentType>;

function page(path: string, load: () => Promise<ComponentType>): PageRoute {
  const loadPage = loadOnce(load);
  const lazyPage = () => lazy(() => loadPage().then((Component) => ({ default: Component })));
  return { path, load: loadPage, Page: lazyPage(), reloaded: lazyPage };
}

/** A page in the entry chunk: drawn in the app's first render, with no code to wait for. */
function eagerPage(path: string, Page: ComponentType): PageRoute {
  return { path, load: () => Promise.resolve(Page), Page, reloaded: () => Page };
}

/**
 * SPEC §2's routes, every page but home its own chunk. `''`, `/` and `/home` are the home page; pages that
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
  const services = () =>
    withFeature(
      import('../views/catalog/ServicesPage'),
      import('./features/servicesFeature').then((m) => m.servicesFeature),
      (m) => m.ServicesPage,
    );
  const booking = () => import('./features/bookingFeature').then((m) => m.bookingFeature);
  const contact = () => import('./features/contactFeature').then((m) => m.contactFeature);
  return [
    // Home is where most visits start: its hero is the first paint's largest text (LCP), so it
    // comes with the entry chunk instead of one more round trip later.
    eagerPage('/', HomePage),
    eagerPage('/home', HomePage),
    page('/service', services),
    page('/service/:categoryId', services),
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
