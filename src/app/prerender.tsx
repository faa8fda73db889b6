import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { MemoryStorage } from '../adapters/storage/MemoryStorage';
import { ContainerContext } from '../views/ContainerContext';
import { PageSkeleton } from '../views/shell/PageSkeleton';
import { App } from './App';
import { routeFor } from './AppRoutes';
import { override } from './binding';
import { configFromEnv } from './config';
import { createContainer } from './container';
import { deferredPort } from './deferredPort';
import { createLoginDialog, createPageRoutes, type PageRoute } from './pageRoutes';
import type { PrerenderedPage } from './prerenderedPages';
import { RouterNavigator } from './RouterNavigator';
import { TOKENS } from './tokens';

export { GATEWAY_MODULES, PRERENDERED_PAGES } from './prerenderedPages';

// Nothing observes anything at build time: the page is drawn once and written down.
enableStaticRendering(true);

/** Which backend the build talks to (its gateways' code is preloaded where pages need it). */
export function backendMode(): 'demo' | 'http' {
  return configFromEnv(import.meta.env).mode;
}

/** Every address the app has a route for (the not-found route is `*`). */
export function routePaths(): string[] {
  return createPageRoutes(buildTimeContainer()).map((route) => route.path);
}

/**
 * The markup of `page` as the first paint of its HTML file (scripts/vite/prerenderPages.ts): the
 * app as a first-time visitor on an empty device sees it before any answer from the server, i.e.
 * the real views over a container whose storage is empty and whose backend never answers (views
 * only ask it from effects, which do not run here).
 */
export async function renderFirstPaint(page: PrerenderedPage): Promise<string> {
  const container = buildTimeContainer();
  const routes = createPageRoutes(container);
  const route = routeFor(routes, page.path);
  if (!route) throw new Error(`No route draws ${page.path}`);
  let drawn: readonly PageRoute[] = routes;
  if (page.draws === 'page') await route.load();
  else drawn = routes.map((each) => (each === route ? { ...each, Page: PageSkeleton } : each));
  return renderToString(
    <ContainerContext.Provider value={container}>
      <StaticRouter location={page.path}>
        <App routes={drawn} LoginDialog={createLoginDialog(container)} />
      </StaticRouter>
    </ContainerContext.Provider>,
  );
}

const nothing = { addEventListener: () => undefined, removeEventListener: () => undefined };

function buildTimeContainer() {
  const never = () => new Promise<never>(() => undefined);
  return createContainer(
    configFromEnv(import.meta.env),
    [
      override(TOKENS.localStorage, new MemoryStorage()),
      override(TOKENS.sessionStorage, new MemoryStorage()),
      override(TOKENS.storageEvents, nothing),
      override(TOKENS.routerNavigator, new RouterNavigator({ assign: () => undefined })),
    ],
    {
      gateways: (container) => {
        for (const token of [
          TOKENS.catalogGateway,
          TOKENS.authGateway,
          TOKENS.bookingGateway,
          TOKENS.profileGateway,
        ])
          container.bind(token).toConstantValue(deferredPort(never));
        container.bind(TOKENS.preloadGateways).toConstantValue(() => undefined);
      },
    },
  );
}
