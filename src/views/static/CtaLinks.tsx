import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { siteCopy } from './siteCopy';
import { links } from '../../presenters/links';

/** A page of the app (`to`), or an address the browser opens itself, such as a `mailto:` (`href`). */
type CtaLink =
  | { readonly to: string; readonly label: string }
  | { readonly href: string; readonly label: string };

/** Where to go next from a static page: one main action and an alternative. */
export const CtaLinks = observer(function CtaLinks({
  primary,
  secondary,
}: {
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  return (
    <p className="static-ctas">
      <CtaButton link={primary} className="static-button" />
      {secondary && <CtaButton link={secondary} className="static-button static-button--outline" />}
    </p>
  );
});

const CtaButton = observer(function CtaButton({
  link,
  className,
}: {
  readonly link: CtaLink;
  readonly className: string;
}) {
  return 'to' in link ? (
    <Link to={link.to} className={className}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
});

// Labels are getters: read when drawn, in the language spoken then.
export const bookLink: CtaLink = {
  to: links.categories,
  get label() {
    return siteCopy.bookCta;
  },
};
export const quoteLink: CtaLink = {
  to: links.quote,
  get label() {
    return siteCopy.quoteCta;
  },
};
export const contactLink: CtaLink = {
  to: links.contact,
  get label() {
    return siteCopy.contactCta;
  },
};
