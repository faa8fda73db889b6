import { useMemo, useState } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PageFrame } from '../views/shell/PageFrame';
import type { PageRoute } from './pageRoutes';

/** The page of the current route, inside its error boundary and loading state. */
export function AppRoutes({ routes }: { readonly routes: readonly PageRoute[] }) {
  const objects = useMemo(() => toRouteObjects(routes), [routes]);
  return useRoutes(objects);
}

export function toRouteObjects(routes: readonly PageRoute[]): RouteObject[] {
  return routes.map((route) => ({
    path: route.path,
    element: <RoutedPage key={route.path} route={route} />,
  }));
}

/** Starts loading the code of the page at `path`, e.g. when a link to it is hovered. */
export function prefetchPage(routes: readonly PageRoute[], path: string): void {
  const match = matchRoutes(toRouteObjects(routes), path)?.at(-1);
  const route = routes.find((candidate) => candidate.path === match?.route.path);
  if (route) void route.load().catch(() => undefined);
}

function RoutedPage({ route }: { readonly route: PageRoute }) {
  const { key } = useLocation();
  // A page whose code failed to download stays a rejected lazy component: Try again takes a new
  // one, which downloads again.
  const [Page, setPage] = useState(() => route.Page);
  return (
    <PageFrame resetKey={`${route.path}:${key}`} onRetry={() => setPage(() => route.reloaded())}>
      <Page />
    </PageFrame>
  );
}
