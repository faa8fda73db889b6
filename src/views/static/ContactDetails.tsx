import { observer } from 'mobx-react-lite';
import clock from 'primeicons/raw-svg/clock.svg?paths';
import envelope from 'primeicons/raw-svg/envelope.svg?paths';
import mapMarker from 'primeicons/raw-svg/map-marker.svg?paths';
import phone from 'primeicons/raw-svg/phone.svg?paths';
import type { ReactNode } from 'react';
import { company } from '../../core/shared/company';
import { SupportLine } from '../../core/shared/SupportLine';
import { messages } from '../../core/shared/messages';
import { contactCopy } from './contactCopy';
import { usePresenter } from '../ContainerContext';
import { Icon, type IconData } from '../shared/Icon';

interface ContactDetailsProps {
  /** The office address is on the contact page; the about page gives phone, e-mail and hours. */
  readonly withAddress?: boolean;
  /** Side by side where there is room (the about page), rather than one under the other. */
  readonly inRow?: boolean;
}

const labels = contactCopy;

/** How to reach the company (`company.ts`, the support line): each line a labelled, tappable link. */
export const ContactDetails = observer(function ContactDetails({
  withAddress = false,
  inRow = false,
}: ContactDetailsProps) {
  const support = usePresenter(SupportLine);
  return (
    <address className={`static-contact ${inRow ? 'static-contact--row' : ''}`}>
      <dl className="static-contact__list">
        {withAddress && (
          <ContactItem icon={mapMarker} label={labels.addressLabel}>
            {company.addressLines.map((line) => (
              <span key={line} className="static-contact__line">
                {line}
              </span>
            ))}
          </ContactItem>
        )}
        <ContactItem icon={phone} label={labels.phoneLabel}>
          <a href={support.callHref} className="static-contact__link">
            {support.phoneDisplay}
          </a>
        </ContactItem>
        <ContactItem icon={envelope} label={labels.emailLabel}>
          <a href={`mailto:${company.email}`} className="static-contact__link">
            {company.email}
          </a>
        </ContactItem>
        <ContactItem icon={clock} label={labels.hoursLabel}>
          {messages.companyHours}
        </ContactItem>
      </dl>
    </address>
  );
});

/** One way to reach us: its icon and label, then the value. */
const ContactItem = observer(function ContactItem({
  icon,
  label,
  children,
}: {
  readonly icon: IconData;
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="static-contact__item">
      <dt>
        <span className="static-contact__icon">
          <Icon icon={icon} size={20} />
        </span>
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
});
