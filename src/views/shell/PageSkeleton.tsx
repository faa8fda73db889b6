import { messages } from '../../core/shared/messages';
import { CardSkeletons } from '../shared/CardSkeletons';

/** What a page shows while its code downloads: the shape of a page, no content. */
export function PageSkeleton() {
  return (
    <section className="container section" aria-busy="true" aria-label={messages.nav.loading}>
      <div className="skeleton skeleton--heading" />
      <ul className="card-grid">
        <CardSkeletons count={6} />
      </ul>
    </section>
  );
}
