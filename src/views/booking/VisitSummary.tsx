import '../styles/visits.css';
import phone from 'primeicons/raw-svg/phone.svg?paths';
import starFill from 'primeicons/raw-svg/star-fill.svg?paths';
import { Icon } from '../shared/Icon';
import type { TechnicianView, VisitSummaryView } from '../../presenters/booking/visitSummary';
import { ButtonLink } from '../shared/Button';

/**
 * A work order's visit as the customer follows it (the `visit` extension): when the technician
 * comes, and who, with a button to call them.
 */
export function VisitSummary({ visit }: { readonly visit: VisitSummaryView }) {
  return (
    <div className="visit-summary">
      {visit.window && <p className="visit-summary__window">{visit.window}</p>}
      {visit.technician && <TechnicianLine technician={visit.technician} />}
    </div>
  );
}

/** A line of what is known of the visit: the greeting's window, a booking's shared window. */
export function VisitLine({ text }: { readonly text: string }) {
  return <p className="visit-line">{text}</p>;
}

/** Who comes: their photo or initial, their name, their record with us, and Call while it helps. */
export function TechnicianLine({ technician }: { readonly technician: TechnicianView }) {
  return (
    <div className="visit-summary__technician">
      {technician.photo ? (
        <img
          className="visit-summary__avatar"
          src={technician.photo}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <span className="visit-summary__avatar" aria-hidden="true">
          {technician.initials}
        </span>
      )}
      <div className="visit-summary__who">
        <p>{technician.label}</p>
        {technician.record && (
          <p className="visit-summary__record">
            <span aria-hidden="true">
              {technician.record.rated && <Icon icon={starFill} size={14} />}
              {technician.record.shown}
            </span>
            <span className="visually-hidden">{technician.record.spoken}</span>
          </p>
        )}
      </div>
      {technician.call && (
        // A tel: address: React Router draws an absolute address as a plain link.
        <ButtonLink
          to={technician.call.href}
          label={technician.call.label}
          icon={phone}
          outlined
          size="small"
          className="visit-summary__call"
        />
      )}
    </div>
  );
}
