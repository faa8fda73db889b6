import '../styles/static.css';
import '../styles/policies.css';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { messages } from '../../core/shared/messages';
import { PolicyPages } from '../../presenters/policies/PolicyPages';
import { usePresenter } from '../ContainerContext';
import { CallLink } from '../static/CallLink';
import { PageHeader } from '../static/PageHeader';
import { ExamplesNotice, PolicySectionView } from './PolicyPage';

/** /help: the questions customers ask most, each a heading with its answer, all on show. */
export const HelpPage = observer(function HelpPage() {
  const page = usePresenter(PolicyPages).help;
  return (
    <div className="static-page policy-page">
      <PageHeader title={page.title} lead={page.lead} />
      <div className="container section policy-page__body">
        {page.examples && <ExamplesNotice note={page.examples} />}
        {page.questions.map((question) => (
          <PolicySectionView key={question.id} section={question} />
        ))}
        <section className="policy-section" aria-labelledby="help-policies">
          <h2 id="help-policies">{page.policiesHeading}</h2>
          <ul className="policy-section__items">
            {page.policies.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="static-callout" aria-labelledby="help-still">
          <h2 id="help-still" className="static-callout__title">
            {page.stillHeading}
          </h2>
          <p>{messages.companyHours}</p>
          <CallLink className="static-button" withIcon />
        </section>
      </div>
    </div>
  );
});
