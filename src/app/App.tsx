import {
  useCallback,
  useContext,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { LoginDialogHost } from '../views/auth/LoginDialogHost';
import { ContainerContext } from '../views/ContainerContext';
import { Layout } from '../views/shell/Layout';
import { AppRoutes, prefetchPage } from './AppRoutes';
import { resolve } from './binding';
import type { PageRoute } from './pageRoutes';
import { ToastGate } from './ToastGate';
import { TOKENS } from './tokens';

/** The whole app inside the router: the layout, the current page and what floats over it. */
interface AppProps {
  readonly routes: readonly PageRoute[];
  readonly LoginDialog: LazyExoticComponent<ComponentType>;
}

export function App({ routes, LoginDialog }: AppProps) {
  const container = useContext(ContainerContext);
  const navigate = useNavigate();

  useEffect(() => {
    if (!container) return;
    return resolve(container, TOKENS.routerNavigator).attach(navigate, (path) =>
      prefetchPage(routes, path),
    );
  }, [container, navigate, routes]);

  const reload = useCallback(
    (path: string) => {
      if (container) resolve(container, TOKENS.routerNavigator).reload(path);
      else window.location.assign(path);
    },
    [container],
  );

  return (
    <Layout
      overlays={
        <>
          <ToastGate />
          <LoginDialogHost Dialog={LoginDialog} />
        </>
      }
    >
      <AppRoutes routes={routes} reload={reload} />
    </Layout>
  );
}
