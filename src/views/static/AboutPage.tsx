import '../styles/static.css';
import { Link } from 'react-router-dom';
import { siteCopy } from './siteCopy';
import { ContactDetails } from './ContactDetails';
import { CtaLinks, bookLink, quoteLink } from './CtaLinks';
import { HighlightList } from './HighlightList';
import { PageHeader } from './PageHeader';
import { TradeList } from './TradeList';
import { links } from '../../presenters/links';

const copy = siteCopy.about;

/** /about (SPEC §2): the mission, what we promise, the counters, who comes to your home, how to reach us. */
export function AboutPage() {
  return (
    <div className="static-page">
      <PageHeader title={copy.title} lead={copy.lead}>
        <CtaLinks primary={bookLink} secondary={quoteLink} />
      </PageHeader>

      <section className="container section static-prose" aria-labelledby="about-mission">
        <h2 id="about-mission">{copy.missionHeading}</h2>
        <p className="static-mission">{copy.mission}</p>
        {copy.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className="container section" aria-labelledby="about-values">
        <h2 id="about-values">{copy.valuesHeading}</h2>
        <HighlightList items={copy.values} />
      </section>

      <section className="static-band" aria-labelledby="about-numbers">
        <div className="container section">
          <h2 id="about-numbers">{copy.numbersHeading}</h2>
          <p className="static-note" id="about-numbers-note">
            {copy.numbersNote}
          </p>
          <dl className="static-counters" aria-describedby="about-numbers-note">
            {copy.counters.map((counter) => (
              <div key={counter.label} className="static-counter">
                <dt className="static-counter__label">{counter.label}</dt>
                <dd className="static-counter__value">{counter.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="container section" aria-labelledby="about-team">
        <h2 id="about-team">{copy.teamHeading}</h2>
        <p className="static-section-lead">{copy.teamLead}</p>
        <TradeList trades={copy.trades} compact />
        <p className="static-more">
          <Link to={links.team}>{copy.teamLink}</Link>
        </p>
      </section>

      <section className="container section" aria-labelledby="about-contact">
        <h2 id="about-contact">{copy.contactHeading}</h2>
        <p>{copy.contactLead}</p>
        <ContactDetails inRow />
      </section>
    </div>
  );
}
