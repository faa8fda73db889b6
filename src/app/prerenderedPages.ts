/**
 * The pages whose first paint the build draws ahead of time (`npm run build`, see
 * scripts/vite/prerenderPages.ts): each route of SPEC §2 gets an HTML file that shows its page at
 * once, before any JavaScript has arrived, and that asks for the page's code together with the
 * app's, so nothing waits for a second round trip. The app then takes over and draws the same
 * page live.
 *
 * A host serves each file for its addresses (`dist/_redirects` lists the rewrites; the file names
 * themselves cover hosts with "clean URLs"); any other address gets 404.html with status 404.
 */
export interface PrerenderedPage {
  /** The file in the build. */
  readonly file: string;
  /** The address drawn. */
  readonly path: string;
  /** Other addresses served with the same file (`*` at the end: the rest of the path). */
  readonly alsoServes: readonly string[];
  /**
   * `page`: the page as a first-time visitor sees it before any answer from the server (static
   * text, placeholders for data). `skeleton`: only the shape of a page, because what it shows
   * first lives on the visitor's device (the cart, the session), which the build cannot know.
   */
  readonly draws: 'page' | 'skeleton';
  /** The source modules the page's code starts from: preloaded by the file, as pageRoutes.tsx loads them. */
  readonly modules: readonly string[];
  /** Whether the first drawing asks the backend for data: the file then preloads the gateways' code too. */
  readonly asksBackend: boolean;
  /** The HTTP status the host answers with (404 for the not-found page). */
  readonly status?: number;
}

/** The gateways' code of each backend (src/app/gateways.ts loads one of them). */
export const GATEWAY_MODULES = {
  demo: 'src/app/demoGateways.ts',
  http: 'src/app/httpGateways.ts',
} as const;

const views = 'src/views';
const features = 'src/app/features';

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    file: 'index.html',
    path: '/',
    alsoServes: ['/home'],
    draws: 'page',
    modules: [`${views}/catalog/HomePage.tsx`],
    asksBackend: true,
  },
  {
    file: 'service.html',
    path: '/service',
    alsoServes: ['/service/*'],
    draws: 'page',
    modules: [`${views}/catalog/ServicesPage.tsx`, `${features}/servicesFeature.ts`],
    asksBackend: true,
  },
  {
    file: 'cart.html',
    path: '/cart',
    alsoServes: [],
    draws: 'skeleton',
    modules: [`${views}/cart/CartPage.tsx`, `${features}/cartFeature.ts`],
    asksBackend: false,
  },
  {
    file: 'my-bookings.html',
    path: '/my-bookings',
    alsoServes: [],
    draws: 'skeleton',
    modules: [`${views}/booking/MyBookingsPage.tsx`, `${features}/bookingFeature.ts`],
    asksBackend: true,
  },
  {
    file: 'my-bookings-info.html',
    path: '/my-bookings-info',
    alsoServes: [],
    draws: 'skeleton',
    modules: [`${views}/booking/BookingDetailPage.tsx`, `${features}/bookingFeature.ts`],
    asksBackend: true,
  },
  {
    file: 'signup.html',
    path: '/signup',
    alsoServes: [],
    draws: 'skeleton',
    modules: [`${views}/profile/ProfilePage.tsx`, `${features}/profileFeature.ts`],
    asksBackend: true,
  },
  staticPage('about', 'AboutPage'),
  staticPage('feature', 'FeaturesPage'),
  staticPage('team', 'TeamPage'),
  staticPage('testimonial', 'TestimonialsPage'),
  staticPage('contact', 'ContactPage', 'contactFeature'),
  staticPage('quote', 'QuotePage', 'contactFeature'),
  {
    file: '404.html',
    path: '/404',
    alsoServes: ['/*'],
    draws: 'page',
    modules: [`${views}/shell/NotFoundPage.tsx`],
    asksBackend: false,
    status: 404,
  },
];

/** A static page (`/about`, …): drawn whole, its view (and its feature, for the mail forms) preloaded. */
function staticPage(name: string, view: string, feature?: string): PrerenderedPage {
  return {
    file: `${name}.html`,
    path: `/${name}`,
    alsoServes: [],
    draws: 'page',
    modules: [`${views}/static/${view}.tsx`, ...(feature ? [`${features}/${feature}.ts`] : [])],
    asksBackend: false,
  };
}
