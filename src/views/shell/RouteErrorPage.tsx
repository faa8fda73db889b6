import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../../core/shared/messages';

/** What a route shows when it throws while rendering or loading: a way back, never a white page. */
export function RouteErrorPage() {
  const navigate = useNavigate();
  return (
    <section className="container section empty-state" role="alert">
      <h1>{messages.screenFailed}</h1>
      <p className="empty-state__body">{messages.screenFailedBody}</p>
      <div className="button-row">
        <button type="button" className="p-button p-component" onClick={() => navigate(0)}>
          {messages.nav.tryAgain}
        </button>
        <Link to="/" className="p-button p-component p-button-outlined">
          {messages.nav.goHome}
        </Link>
      </div>
    </section>
  );
}
