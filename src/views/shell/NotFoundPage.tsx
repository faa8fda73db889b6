import { Link } from 'react-router-dom';
import { messages } from '../../core/shared/messages';

/** Any route that does not exist: say so kindly and offer the way home. */
export function NotFoundPage() {
  return (
    <section className="container section empty-state">
      <h1>{messages.notFound.title}</h1>
      <p>{messages.notFound.body}</p>
      <Link to="/" className="p-button">
        {messages.nav.goHome}
      </Link>
    </section>
  );
}
