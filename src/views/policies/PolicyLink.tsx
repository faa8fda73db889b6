import { useHref } from 'react-router-dom';
import '../styles/policies.css';
import { observer } from 'mobx-react-lite';
import externalLink from 'primeicons/raw-svg/external-link.svg?paths';
import { Icon } from '../shared/Icon';

/**
 * A policy linked from a dialog or a form: it opens in a new tab, so what she chose or typed
 * stays as it was.
 */
export const PolicyLink = observer(function PolicyLink({
  link,
}: {
  readonly link: { readonly label: string; readonly href: string; readonly newTab: string };
}) {
  return (
    <p className="policy-link">
      <NewTabLink {...link} />
    </p>
  );
});

export const NewTabLink = observer(function NewTabLink({
  label,
  href,
  newTab,
}: {
  readonly label: string;
  readonly href: string;
  readonly newTab: string;
}) {
  // An address of the app, in the language open: opened in a new tab, not by the router.
  const address = useHref(href);
  return (
    <a href={address} target="_blank" rel="noopener" className="policy-link__anchor">
      {label}
      <Icon icon={externalLink} size={12} />
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
});
