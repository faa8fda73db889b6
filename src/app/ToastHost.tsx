import { observer } from 'mobx-react-lite';
import '../views/styles/dialogs.css';
import { localeOption, updateLocaleOption } from 'primereact/api';
import { Toast } from 'primereact/toast';
import { useContext, useEffect, useRef } from 'react';
import type { Notification, NotificationKind } from '../core/shared/Notification';
import { messages } from '../core/shared/messages';
import { ContainerContext } from '../views/ContainerContext';
import { resolve } from './binding';
import { ToastNotifier } from '../adapters/notify/ToastNotifier';

const severities: Record<NotificationKind, 'success' | 'error' | 'warn' | 'info'> = {
  success: 'success',
  error: 'error',
  warning: 'warn',
  info: 'info',
};

/**
 * Draws the core's notifications with PrimeReact's Toast, one at a time (SPEC §8), at the foot
 * of the screen so it never covers a heading (dialogs.css): it attaches itself to the
 * `ToastNotifier` when mounted.
 */
export const ToastHost = observer(function ToastHost() {
  const container = useContext(ContainerContext);
  const toast = useRef<Toast>(null);
  // PrimeReact names a notification's close button from its own locale: say it in the customer's.
  const closeLabel = messages.services.close;
  useEffect(() => {
    updateLocaleOption('aria', { ...localeOption('aria', 'en'), close: closeLabel }, 'en');
  }, [closeLabel]);

  useEffect(() => {
    if (!container) return;
    const notifier = resolve(container, ToastNotifier);
    return notifier.attach({
      replace: (notification: Notification) =>
        toast.current?.replace({
          severity: severities[notification.kind],
          detail: (
            <ToastDetail notification={notification} onAction={() => toast.current?.clear()} />
          ),
          life: notification.durationMs,
          closable: true,
        }),
    });
  }, [container]);

  return <Toast ref={toast} position="bottom-center" className="app-toast" />;
});

/** The message, and its action (Undo) as a button beside it. */
const ToastDetail = observer(function ToastDetail({
  notification,
  onAction,
}: {
  readonly notification: Notification;
  readonly onAction: () => void;
}) {
  const action = notification.action;
  if (!action) return <>{notification.message}</>;
  return (
    <span className="app-toast__body">
      <span>{notification.message}</span>
      <button
        type="button"
        className="app-toast__action"
        onClick={() => {
          action.run();
          onAction();
        }}
      >
        {action.label}
      </button>
    </span>
  );
});
