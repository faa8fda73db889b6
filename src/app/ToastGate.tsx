import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { ContainerContext } from '../views/ContainerContext';
import { resolve } from './binding';
import { ToastNotifier } from '../adapters/notify/ToastNotifier';

// PrimeReact's Toast loads with the first notification: most first visits never see one.
const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/** Mounts the toast host when the first notification comes; it then shows that one at once. */
export const ToastGate = observer(function ToastGate() {
  const container = useContext(ContainerContext);
  const [wanted, setWanted] = useState(
    () => !!container && resolve(container, ToastNotifier).hasPending,
  );

  useEffect(() => {
    if (!container || wanted) return;
    return resolve(container, ToastNotifier).onNotify(() => setWanted(true));
  }, [container, wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
});
