import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { CUSTOMER_GATEWAYS_CODE } from '../adapters/http/HttpGateways';
import { LateAuthGateway } from '../adapters/late/LateAuthGateway';
import { LateBookingGateway } from '../adapters/late/LateBookingGateway';
import { LateCatalogGateway } from '../adapters/late/LateCatalogGateway';
import { LateProfileGateway } from '../adapters/late/LateProfileGateway';
import { MemoryStorage } from '../adapters/storage/MemoryStorage';
import { documentTitle } from '../core/shared/messages';
import type { Language } from '../core/shared/language';
import { LanguagePresenter } from '../presenters/shell/LanguagePresenter';
import { ContainerContext } from '../views/ContainerContext';
import { AccountMenu } from '../views/shell/Navbar';
import { PageSkeleton } from '../views/shell/PageSkeleton';
import { late } from '../views/shared/late';
import { App } from './App';
import { override, resolve } from './binding';
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
 * a session), and the account menu when it needs a session. Given as the values those
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
  // Shown only with a session, the page's navbar draws the account menu at once.
  if (route.needsSession) code.push(await AccountMenu.code());
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
    route.firstPaint === 'shape' ? { ...route, page: SKELETON, needsSession: false } : route;
  await drawn.page.load(container);
  const routes = ROUTES.map((each) => (each === route ? drawn : each));
  const markup = renderToString(
    <ContainerContext.Provider value={container}>
      <StaticRouter location={path}>
        <App routes={routes} />
      </StaticRouter>
    </ContainerContext.Provider>,
  );
  return { markup, title: documentTitle(route.title()) };
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
    override(TOKENS.catalogGateway, new LateCatalogGateway(never)),
    override(TOKENS.authGateway, new LateAuthGateway(never)),
    override(TOKENS.bookingGateway, new LateBookingGateway(never)),
    override(TOKENS.profileGateway, new LateProfileGateway(never)),
    override(TOKENS.preloadGateways, () => undefined),
  ]);
  return container;
}
