import { observer } from 'mobx-react-lite';
import compass from 'primeicons/raw-svg/compass.svg?paths';
import { messages } from '../../core/shared/messages';
import { Icon } from '../shared/Icon';
import { links } from '../../presenters/links';
import { ButtonLink } from '../shared/Button';
import { notFoundCopy } from '../../views/shell/notFoundCopy';

/** Any route that does not exist: say so kindly and offer the way home. */
export const NotFoundPage = observer(function NotFoundPage() {
  return (
    <section className="container section empty-state">
      <span className="empty-state__icon">
        <Icon icon={compass} size={48} />
      </span>
      <h1>{notFoundCopy.title}</h1>
      <p className="empty-state__body">{notFoundCopy.body}</p>
      <div className="button-row">
        <ButtonLink to={links.root} label={messages.nav.goHome} />
        <ButtonLink to={links.services} outlined label={messages.nav.services} />
      </div>
    </section>
  );
});
