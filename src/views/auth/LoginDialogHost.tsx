import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { usePresenter } from '../ContainerContext';
import { LoginGate } from '../../presenters/auth/LoginGate';

interface LoginDialogHostProps {
  /** The dialog, whose code (and its presenter's) is fetched the first time someone logs in. */
  readonly Dialog: LazyExoticComponent<ComponentType>;
}

/** Mounts the login dialog once it is first asked for, and keeps it so closing animates and refocuses. */
export const LoginDialogHost = observer(function LoginDialogHost({ Dialog }: LoginDialogHostProps) {
  const gate = usePresenter(LoginGate);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (gate.isOpen) setWanted(true);
  }, [gate.isOpen]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
});
