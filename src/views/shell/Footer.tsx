import { observer } from 'mobx-react-lite';
import arrowUp from 'primeicons/raw-svg/arrow-up.svg?paths';
import envelope from 'primeicons/raw-svg/envelope.svg?paths';
import mapMarker from 'primeicons/raw-svg/map-marker.svg?paths';
import phone from 'primeicons/raw-svg/phone.svg?paths';
import { Link } from 'react-router-dom';
import { company } from '../../core/shared/company';
import { SupportLine } from '../../core/shared/SupportLine';
import { messages } from '../../core/shared/messages';
import { policyLinkMessages } from '../../core/policies/policyLinkMessages';
import { Icon } from '../shared/Icon';
import { SocialLinks } from './SocialLinks';
import { links } from '../../presenters/links';
import { FooterPresenter } from '../../presenters/shell/FooterPresenter';
import { usePresenter } from '../ContainerContext';

// Each link's name is read when drawn, in the language spoken then.
const quickLinks = [
  { to: links.about, label: 'about' },
  { to: links.contact, label: 'contact' },
  { to: links.services, label: 'services' },
  { to: links.features, label: 'features' },
  { to: links.team, label: 'team' },
  { to: links.testimonials, label: 'testimonials' },
  { to: links.quote, label: 'quote' },
] as const;

const policyLinks = [
  { to: links.cancellationPolicy, label: 'cancellation' },
  { to: links.termsOfService, label: 'terms' },
  { to: links.privacy, label: 'privacy' },
  { to: links.help, label: 'help' },
] as const;

/**
 * The footer of every page: how to reach us, services, quick links and back-to-top (SPEC §2), and
 * the policies and help.
 */
export const Footer = observer(function Footer() {
  const presenter = usePresenter(FooterPresenter);
  const support = usePresenter(SupportLine);
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">
            {messages.footer.contactHeading}
          </h2>
          <address className="footer__address">
            <p>
              <Icon icon={mapMarker} size={16} /> {company.addressLines.join(', ')}
            </p>
            <p>
              <Icon icon={phone} size={16} /> <a href={support.callHref}>{support.phoneDisplay}</a>
            </p>
            <p>
              <Icon icon={envelope} size={16} />{' '}
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
          </address>
          <SocialLinks />
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer__heading">
            {messages.footer.servicesHeading}
          </h2>
          <ul className="footer__links">
            {presenter.services.map((service, index) => (
              <li key={service.key}>
                <Link
                  to={service.href}
                  onClick={(event) => {
                    if (service.href !== links.categories) return;
                    event.preventDefault();
                    void presenter.open(index);
                  }}
                >
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer__heading">
            {messages.footer.quickLinksHeading}
          </h2>
          <ul className="footer__links">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{messages.nav[link.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="footer__heading">
            {policyLinkMessages.heading}
          </h2>
          <ul className="footer__links">
            {policyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{policyLinkMessages[link.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer__bottom">
        <p>{messages.footer.copyright(new Date().getFullYear())}</p>
        <button
          type="button"
          className="icon-button footer__top"
          aria-label={messages.nav.backToTop}
          onClick={() => {
            window.scrollTo({ top: 0, behavior: 'smooth' });
            document.getElementById('main')?.focus({ preventScroll: true });
          }}
        >
          <Icon icon={arrowUp} size={18} />
        </button>
      </div>
    </footer>
  );
});
