import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../core/shared/messages';
import { links } from '../../presenters/links';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';
import { usePresenter } from '../ContainerContext';

/**
 * What a page shows when it breaks while loading or drawing: a way on, never a white page. Offline,
 * it says so, and tries again by itself once the phone is back online.
 */
export const RouteErrorPage = observer(function RouteErrorPage({
  onRetry,
}: {
  readonly onRetry: () => void;
}) {
  const { online } = usePresenter(ConnectionModel);
  const [title, body] = online
    ? [messages.screenFailed, messages.screenFailedBody]
    : [messages.screenOffline, messages.screenOfflineBody];
  const [wasOffline, setWasOffline] = useState(!online);
  useEffect(() => {
    if (!online) setWasOffline(true);
    else if (wasOffline) {
      setWasOffline(false);
      onRetry();
    }
  }, [online, wasOffline, onRetry]);
  return (
    <section className="container section empty-state" role="alert">
      <h1>{title}</h1>
      <p className="empty-state__body">{body}</p>
      <div className="button-row">
        <button type="button" className="p-button p-component" onClick={onRetry}>
          {messages.nav.tryAgain}
        </button>
        <Link to={links.root} className="p-button p-component p-button-outlined">
          {messages.nav.goHome}
        </Link>
      </div>
    </section>
  );
});
