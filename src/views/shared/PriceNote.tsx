import { useHref } from 'react-router-dom';
import '../styles/priceNote.css';
import { observer } from 'mobx-react-lite';
import externalLink from 'primeicons/raw-svg/external-link.svg?paths';
import infoCircle from 'primeicons/raw-svg/info-circle.svg?paths';
import shield from 'primeicons/raw-svg/shield.svg?paths';
import { priceNoteMessages } from '../../core/catalog/priceNoteMessages';
import { links } from '../../presenters/links';
import { Icon } from './Icon';

/**
 * What a price covers, and the warranty linked to its terms: in the options and confirm dialogs,
 * where the customer decides. The terms open in a new tab, so the dialog and its choices stay.
 */
export const PriceNote = observer(function PriceNote() {
  const words = priceNoteMessages;
  return (
    <aside className="price-note" aria-label={words.label}>
      <p className="price-note__line">
        <Icon icon={infoCircle} size={16} />
        <span>{words.covers}</span>
      </p>
      <p className="price-note__line">
        <Icon icon={shield} size={16} />
        <span>
          {words.warranty}{' '}
          <a
            href={useHref(links.warrantyTerms)}
            target="_blank"
            rel="noopener"
            className="price-note__terms"
          >
            {words.terms}
            <Icon icon={externalLink} size={12} />
            <span className="visually-hidden"> {words.newTab}</span>
          </a>
        </span>
      </p>
    </aside>
  );
});
