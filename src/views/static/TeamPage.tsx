import { teamCopy } from './teamCopy';
import { observer } from 'mobx-react-lite';
import '../styles/static.css';
import shield from 'primeicons/raw-svg/shield.svg?paths';
import { messages } from '../../core/shared/messages';
import { Icon } from '../shared/Icon';
import { CtaLinks, bookLink, contactLink } from './CtaLinks';
import { HighlightList } from './HighlightList';
import { PageHeader } from './PageHeader';
import { TradeList } from './TradeList';

const copy = teamCopy;

/** /team: the trades we send, what a technician does on a visit, and how we choose them. */
export const TeamPage = observer(function TeamPage() {
  return (
    <div className="static-page">
      <PageHeader title={messages.titles.team} lead={copy.lead} />

      <section className="container section" aria-labelledby="team-trades">
        <h2 id="team-trades">{copy.tradesHeading}</h2>
        <p className="static-section-lead">{copy.tradesLead}</p>
        <TradeList trades={copy.trades} />
      </section>

      <section className="static-band" aria-labelledby="team-visit">
        <div className="container section">
          <h2 id="team-visit">{copy.visitHeading}</h2>
          <HighlightList items={copy.visit} ordered variant="steps" />
          <div className="static-promise">
            <span className="static-highlight__icon">
              <Icon icon={shield} size={22} />
            </span>
            <div>
              <h3 className="static-promise__title">{copy.promiseHeading}</h3>
              <p className="static-promise__body">{copy.promise}</p>
            </div>
          </div>
        </div>
      </section>

      <section className="container section" aria-labelledby="team-hiring">
        <h2 id="team-hiring">{copy.hiringHeading}</h2>
        <HighlightList items={copy.hiring} variant="compact" />
        <CtaLinks primary={bookLink} secondary={contactLink} />
      </section>
    </div>
  );
});
