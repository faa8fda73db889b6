import { observer } from 'mobx-react-lite';
import lock from 'primeicons/raw-svg/lock.svg?paths';
import { useEffect, type ReactNode } from 'react';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';
import { SessionGuardPresenter } from '../../presenters/auth/SessionGuardPresenter';

interface RequireSessionProps {
  readonly children: ReactNode;
}

/**
 * Shows a page that needs a session (DESIGN.md) only to a logged-in customer. A visitor gets the
 * login dialog over a small placeholder; logging in shows the page, closing the dialog goes home.
 */
export const RequireSession = observer(function RequireSession({ children }: RequireSessionProps) {
  const guard = usePresenter(SessionGuardPresenter);

  // On arrival, and again if the session ends while the page is open.
  const allowed = guard.viewModel.allowed;
  useEffect(() => {
    if (!allowed) void guard.ensureSession();
  }, [guard, allowed]);

  if (guard.viewModel.allowed) return <>{children}</>;
  return (
    <section className="container section empty-state session-gate" aria-labelledby="gate-title">
      <span className="session-gate__icon">
        <Icon icon={lock} size={40} />
      </span>
      <h1 id="gate-title">{messages.guard.title}</h1>
      <p className="session-gate__body">{messages.guard.body}</p>
    </section>
  );
});
