import clock from 'primeicons/raw-svg/clock.svg?paths';
import envelope from 'primeicons/raw-svg/envelope.svg?paths';
import mapMarker from 'primeicons/raw-svg/map-marker.svg?paths';
import phone from 'primeicons/raw-svg/phone.svg?paths';
import { company } from '../../core/shared/company';
import { siteCopy } from '../../core/shared/siteCopy';
import { Icon } from '../shared/Icon';

interface ContactDetailsProps {
  /** The office address is on the contact page; the about page gives phone, e-mail and hours. */
  readonly withAddress?: boolean;
  /** Side by side where there is room (the about page), rather than one under the other. */
  readonly inRow?: boolean;
}

const labels = siteCopy.contact;

/** How to reach the company, from `company.ts`: each line a labelled, tappable link. */
export function ContactDetails({ withAddress = false, inRow = false }: ContactDetailsProps) {
  return (
    <address className={`static-contact ${inRow ? 'static-contact--row' : ''}`}>
      <dl className="static-contact__list">
        {withAddress && (
          <div className="static-contact__item">
            <dt>
              <span className="static-contact__icon">
                <Icon icon={mapMarker} size={20} />
              </span>
              {labels.addressLabel}
            </dt>
            <dd>
              {company.addressLines.map((line) => (
                <span key={line} className="static-contact__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        )}
        <div className="static-contact__item">
          <dt>
            <span className="static-contact__icon">
              <Icon icon={phone} size={20} />
            </span>
            {labels.phoneLabel}
          </dt>
          <dd>
            <a href={company.phoneHref} className="static-contact__link">
              {company.phoneDisplay}
            </a>
          </dd>
        </div>
        <div className="static-contact__item">
          <dt>
            <span className="static-contact__icon">
              <Icon icon={envelope} size={20} />
            </span>
            {labels.emailLabel}
          </dt>
          <dd>
            <a href={`mailto:${company.email}`} className="static-contact__link">
              {company.email}
            </a>
          </dd>
        </div>
        <div className="static-contact__item">
          <dt>
            <span className="static-contact__icon">
              <Icon icon={clock} size={20} />
            </span>
            {labels.hoursLabel}
          </dt>
          <dd>{company.hours}</dd>
        </div>
      </dl>
    </address>
  );
}
