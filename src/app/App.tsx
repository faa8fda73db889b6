import { observer } from 'mobx-react-lite';
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ToastNotifier } from '../adapters/notify/ToastNotifier';
import { LoginGate } from '../presenters/auth/LoginGate';
import { ContainerContext, usePresenter } from '../views/ContainerContext';
import { late } from '../views/shared/late';
import { MountWhenWanted } from '../views/shared/MountWhenWanted';
import { Layout } from '../views/shell/Layout';
import { isOverlayEntry } from '../views/shared/useBackToClose';
import { inLanguage, languageOfAddress } from '../presenters/languageAddress';
import { AppRoutes, routeAt } from './AppRoutes';
import { resolve } from './binding';
import type { AppRoute } from './routes';
import { onThisSite, RouterNavigator } from './RouterNavigator';

// Most first visits never log in nor see a notification: both download when first wanted.
const LoginDialog = late(
  () => import('../views/auth/LoginDialog').then((m) => m.LoginDialog),
  'login',
);
const ToastHost = late(() => import('./ToastHost').then((m) => m.ToastHost));

/** The whole app inside the router: the layout, the current page and what floats over it. */
export const App = observer(function App({ routes }: { readonly routes: readonly AppRoute[] }) {
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
      void routeAt(routes, path)
        ?.page.load(container)
        .catch(() => undefined);
    });
  }, [container, navigate, routes]);

  const reload = useCallback(
    (path: string) => {
      if (container) resolve(container, RouterNavigator).reload(path);
      else
        window.location.assign(
          inLanguage(onThisSite(path), languageOfAddress(window.location.pathname)),
        );
    },
    [container],
  );

  return (
    <Layout
      overlays={
        <>
          <Toasts />
          <Login />
        </>
      }
    >
      <AppRoutes routes={routes} reload={reload} />
    </Layout>
  );
});

const Login = observer(function Login() {
  const gate = usePresenter(LoginGate);
  return (
    <MountWhenWanted when={gate.isOpen}>
      <LoginDialog.View />
    </MountWhenWanted>
  );
});

function Toasts() {
  const toast = usePresenter(ToastNotifier);
  const [notified, setNotified] = useState(toast.hasPending);
  useEffect(() => toast.onNotify(() => setNotified(true)), [toast]);
  return (
    <MountWhenWanted when={notified}>
      <ToastHost.View />
    </MountWhenWanted>
  );
}
