import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useMemo, useState } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { autorun } from 'mobx';
import { documentTitle } from '../core/shared/messages';
import { SavedCopies } from '../presenters/shell/SavedCopies';
import { ContainerContext, usePresenter } from '../views/ContainerContext';
import { RequireSession } from '../views/auth/RequireSession';
import { PageFrame } from '../views/shell/PageFrame';
import type { AppRoute } from './routes';

interface AppRoutesProps {
  readonly routes: readonly AppRoute[];
  /** Loads the whole app again at `path`: the last resort of Try again (see RoutedPage). */
  readonly reload: (path: string) => void;
}

/** The page of the current address, inside its error boundary and loading state. */
export const AppRoutes = observer(function AppRoutes({ routes, reload }: AppRoutesProps) {
  const objects = useMemo(
    () =>
      routes.flatMap((route) =>
        route.paths.map((path): RouteObject => ({
          path,
          element: <RoutedPage key={path} route={route} reload={reload} />,
        })),
      ),
    [routes, reload],
  );
  return useRoutes(objects);
});

/** The route that serves `path` (the not-found page when no other does). */
export function routeAt(routes: readonly AppRoute[], path: string): AppRoute | undefined {
  return matchAt(routes, path)?.route;
}

/** The pattern of `routes` that serves `path` (`/service/:categoryId`), as the router matches it. */
export function patternAt(routes: readonly AppRoute[], path: string): string | undefined {
  return matchAt(routes, path)?.path;
}

function matchAt(routes: readonly AppRoute[], path: string) {
  const objects = routes.flatMap((route) =>
    route.paths.map((pattern): RouteObject & { route: AppRoute } => ({ path: pattern, route })),
  );
  return matchRoutes(objects, path)?.at(-1)?.route as
    { readonly path: string; readonly route: AppRoute } | undefined;
}

const RoutedPage = observer(function RoutedPage({
  route,
  reload,
}: {
  readonly route: AppRoute;
  readonly reload: (path: string) => void;
}) {
  const container = useContext(ContainerContext);
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const copies = usePresenter(SavedCopies);

  // The tab's title follows the page and the language.
  useEffect(
    () =>
      autorun(() => {
        document.title = documentTitle(route.title());
      }),
    [route],
  );

  // Try again after the page broke: load its code again and draw it anew. A browser may keep a
  // failed download of a module for the life of the document, so when the code still cannot be
  // had, the app is loaded again at the same address; the cart and the session live in storage,
  // so nothing is lost.
  const retry = () => {
    if (!container) return;
    route.page.load(container).then(
      () => setAttempt((n) => n + 1),
      () => reload(location.pathname + location.search + location.hash),
    );
  };
  // Drawn afresh too when the phone is back online under a page showing saved copies.
  const page = <route.page.View key={`${attempt}:${copies.drawings}`} />;
  return (
    <PageFrame resetKey={`${route.paths[0]}:${location.key}:${attempt}`} onRetry={retry}>
      {route.needsSession ? <RequireSession>{page}</RequireSession> : page}
    </PageFrame>
  );
});
