import { notification, type Notifier } from '../../core/shared/Notification';
import type { ConnectionModel } from './ConnectionModel';

/**
 * For an action that needs the network (log in, checkout, Pay Now, cancel, save the profile):
 * offline, it says so with `refusal` and answers false, so the caller sends nothing and keeps what
 * the customer typed and picked. Nothing is queued or tried again later behind their back: they
 * press it again once they are connected.
 */
export function goesOnline(
  connection: ConnectionModel,
  notifier: Notifier,
  refusal: string,
): boolean {
  if (connection.online) return true;
  notifier.notify(notification('warning', refusal));
  return false;
}
