import { Link } from 'react-router-dom';
import { siteCopy } from './siteCopy';
import { links } from '../../presenters/links';

interface CtaLink {
  readonly to: string;
  readonly label: string;
}

/** Where to go next from a static page: one main action and an alternative. */
export function CtaLinks({ primary, secondary }: { primary: CtaLink; secondary?: CtaLink }) {
  return (
    <p className="static-ctas">
      <Link to={primary.to} className="static-button">
        {primary.label}
      </Link>
      {secondary && (
        <Link to={secondary.to} className="static-button static-button--outline">
          {secondary.label}
        </Link>
      )}
    </p>
  );
}

export const bookLink: CtaLink = { to: links.categories, label: siteCopy.bookCta };
export const quoteLink: CtaLink = { to: links.quote, label: siteCopy.quoteCta };
export const contactLink: CtaLink = { to: links.contact, label: siteCopy.contactCta };
