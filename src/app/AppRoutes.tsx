import { useMemo, useState } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PageFrame } from '../views/shell/PageFrame';
import type { PageRoute } from './pageRoutes';

interface AppRoutesProps {
  readonly routes: readonly PageRoute[];
  /** Loads the whole app again at `path`: the last resort of Try again (see RoutedPage). */
  readonly reload: (path: string) => void;
}

/** The page of the current route, inside its error boundary and loading state. */
export function AppRoutes({ routes, reload }: AppRoutesProps) {
  const objects = useMemo(() => toRouteObjects(routes, reload), [routes, reload]);
  return useRoutes(objects);
}

function toRouteObjects(
  routes: readonly PageRoute[],
  reload: (path: string) => void,
): RouteObject[] {
  return routes.map((route) => ({
    path: route.path,
    element: <RoutedPage key={route.path} route={route} reload={reload} />,
  }));
}

/** The route that draws `path` (the not-found route when no other does). */
export function routeFor(routes: readonly PageRoute[], path: string): PageRoute | undefined {
  const objects = routes.map((route): RouteObject => ({ path: route.path }));
  const match = matchRoutes(objects, path)?.at(-1);
  return routes.find((candidate) => candidate.path === match?.route.path);
}

/** Starts loading the code of the page at `path`, e.g. when a link to it is hovered. */
export function prefetchPage(routes: readonly PageRoute[], path: string): void {
  void routeFor(routes, path)
    ?.load()
    .catch(() => undefined);
}

function RoutedPage({
  route,
  reload,
}: {
  readonly route: PageRoute;
  readonly reload: (path: string) => void;
}) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  // Try again after the page broke: load its code again and draw it anew. A browser may keep a
  // failed download of a module for the life of the document (Chromium does), so when the code
  // still cannot be had, the app is loaded again at the same address; the cart and the session
  // live in storage, so nothing is lost.
  const retry = () => {
    route.load().then(
      () => setAttempt((n) => n + 1),
      () => reload(location.pathname + location.search + location.hash),
    );
  };
  return (
    <PageFrame resetKey={`${route.path}:${location.key}:${attempt}`} onRetry={retry}>
      <route.Page key={attempt} />
    </PageFrame>
  );
}
