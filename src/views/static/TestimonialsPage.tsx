import { testimonialsCopy } from './testimonialsCopy';
import { mailMessages } from '../../core/contact/contactMessages';
import { observer } from 'mobx-react-lite';
import '../styles/static.css';
import check from 'primeicons/raw-svg/check.svg?paths';
import { messages } from '../../core/shared/messages';
import { company } from '../../core/shared/company';
import { Icon } from '../shared/Icon';
import { CallLink } from './CallLink';
import { CtaLinks, contactLink } from './CtaLinks';
import { HighlightList } from './HighlightList';
import { PageHeader } from './PageHeader';

const copy = testimonialsCopy;

/** /testimonial: no reviews yet, so an invitation to tell us about a visit, and what we do with it. */
export const TestimonialsPage = observer(function TestimonialsPage() {
  return (
    <div className="static-page">
      <PageHeader title={messages.titles.testimonials} lead={copy.lead} />

      <section className="container section" aria-labelledby="testimonials-invite">
        <div className="static-panel static-invite">
          <div className="static-invite__text">
            <h2 id="testimonials-invite">{copy.inviteHeading}</h2>
            <p>{copy.inviteBody}</p>
            <ul className="static-checklist">
              {copy.inviteList.map((item) => (
                <li key={item}>
                  <Icon icon={check} size={16} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="static-invite__actions">
            <CtaLinks
              primary={{ ...contactLink, label: copy.writeCta }}
              secondary={{
                label: copy.feedbackMailLabel,
                href: `mailto:${company.email}?subject=${encodeURIComponent(mailMessages.feedbackSubject)}`,
              }}
            />
            <p className="static-invite__call">
              {copy.callLead} <CallLink />
            </p>
          </div>
        </div>
      </section>

      <section className="container section" aria-labelledby="testimonials-use">
        <h2 id="testimonials-use">{copy.useHeading}</h2>
        <HighlightList items={copy.use} />
      </section>
    </div>
  );
});
