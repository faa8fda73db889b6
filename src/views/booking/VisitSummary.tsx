import '../styles/visits.css';
import phone from 'primeicons/raw-svg/phone.svg?paths';
import type { VisitSummaryView } from '../../presenters/booking/visitSummary';
import { ButtonLink } from '../shared/Button';

/**
 * A work order's visit as the customer follows it (the `visit` extension): the step it is at,
 * when the technician comes, and who, with a button to call them.
 */
export function VisitSummary({ visit }: { readonly visit: VisitSummaryView }) {
  return (
    <div className="visit-summary">
      {visit.stage && (
        <p className={`visit-summary__stage visit-stage--${visit.stage.key}`}>
          <span className="visit-summary__dot" aria-hidden="true" />
          {visit.stage.name}
        </p>
      )}
      {visit.window && <p className="visit-summary__window">{visit.window}</p>}
      {visit.technician && (
        <div className="visit-summary__technician">
          <p>{visit.technician.label}</p>
          {visit.technician.call && (
            // A tel: address: React Router draws an absolute address as a plain link.
            <ButtonLink
              to={visit.technician.call.href}
              label={visit.technician.call.label}
              icon={phone}
              outlined
              size="small"
              className="visit-summary__call"
            />
          )}
        </div>
      )}
    </div>
  );
}

/** A line of what is known of the visit: the greeting's window, a booking's shared window. */
export function VisitLine({ text }: { readonly text: string }) {
  return <p className="visit-line">{text}</p>;
}
