import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { TOKENS } from '../../app/tokens';
import { usePresenter } from '../ContainerContext';

// The dialog's code is fetched the first time someone needs to log in, not on first paint.
const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));

/** Mounts the login dialog once it is first asked for, and keeps it so closing animates and refocuses. */
export const LoginDialogHost = observer(function LoginDialogHost() {
  const gate = usePresenter(TOKENS.loginGate);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (gate.isOpen) setWanted(true);
  }, [gate.isOpen]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
});
