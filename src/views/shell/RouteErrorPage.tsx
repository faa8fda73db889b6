import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { messages } from '../../core/shared/messages';
import { links } from '../../presenters/links';

/** What a page shows when it breaks while loading or drawing: a way on, never a white page. */
export const RouteErrorPage = observer(function RouteErrorPage({
  onRetry,
}: {
  readonly onRetry: () => void;
}) {
  return (
    <section className="container section empty-state" role="alert">
      <h1>{messages.screenFailed}</h1>
      <p className="empty-state__body">{messages.screenFailedBody}</p>
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
