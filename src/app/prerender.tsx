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
import { DEFAULT_SERVICE_NAME } from '../core/cart/CartItem';
import { cartMessages } from '../core/cart/cartMessages';
import { documentTitle, messages } from '../core/shared/messages';
import { FORMAT_LOCALES, type Language } from '../core/shared/language';
import { CartPresenter, type CartViewModel } from '../presenters/cart/CartPresenter';
import { LanguagePresenter } from '../presenters/shell/LanguagePresenter';
import { ContainerContext } from '../views/ContainerContext';
import { AccountMenu } from '../views/shell/Navbar';
import { PageSkeleton } from '../views/shell/PageSkeleton';
import { late } from '../views/shared/late';
import { App } from './App';
import { override, resolve } from './binding';
import { CART_SLOTS } from './cartSlots';
import { configFromEnv } from './config';
import { createContainer, FEATURES } from './container';
import { GATEWAYS_CODE } from './features/gateways';
import { ROUTES, type AppRoute } from './routes';
import { RouterNavigator } from './RouterNavigator';
import { TOKENS } from './tokens';

// Nothing observes anything at build time: the page is drawn once and written down.
enableStaticRendering(true);

/**
 * What the first live drawing of `route` needs downloaded beside the app's own code: the page, its
 * feature, the gateways when it asks the backend for data at once (a customer's too when it needs
 * a session), and the account menu (with its feature) when it needs a session. Given as the values those
 * modules export; the build (scripts/vite/prerenderPages.ts) finds their chunks and preloads them.
 */
export async function codeOf(route: AppRoute): Promise<readonly unknown[]> {
  const code: unknown[] = [await route.page.code()];
  if (route.page.feature) code.push(await FEATURES[route.page.feature]());
  if (route.asksBackendAtOnce) {
    const mode = configFromEnv(import.meta.env).mode;
    code.push(await GATEWAYS_CODE[mode]());
    // A customer's page shows their data at once: the HTTP gateways of it too (late elsewhere).
    if (route.needsSession && mode === 'http') code.push(await CUSTOMER_GATEWAYS_CODE());
  }
  // Shown only with a session, the page's navbar draws the account menu, and its feature, at once.
  if (route.needsSession) {
    code.push(await AccountMenu.code());
    if (AccountMenu.feature) code.push(await FEATURES[AccountMenu.feature]());
  }
  return code;
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
): Promise<{ readonly markup: string; readonly title: string }> {
  const container = buildTimeContainer();
  await resolve(container, LanguagePresenter).choose(language);
  // Its shape: the skeleton, which a visitor sees whether or not they have a session.
  const drawn: AppRoute =
    route.firstPaint === 'page' ? route : { ...route, page: SKELETON, needsSession: false };
  await drawn.page.load(container);
  const routes = ROUTES.map((each) => (each === route ? drawn : each));
  return { markup: draw(container, path, routes), title: documentTitle(route.title()) };
}

/**
 * The cart page as the cart's first-paint script fills it (scripts/vite/cartFirstPaintScript.ts):
 * the real views over one line whose every value is a slot (src/app/cartSlots.ts), and the texts
 * whose wording depends on a number, in each form the script chooses from.
 */
export async function renderCartSlots(
  route: AppRoute,
  path: string,
  language: Language,
): Promise<CartSlotsDrawing> {
  const container = buildTimeContainer();
  await resolve(container, LanguagePresenter).choose(language);
  await route.page.load(container);
  container.rebind(CartPresenter).toConstantValue(new SlotCartPresenter() as CartPresenter);
  const plurals = new Intl.PluralRules(FORMAT_LOCALES[language]).resolvedOptions().pluralCategories;
  if (plurals.some((form) => form !== 'one' && form !== 'other'))
    throw new Error(`renderCartSlots: ${language} counts in forms beyond one and other`);
  return {
    markup: draw(container, path, ROUTES),
    locale: FORMAT_LOCALES[language],
    headline: {
      one: unitsInSlot(messages.cart.headline(1, CART_SLOTS.total), 1),
      other: unitsInSlot(messages.cart.headline(2, CART_SLOTS.total), 2),
    },
    decreaseLabel: {
      more: cartMessages.decrease(CART_SLOTS.optionName),
      last: cartMessages.remove(CART_SLOTS.optionName),
    },
    defaultServiceName: DEFAULT_SERVICE_NAME,
  };
}

export interface CartSlotsDrawing {
  readonly markup: string;
  /** The locale the app formats money and counts in. */
  readonly locale: string;
  /** The headline for a count in the plural form `one` and in `other` (the only ones of en, hi, te). */
  readonly headline: { readonly one: string; readonly other: string };
  /** The − button's label above quantity 1, and at it (where − removes the line). */
  readonly decreaseLabel: { readonly more: string; readonly last: string };
  /** What a line shows for a stored line without its service's name. */
  readonly defaultServiceName: string;
}

/** `text` with the count `units`, written once in it, as the units slot. */
function unitsInSlot(text: string, units: number): string {
  const parts = text.split(String(units));
  if (parts.length > 2) throw new Error(`renderCartSlots: "${text}" writes ${units} twice`);
  return parts.join(CART_SLOTS.units);
}

/** What the cart page reads of its presenter at build time: one line of slots. */
class SlotCartPresenter {
  readonly viewModel: CartViewModel = {
    isEmpty: false,
    lines: [
      {
        id: 0,
        optionName: CART_SLOTS.optionName,
        serviceName: CART_SLOTS.serviceName,
        description: CART_SLOTS.description,
        unitPrice: CART_SLOTS.unitPrice,
        unitPriceLabel: cartMessages.unitPrice(CART_SLOTS.unitPrice),
        // Drawn as text like any value: the slot stands where the number goes.
        quantity: CART_SLOTS.quantity as unknown as number,
        lineTotal: CART_SLOTS.lineTotal,
        increaseLabel: cartMessages.increase(CART_SLOTS.optionName),
        decreaseLabel: CART_SLOTS.decreaseLabel,
        removeLabel: cartMessages.remove(CART_SLOTS.optionName),
        quantityLabel: cartMessages.quantityOf(CART_SLOTS.optionName),
      },
    ],
    headline: CART_SLOTS.headline,
    subtotal: CART_SLOTS.subtotal,
    tax: CART_SLOTS.tax,
    total: CART_SLOTS.total,
    confirmOpen: false,
    checkingOut: false,
    canUndo: false,
  };

  // The page resumes a checkout from an effect, which does not run at build time.
  resume(): Promise<void> {
    return Promise.resolve();
  }
}

function draw(container: Container, path: string, routes: readonly AppRoute[]): string {
  return renderToString(
    <ContainerContext.Provider value={container}>
      <StaticRouter location={path}>
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
    override(TOKENS.preferredLanguages, []),
    override(TOKENS.connection, { online: true, subscribe: () => () => undefined }),
    override(RouterNavigator, new RouterNavigator({ assign: () => undefined })),
    override(TOKENS.catalogGateway, lateGateway(never, CATALOG_GATEWAY_METHODS)),
    override(TOKENS.authGateway, lateGateway(never, AUTH_GATEWAY_METHODS)),
    override(TOKENS.bookingGateway, lateGateway(never, BOOKING_GATEWAY_METHODS)),
    override(TOKENS.profileGateway, lateGateway(never, PROFILE_GATEWAY_METHODS)),
    override(TOKENS.preloadGateways, () => undefined),
  ]);
  return container;
}
