import '../styles/static.css';
import '../styles/policies.css';
import { observer } from 'mobx-react-lite';
import infoCircle from 'primeicons/raw-svg/info-circle.svg?paths';
import { Link } from 'react-router-dom';
import {
  PolicyPages,
  type ExamplesNote,
  type PolicyPageView,
  type PolicySection,
} from '../../presenters/policies/PolicyPages';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';
import { PageHeader } from '../static/PageHeader';

/** A policy page: its title and lead, the demo's examples said, then its sections in order. */
export const PolicyPage = observer(function PolicyPage({
  page,
}: {
  readonly page: PolicyPageView;
}) {
  return (
    <div className="static-page policy-page">
      <PageHeader title={page.title} lead={page.lead} />
      <div className="container section policy-page__body">
        {page.examples && <ExamplesNotice note={page.examples} />}
        {page.sections.map((section) => (
          <PolicySectionView key={section.id} section={section} />
        ))}
        {page.officer && (
          <section className="policy-officer" aria-labelledby="policy-officer">
            <h2 id="policy-officer">{page.officer.label}</h2>
            <address>
              <p>{page.officer.name}</p>
              <p>
                <a href={page.officer.emailHref}>{page.officer.email}</a>
              </p>
              <p>
                <a href={page.officer.phoneHref}>{page.officer.phone}</a>
              </p>
            </address>
          </section>
        )}
      </div>
    </div>
  );
});

/** One section: a heading and its text, always shown (search engines and print read it all). */
export const PolicySectionView = observer(function PolicySectionView({
  section,
}: {
  readonly section: PolicySection;
}) {
  const headingId = `policy-${section.id}`;
  return (
    <section className="policy-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul className="policy-section__items">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.links && (
        <p className="policy-section__links">
          {section.links.map((link) => (
            <Link key={link.href} to={link.href}>
              {link.label}
            </Link>
          ))}
        </p>
      )}
    </section>
  );
});

/** "Example values in this demo": which facts the page states are the demo's, not a company's. */
export const ExamplesNotice = observer(function ExamplesNotice({
  note,
}: {
  readonly note: ExamplesNote;
}) {
  return (
    <aside className="policy-examples" aria-labelledby="policy-examples">
      <Icon icon={infoCircle} size={20} />
      <div>
        <h2 id="policy-examples" className="policy-examples__title">
          {note.title}
        </h2>
        <p>{note.body}</p>
      </div>
    </aside>
  );
});

// The three policies, one module: their routes share one chunk (and one preload list in the
// route table, which every first load carries).

/** /cancellation-policy: when she can cancel, what it costs, how her money comes back. */
export const CancellationPolicyPage = observer(function CancellationPolicyPage() {
  return <PolicyPage page={usePresenter(PolicyPages).cancellation} />;
});

/** /terms: the terms of service. */
export const TermsPage = observer(function TermsPage() {
  return <PolicyPage page={usePresenter(PolicyPages).termsOfService} />;
});

/** /privacy: the privacy notice the DPDP Act 2023 asks of a data fiduciary. */
export const PrivacyPage = observer(function PrivacyPage() {
  return <PolicyPage page={usePresenter(PolicyPages).privacy} />;
});
