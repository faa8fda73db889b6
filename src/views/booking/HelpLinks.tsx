import { observer } from 'mobx-react-lite';
import phone from 'primeicons/raw-svg/phone.svg?paths';
import questionCircle from 'primeicons/raw-svg/question-circle.svg?paths';
import whatsapp from 'primeicons/raw-svg/whatsapp.svg?paths';
import type { HelpView } from '../../presenters/booking/BookingHelp';
import '../styles/help.css';
import { ButtonLink } from '../shared/Button';

/**
 * Call and WhatsApp about a booking: as a bar with its question and the Help page (the booking
 * detail, the greeting), or the two links alone beside a status that says to call us.
 */
export const HelpLinks = observer(function HelpLinks({
  help,
  withHeading = false,
}: {
  readonly help: HelpView;
  readonly withHeading?: boolean;
}) {
  return (
    <div className={`help-links ${withHeading ? 'help-links--bar' : ''}`}>
      {withHeading && <p className="help-links__heading">{help.heading}</p>}
      <div className="help-links__actions">
        {/* Addresses of other apps: the router leaves them to the browser. */}
        <ButtonLink to={help.callHref} label={help.callLabel} icon={phone} outlined size="small" />
        <ButtonLink
          to={help.whatsappHref}
          target="_blank"
          rel="noopener"
          aria-label={`${help.whatsappLabel} ${help.newTab}`}
          label={help.whatsappLabel}
          icon={whatsapp}
          outlined
          size="small"
        />
        {withHeading && (
          <ButtonLink
            to={help.helpPage.href}
            label={help.helpPage.label}
            icon={questionCircle}
            outlined
            size="small"
          />
        )}
      </div>
    </div>
  );
});
