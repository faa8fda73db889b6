import { featuresCopy } from './featuresCopy';
import { observer } from 'mobx-react-lite';
import '../styles/static.css';
import clock from 'primeicons/raw-svg/clock.svg?paths';
import mapMarker from 'primeicons/raw-svg/map-marker.svg?paths';
import { messages } from '../../core/shared/messages';
import { areasServed } from './siteCopy';
import { Icon } from '../shared/Icon';
import { CallLink } from './CallLink';
import { CtaLinks, bookLink, quoteLink } from './CtaLinks';
import { HighlightList } from './HighlightList';
import { PageHeader } from './PageHeader';

const copy = featuresCopy;

/** /feature: what a customer can count on, how booking works, and where we go. */
export const FeaturesPage = observer(function FeaturesPage() {
  return (
    <div className="static-page">
      <PageHeader title={messages.titles.features} lead={copy.lead}>
        <CtaLinks primary={bookLink} secondary={quoteLink} />
      </PageHeader>

      <section className="container section" aria-labelledby="features-list">
        <h2 id="features-list">{copy.listHeading}</h2>
        <HighlightList items={copy.items} />
        <p className="static-emergency">
          <Icon icon={clock} size={20} />
          <span>
            {copy.emergencyLead} <CallLink />
          </span>
        </p>
      </section>

      <section className="static-band" aria-labelledby="features-steps">
        <div className="container section">
          <h2 id="features-steps">{copy.stepsHeading}</h2>
          <HighlightList items={copy.steps} ordered variant="steps" />
        </div>
      </section>

      <section className="container section" aria-labelledby="features-areas">
        <h2 id="features-areas">{copy.areasHeading}</h2>
        <p>{copy.areasLead}</p>
        <ul className="static-chips">
          {areasServed.map((area) => (
            <li key={area} className="static-chip">
              <Icon icon={mapMarker} size={14} />
              {area}
            </li>
          ))}
        </ul>
        <CtaLinks primary={bookLink} secondary={quoteLink} />
      </section>
    </div>
  );
});
