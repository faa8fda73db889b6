import { observer } from 'mobx-react-lite';
import compass from 'primeicons/raw-svg/compass.svg?paths';
import { Link } from 'react-router-dom';
import { messages } from '../../core/shared/messages';
import { Icon } from '../shared/Icon';
import { links } from '../../presenters/links';

/** Any route that does not exist: say so kindly and offer the way home. */
export const NotFoundPage = observer(function NotFoundPage() {
  return (
    <section className="container section empty-state">
      <span className="empty-state__icon">
        <Icon icon={compass} size={48} />
      </span>
      <h1>{messages.notFound.title}</h1>
      <p className="empty-state__body">{messages.notFound.body}</p>
      <div className="button-row">
        <Link to={links.root} className="p-button p-component">
          {messages.nav.goHome}
        </Link>
        <Link to={links.services} className="p-button p-component p-button-outlined">
          {messages.nav.services}
        </Link>
      </div>
    </section>
  );
});
