import { messages } from '../core/shared/messages';
import { policyLinkMessages } from '../core/policies/policyLinkMessages';
import { links } from '../presenters/links';
import { late, type Late } from '../views/shared/late';

/** One page of the app (SPEC §2): everything the router, the build and the tests need to know of it. */
export interface AppRoute {
  /**
   * Its addresses, as React Router patterns; `*` is every address no other route serves. The
   * first one without a parameter is where the build draws the page's first paint.
   */
  readonly paths: readonly string[];
  /**
   * The page: its own chunk and the feature its presenters are in, downloaded when the page is
   * first shown (or pointed at).
   */
  readonly page: Late<object>;
  /** The page's name in the browser tab, in the language spoken. */
  readonly title: () => string;
  /** Only for a logged-in customer: a visitor is asked to log in first (DESIGN.md). */
  readonly needsSession: boolean;
  /**
   * What the page's HTML file shows before any JavaScript has run: the `page` as a first-time
   * visitor sees it (static text, placeholders for data), or only its `shape` when what it shows
   * first lives on the visitor's device (the session), which the build cannot know. The `cart`:
   * its shape, which a small script of the page replaces with the page drawn from the cart the
   * device stores, when it holds one (src/app/firstPaint/cartScript.ts).
   */
  readonly firstPaint: 'page' | 'shape' | 'cart';
  /** Its first drawing asks the backend for data: its HTML file preloads the gateways' code too. */
  readonly asksBackendAtOnce: boolean;
  /**
   * An address customers open it at, where its first path is a pattern or shows less of it: what
   * the accessibility audit, the reflow check and the screenshots visit. Read through `addressOf`.
   */
  readonly visit?: string;
}

/** Where the lists that go through every page open `route`: its `visit`, else its first path. */
export function addressOf(route: AppRoute): string {
  return route.visit ?? route.paths[0] ?? '';
}

/** The app's routes: the one place that says which page serves which address. */
export const ROUTES: readonly AppRoute[] = [
  {
    paths: [links.root, links.home],
    page: late(() => import('../views/catalog/HomePage').then((m) => m.HomePage)),
    title: () => messages.titles.home,
    needsSession: false,
    firstPaint: 'page',
    asksBackendAtOnce: true,
  },
  {
    paths: [links.services, `${links.services}/:categoryId`],
    page: late(
      () => import('../views/catalog/ServicesPage').then((m) => m.ServicesPage),
      'catalog',
    ),
    title: () => messages.titles.services,
    needsSession: false,
    firstPaint: 'page',
    asksBackendAtOnce: true,
    // A category's services, as customers arrive from the home page.
    visit: links.servicesOf(1),
  },
  {
    paths: [links.cart],
    page: late(() => import('../views/cart/CartPage').then((m) => m.CartPage), 'cart'),
    title: () => messages.titles.cart,
    needsSession: false,
    firstPaint: 'cart',
    asksBackendAtOnce: false,
  },
  {
    paths: [links.myBookings],
    page: late(
      () => import('../views/booking/MyBookingsPage').then((m) => m.MyBookingsPage),
      'myBookings',
    ),
    title: () => messages.titles.myBookings,
    needsSession: true,
    firstPaint: 'shape',
    asksBackendAtOnce: true,
  },
  {
    paths: [links.bookingDetail],
    page: late(
      () => import('../views/booking/BookingDetailPage').then((m) => m.BookingDetailPage),
      'booking',
    ),
    title: () => messages.titles.bookingDetail,
    needsSession: true,
    firstPaint: 'shape',
    asksBackendAtOnce: true,
    // Priya's booking of two orders, one of them cancellable (the demo's seed).
    visit: links.bookingDetailOf(5004),
  },
  {
    paths: [links.receipt],
    page: late(() => import('../views/booking/ReceiptPage').then((m) => m.ReceiptPage), 'receipt'),
    title: () => messages.titles.receipt,
    needsSession: true,
    firstPaint: 'shape',
    asksBackendAtOnce: true,
    visit: links.receiptOf(5004),
  },
  {
    paths: [links.profile],
    page: late(() => import('../views/profile/ProfilePage').then((m) => m.ProfilePage), 'profile'),
    title: () => messages.titles.profile,
    needsSession: true,
    firstPaint: 'shape',
    asksBackendAtOnce: true,
  },
  {
    ...staticPage(
      links.about,
      () => messages.titles.about,
      late(() => import('../views/static/AboutPage').then((m) => m.AboutPage), 'about'),
    ),
    asksBackendAtOnce: true,
  },
  staticPage(
    links.features,
    () => messages.titles.features,
    late(() => import('../views/static/FeaturesPage').then((m) => m.FeaturesPage)),
  ),
  staticPage(
    links.team,
    () => messages.titles.team,
    late(() => import('../views/static/TeamPage').then((m) => m.TeamPage)),
  ),
  staticPage(
    links.testimonials,
    () => messages.titles.testimonials,
    late(() => import('../views/static/TestimonialsPage').then((m) => m.TestimonialsPage)),
  ),
  staticPage(
    links.contact,
    () => messages.titles.contact,
    late(() => import('../views/static/ContactPage').then((m) => m.ContactPage), 'contact'),
  ),
  staticPage(
    links.quote,
    () => messages.titles.quote,
    late(() => import('../views/static/QuotePage').then((m) => m.QuotePage), 'contact'),
  ),
  // The policies and the Help page: static text, drawn whole at build time.
  staticPage(
    links.cancellationPolicy,
    () => policyLinkMessages.cancellation,
    late(
      () => import('../views/policies/PolicyPage').then((m) => m.CancellationPolicyPage),
      'policies',
    ),
  ),
  staticPage(
    links.termsOfService,
    () => policyLinkMessages.terms,
    late(() => import('../views/policies/PolicyPage').then((m) => m.TermsPage), 'policies'),
  ),
  staticPage(
    links.privacy,
    () => policyLinkMessages.privacy,
    late(() => import('../views/policies/PolicyPage').then((m) => m.PrivacyPage), 'policies'),
  ),
  staticPage(
    links.help,
    () => policyLinkMessages.help,
    late(() => import('../views/policies/HelpPage').then((m) => m.HelpPage), 'policies'),
  ),
  {
    paths: ['*'],
    page: late(() => import('../views/shell/NotFoundPage').then((m) => m.NotFoundPage)),
    title: () => messages.titles.notFound,
    needsSession: false,
    firstPaint: 'page',
    asksBackendAtOnce: false,
    visit: '/no/such/page',
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
