import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { TOKENS } from '../../app/tokens';
import { usePresenter } from '../ContainerContext';

interface LoginDialogHostProps {
  /** The dialog, whose code (and its presenter's) is fetched the first time someone logs in. */
  readonly Dialog: LazyExoticComponent<ComponentType>;
}

/** Mounts the login dialog once it is first asked for, and keeps it so closing animates and refocuses. */
export const LoginDialogHost = observer(function LoginDialogHost({ Dialog }: LoginDialogHostProps) {
  const gate = usePresenter(TOKENS.loginGate);
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
