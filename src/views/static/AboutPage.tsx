import '../styles/static.css';
import { aboutCopy } from './aboutCopy';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../core/shared/messages';
import { ContactDetails } from './ContactDetails';
import { CtaLinks, bookLink, quoteLink } from './CtaLinks';
import { HighlightList } from './HighlightList';
import { PageHeader } from './PageHeader';
import { TradeList } from './TradeList';
import { links } from '../../presenters/links';
import { CatalogueFiguresPresenter } from '../../presenters/catalog/CatalogueFiguresPresenter';
import { usePresenter } from '../ContainerContext';

const copy = aboutCopy;

/** /about (SPEC §2): the mission, what we promise, the counters, who comes to your home, how to reach us. */
export const AboutPage = observer(function AboutPage() {
  return (
    <div className="static-page">
      <PageHeader title={messages.titles.about} lead={copy.lead}>
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

      <CatalogueFigures />

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
});

/** The counters: figures counted from the catalogue on offer today. */
const CatalogueFigures = observer(function CatalogueFigures() {
  const presenter = usePresenter(CatalogueFiguresPresenter);
  const vm = presenter.viewModel;
  useEffect(() => {
    void presenter.load();
  }, [presenter]);
  return (
    <section className="static-band" aria-labelledby="about-numbers">
      <div className="container section">
        <h2 id="about-numbers">{copy.numbersHeading}</h2>
        <p className="static-note" id="about-numbers-note">
          {vm.note}
        </p>
        <dl
          className="static-counters"
          aria-describedby="about-numbers-note"
          aria-busy={vm.status === 'loading'}
        >
          {vm.status === 'loading'
            ? Array.from({ length: 3 }, (_, index) => (
                <div key={index} className="static-counter" aria-hidden="true">
                  <dt className="static-counter__label">
                    <span className="skeleton skeleton--text" />
                  </dt>
                  <dd className="static-counter__value">
                    <span className="skeleton skeleton--counter" />
                  </dd>
                </div>
              ))
            : vm.figures.map((figure) => (
                <div key={figure.label} className="static-counter">
                  <dt className="static-counter__label">{figure.label}</dt>
                  <dd className="static-counter__value">{figure.value}</dd>
                </div>
              ))}
        </dl>
      </div>
    </section>
  );
});
