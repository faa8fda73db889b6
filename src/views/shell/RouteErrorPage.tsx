import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { messages } from '../../core/shared/messages';
import { links } from '../../presenters/links';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';
import { usePresenter } from '../ContainerContext';
import { Button, ButtonLink } from '../shared/Button';

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
        <Button label={messages.nav.tryAgain} onClick={onRetry} />
        <ButtonLink to={links.root} outlined label={messages.nav.goHome} />
      </div>
    </section>
  );
});
