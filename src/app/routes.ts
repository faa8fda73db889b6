import type { ComponentType } from 'react';
import type { messages } from '../core/shared/messages';
import { links } from '../presenters/links';
import type { FeatureName } from './container';

/** One page of the app (SPEC §2): everything the router, the build and the tests need to know of it. */
export interface AppRoute {
  /**
   * Its addresses, as React Router patterns; `*` is every address no other route serves. The
   * first one without a parameter is where the build draws the page's first paint.
   */
  readonly paths: readonly string[];
  /** The page's code: its own chunk, downloaded when the page is first shown (or pointed at). */
  readonly page: () => Promise<ComponentType>;
  /** The feature whose use cases and presenters the page needs (src/app/container.ts), loaded with it. */
  readonly feature?: FeatureName;
  /** The page's name in the browser tab: which of `messages.titles`. */
  readonly title: keyof typeof messages.titles;
  /** Only for a logged-in customer: a visitor is asked to log in first (DESIGN.md). */
  readonly needsSession: boolean;
  /**
   * What the page's HTML file shows before any JavaScript has run: the `page` as a first-time
   * visitor sees it (static text, placeholders for data), or only its `shape` when what it shows
   * first lives on the visitor's device (the cart, the session), which the build cannot know.
   */
  readonly firstPaint: 'page' | 'shape';
  /** Its first drawing asks the backend for data: its HTML file preloads the gateways' code too. */
  readonly asksBackendAtOnce: boolean;
}

/** The app's routes: the one place that says which page serves which address. */
export const ROUTES: readonly AppRoute[] = [
  {
    paths: [links.root, links.home],
    page: () => import('../views/catalog/HomePage').then((m) => m.HomePage),
    title: 'home',
    needsSession: false,
    firstPaint: 'page',
    asksBackendAtOnce: true,
  },
  {
    paths: [links.services, `${links.services}/:categoryId`],
    page: () => import('../views/catalog/ServicesPage').then((m) => m.ServicesPage),
    feature: 'catalog',
    title: 'services',
    needsSession: false,
    firstPaint: 'page',
    asksBackendAtOnce: true,
  },
  {
    paths: [links.cart],
    page: () => import('../views/cart/CartPage').then((m) => m.CartPage),
    feature: 'cart',
    title: 'cart',
    needsSession: false,
    firstPaint: 'shape',
    asksBackendAtOnce: false,
  },
  {
    paths: [links.myBookings],
    page: () => import('../views/booking/MyBookingsPage').then((m) => m.MyBookingsPage),
    feature: 'booking',
    title: 'myBookings',
    needsSession: true,
    firstPaint: 'shape',
    asksBackendAtOnce: true,
  },
  {
    paths: [links.bookingDetail],
    page: () => import('../views/booking/BookingDetailPage').then((m) => m.BookingDetailPage),
    feature: 'booking',
    title: 'bookingDetail',
    needsSession: true,
    firstPaint: 'shape',
    asksBackendAtOnce: true,
  },
  {
    paths: [links.profile],
    page: () => import('../views/profile/ProfilePage').then((m) => m.ProfilePage),
    feature: 'profile',
    title: 'profile',
    needsSession: true,
    firstPaint: 'shape',
    asksBackendAtOnce: true,
  },
  {
    ...staticPage(links.about, 'about', () =>
      import('../views/static/AboutPage').then((m) => m.AboutPage),
    ),
    feature: 'about',
    asksBackendAtOnce: true,
  },
  staticPage(links.features, 'features', () =>
    import('../views/static/FeaturesPage').then((m) => m.FeaturesPage),
  ),
  staticPage(links.team, 'team', () => import('../views/static/TeamPage').then((m) => m.TeamPage)),
  staticPage(links.testimonials, 'testimonials', () =>
    import('../views/static/TestimonialsPage').then((m) => m.TestimonialsPage),
  ),
  {
    ...staticPage(links.contact, 'contact', () =>
      import('../views/static/ContactPage').then((m) => m.ContactPage),
    ),
    feature: 'contact',
  },
  {
    ...staticPage(links.quote, 'quote', () =>
      import('../views/static/QuotePage').then((m) => m.QuotePage),
    ),
    feature: 'contact',
  },
  {
    paths: ['*'],
    page: () => import('../views/shell/NotFoundPage').then((m) => m.NotFoundPage),
    title: 'notFound',
    needsSession: false,
    firstPaint: 'page',
    asksBackendAtOnce: false,
  },
];

/** A page of marketing text: drawn whole at build time, no data, no session. */
function staticPage(path: string, title: AppRoute['title'], page: AppRoute['page']): AppRoute {
  return {
    paths: [path],
    page,
    title,
    needsSession: false,
    firstPaint: 'page',
    asksBackendAtOnce: false,
  };
}
