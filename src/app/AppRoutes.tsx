import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { autorun } from 'mobx';
import { documentTitle, messages } from '../core/shared/messages';
import { PageFrame } from '../views/shell/PageFrame';
import type { Page } from './RoutePage';

interface AppRoutesProps {
  readonly pages: readonly Page[];
  /** Loads the whole app again at `path`: the last resort of Try again (see RoutedPage). */
  readonly reload: (path: string) => void;
}

/** The page of the current address, inside its error boundary and loading state. */
export const AppRoutes = observer(function AppRoutes({ pages, reload }: AppRoutesProps) {
  const objects = useMemo(
    () =>
      pages.flatMap((page) =>
        page.route.paths.map((path): RouteObject => ({
          path,
          element: <RoutedPage key={path} page={page} reload={reload} />,
        })),
      ),
    [pages, reload],
  );
  return useRoutes(objects);
});

/** The page that serves `path` (the not-found page when no other does). */
export function pageAt(pages: readonly Page[], path: string): Page | undefined {
  const objects = pages.flatMap((page) =>
    page.route.paths.map((pattern): RouteObject & { page: Page } => ({ path: pattern, page })),
  );
  return (matchRoutes(objects, path)?.at(-1)?.route as { page: Page } | undefined)?.page;
}

const RoutedPage = observer(function RoutedPage({
  page,
  reload,
}: {
  readonly page: Page;
  readonly reload: (path: string) => void;
}) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);

  // The tab's title follows the page and the language.
  useEffect(
    () =>
      autorun(() => {
        document.title = documentTitle(messages.titles[page.route.title]);
      }),
    [page],
  );

  // Try again after the page broke: load its code again and draw it anew. A browser may keep a
  // failed download of a module for the life of the document, so when the code still cannot be
  // had, the app is loaded again at the same address; the cart and the session live in storage,
  // so nothing is lost.
  const retry = () => {
    page.load().then(
      () => setAttempt((n) => n + 1),
      () => reload(location.pathname + location.search + location.hash),
    );
  };
  return (
    <PageFrame resetKey={`${page.route.paths[0]}:${location.key}:${attempt}`} onRetry={retry}>
      <page.Component key={attempt} />
    </PageFrame>
  );
});
