import { observer } from 'mobx-react-lite';
import {
  lazy,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginDialogHost } from '../views/auth/LoginDialogHost';
import { ContainerContext } from '../views/ContainerContext';
import { Layout } from '../views/shell/Layout';
import { isOverlayEntry } from '../views/shared/useBackToClose';
import { AppRoutes, pageAt } from './AppRoutes';
import { resolve } from './binding';
import { loadFeature } from './container';
import type { Page } from './RoutePage';
import { RouterNavigator } from './RouterNavigator';
import { ToastGate } from './ToastGate';

/** The whole app inside the router: the layout, the current page and what floats over it. */
export const App = observer(function App({ pages }: { readonly pages: readonly Page[] }) {
  const container = useContext(ContainerContext);
  const navigate = useNavigate();
  const { state } = useLocation();
  const onOverlay = useRef(false);
  useLayoutEffect(() => {
    onOverlay.current = isOverlayEntry(state);
  }, [state]);

  useEffect(() => {
    if (!container) return;
    const go = (path: string, options?: { readonly replace?: boolean }) =>
      navigate(path, options?.replace || onOverlay.current ? { replace: true } : undefined);
    return resolve(container, RouterNavigator).attach(go, (path) => {
      void pageAt(pages, path)
        ?.load()
        .catch(() => undefined);
    });
  }, [container, navigate, pages]);

  const reload = useCallback(
    (path: string) => {
      if (container) resolve(container, RouterNavigator).reload(path);
      else window.location.assign(path);
    },
    [container],
  );

  // The login dialog's code and its presenter's bindings download the first time someone logs in.
  const LoginDialog = useMemo(
    (): LazyExoticComponent<ComponentType> | undefined =>
      container
        ? lazy(async () => {
            const [view] = await Promise.all([
              import('../views/auth/LoginDialog'),
              loadFeature(container, 'login'),
            ]);
            return { default: view.LoginDialog };
          })
        : undefined,
    [container],
  );

  return (
    <Layout
      overlays={
        <>
          <ToastGate />
          {LoginDialog && <LoginDialogHost Dialog={LoginDialog} />}
        </>
      }
    >
      <AppRoutes pages={pages} reload={reload} />
    </Layout>
  );
});
