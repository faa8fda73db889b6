import type { Container } from 'inversify';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { CUSTOMER_GATEWAYS_CODE } from '../adapters/http/HttpGateways';
import { lateGateway } from '../adapters/late/lateGateway';
import { MemoryStorage } from '../adapters/storage/MemoryStorage';
import { AUTH_GATEWAY_METHODS } from '../core/auth/AuthGateway';
import { BOOKING_GATEWAY_METHODS } from '../core/booking/BookingGateway';
import { CATALOG_GATEWAY_METHODS } from '../core/catalog/CatalogGateway';
import { PROFILE_GATEWAY_METHODS } from '../core/profile/ProfileGateway';
import { cartMessages } from '../core/cart/cartMessages';
import { documentTitle, messages } from '../core/shared/messages';
import { pageDescriptions } from '../core/shared/pageDescriptions';
import { links } from '../presenters/links';
import type { Language } from '../core/shared/language';
import { inLanguage, LANGUAGE_BASE, languageOfAddress } from '../presenters/languageAddress';
import { CartPresenter, type CartViewModel } from '../presenters/cart/CartPresenter';
import { LanguagePresenter } from '../presenters/shell/LanguagePresenter';
import { ContainerContext } from '../views/ContainerContext';
import { AccountMenu } from '../views/shell/Navbar';
import { PageSkeleton } from '../views/shell/PageSkeleton';
import { late } from '../views/shared/late';
import { App } from './App';
import { override, resolve } from './binding';
import {
  drawCartWords,
  LINE_SLOTS,
  TOTALS_SLOTS,
  type DrawnCartWords,
} from './firstPaint/cartSlots';
import { configFromEnv } from './config';
import { createContainer, FEATURES } from './container';
import type { FeatureName } from '../presenters/Features';
import { GATEWAYS_CODE } from './features/gateways';
import { ROUTES, type AppRoute } from './routes';
import { RouterNavigator } from './RouterNavigator';
import { TOKENS } from './tokens';

// Nothing observes anything at build time: the page is drawn once and written down.
enableStaticRendering(true);

/**
 * What the first live drawing of `route` needs downloaded beside the app's own code: the page, its
 * feature, the gateways when it asks the backend for data at once (a customer's too when it needs
 * a session), and the account menu (with its feature) when it needs a session. Given as their
 * loaders, each a dynamic import: the build (scripts/vite/prerenderPages.ts) sees which module
 * each imports and preloads its chunk.
 */
export function codeOf(route: AppRoute): readonly (() => Promise<unknown>)[] {
  const mode = configFromEnv(import.meta.env).mode;
  const feature = (name: FeatureName | undefined) => (name ? [FEATURES[name]] : []);
  return [
    route.page.code,
    ...feature(route.page.feature),
    ...(route.asksBackendAtOnce ? [GATEWAYS_CODE[mode]] : []),
    // A customer's page shows their data at once: the HTTP gateways of it too (late elsewhere).
    ...(route.asksBackendAtOnce && route.needsSession && mode === 'http'
      ? [CUSTOMER_GATEWAYS_CODE]
      : []),
    // Shown only with a session, the page's navbar draws the account menu, and its feature, at once.
    ...(route.needsSession ? [AccountMenu.code, ...feature(AccountMenu.feature)] : []),
  ];
}

/**
 * The markup and title of `route`'s first paint at `path` in `language`, as a first-time visitor
 * on an empty device sees it before any answer from the server: the real views over a container
 * whose storage is empty and whose backend never answers (views only ask it from effects, which do not run here). A page
 * whose first sight lives on the device is drawn as its shape only.
 */
export async function renderFirstPaint(
  route: AppRoute,
  path: string,
  language: Language,
): Promise<FirstPaintDrawing> {
  const container = buildTimeContainer();
  await resolve(container, LanguagePresenter).choose(language);
  // Its shape: the skeleton, which a visitor sees whether or not they have a session.
  const drawn: AppRoute =
    route.firstPaint === 'page' ? route : { ...route, page: SKELETON, needsSession: false };
  await drawn.page.load(container);
  const routes = ROUTES.map((each) => (each === route ? drawn : each));
  return {
    markup: renderApp(container, inLanguage(path, language), routes),
    title: documentTitle(route.title()),
    description: descriptionOf(route),
    noScript: pageDescriptions.noScript(configFromEnv(import.meta.env).support.phoneDisplay),
  };
}

