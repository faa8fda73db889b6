import '../styles/static.css';
import user from 'primeicons/raw-svg/user.svg?paths';
import { siteCopy } from './siteCopy';
import { Icon } from '../shared/Icon';
import { CtaLinks, bookLink, contactLink } from './CtaLinks';
import { HighlightList } from './HighlightList';
import { PageHeader } from './PageHeader';

const copy = siteCopy.team;

/** /team (SPEC §2, a placeholder page): roles with placeholder names, and how we hire. */
export function TeamPage() {
  return (
    <div className="static-page">
      <PageHeader title={copy.title} lead={copy.lead} />

      <section className="container section" aria-labelledby="team-members">
        <h2 id="team-members">{copy.membersHeading}</h2>
        <p className="static-note">{copy.placeholderNote}</p>
        <ul className="static-cards">
          {copy.members.map((member) => (
            <li key={member.name} className="static-card static-member">
              <span className="static-avatar">
                <Icon icon={user} size={28} />
              </span>
              <h3 className="static-card__title">{member.name}</h3>
              <p className="static-member__role">{member.role}</p>
              <p className="static-card__text">{member.focus}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="static-band" aria-labelledby="team-hiring">
        <div className="container section">
          <h2 id="team-hiring">{copy.hiringHeading}</h2>
          <HighlightList items={copy.hiring} variant="compact" />
          <CtaLinks primary={bookLink} secondary={contactLink} />
        </div>
      </section>
    </div>
  );
}