export interface FirstPaintDrawing {
  readonly markup: string;
  readonly title: string;
  /** What the page is, for search engines and link previews. */
  readonly description: string;
  /** What it says to a browser that runs no JavaScript. */
  readonly noScript: string;
}

/** Each page's description by the address it is drawn at; the site's for the others. */
const DESCRIPTIONS: Readonly<Record<string, () => string>> = {
  [links.services]: () => pageDescriptions.services,
  [links.cart]: () => pageDescriptions.cart,
  [links.about]: () => pageDescriptions.about,
  [links.features]: () => pageDescriptions.features,
  [links.team]: () => pageDescriptions.team,
  [links.testimonials]: () => pageDescriptions.testimonials,
  [links.contact]: () => pageDescriptions.contact,
  [links.quote]: () => pageDescriptions.quote,
  [links.cancellationPolicy]: () => pageDescriptions.cancellationPolicy,
  [links.termsOfService]: () => pageDescriptions.terms,
  [links.privacy]: () => pageDescriptions.privacy,
  [links.help]: () => pageDescriptions.help,
};

function descriptionOf(route: AppRoute): string {
  const say = DESCRIPTIONS[route.paths[0] ?? ''];
  return say ? say() : pageDescriptions.site;
}

/**
 * The cart page as the cart's first-paint script fills it (src/app/firstPaint/cartScript.ts): the
 * real views over one line whose every value is a slot, and the words that hold a value, drawn
 * with slots (src/app/firstPaint/cartSlots.ts).
 */
export async function renderCartSlots(
  route: AppRoute,
  path: string,
  language: Language,
): Promise<CartSlotsDrawing> {
  const container = buildTimeContainer();
  await resolve(container, LanguagePresenter).choose(language);
  await route.page.load(container);
  // What the page reads of its presenter; a class with private state has no other instance.
  container.rebind(CartPresenter).toConstantValue(new SlotCartPresenter() as CartPresenter);
  return {
    markup: renderApp(container, inLanguage(path, language)),
    words: drawCartWords(cartMessages, messages.cart, language),
  };
}

export interface CartSlotsDrawing {
  readonly markup: string;
  readonly words: DrawnCartWords;
}

/** What the cart page reads of its presenter at build time: one line of slots. */
class SlotCartPresenter {
  readonly viewModel: CartViewModel = {
    isEmpty: false,
    lines: [{ id: 0, ...LINE_SLOTS }],
    ...TOTALS_SLOTS,
    confirmOpen: false,
    checkingOut: false,
    canUndo: false,
  };

  // The page resumes a checkout from an effect, which does not run at build time.
  resume(): Promise<void> {
    return Promise.resolve();
  }
}

/** The app at `address` (its language's base included) over `container`, as markup. */
export function renderApp(
  container: Container,
  address: string,
  routes: readonly AppRoute[] = ROUTES,
): string {
  return renderToString(
    <ContainerContext.Provider value={container}>
      <StaticRouter basename={LANGUAGE_BASE[languageOfAddress(address)] || '/'} location={address}>
        <App routes={routes} />
      </StaticRouter>
    </ContainerContext.Provider>,
  );
}

const SKELETON = late(async () => PageSkeleton);

const nothing = { addEventListener: () => undefined, removeEventListener: () => undefined };
const never = () => new Promise<never>(() => undefined);

/** The app's container on an empty device, with a backend that never answers. */
function buildTimeContainer() {
  const container = createContainer(configFromEnv(import.meta.env), [
    override(TOKENS.localStorage, new MemoryStorage()),
    override(TOKENS.sessionStorage, new MemoryStorage()),
    override(TOKENS.storageEvents, nothing),
    override(TOKENS.connection, { online: true, subscribe: () => () => undefined }),
    override(RouterNavigator, new RouterNavigator({ assign: () => undefined, pathname: '/' })),
    override(TOKENS.catalogGateway, lateGateway(never, CATALOG_GATEWAY_METHODS)),
    override(TOKENS.authGateway, lateGateway(never, AUTH_GATEWAY_METHODS)),
    override(TOKENS.bookingGateway, lateGateway(never, BOOKING_GATEWAY_METHODS)),
    override(TOKENS.profileGateway, lateGateway(never, PROFILE_GATEWAY_METHODS)),
    override(TOKENS.preloadGateways, () => undefined),
  ]);
  return container;
}
