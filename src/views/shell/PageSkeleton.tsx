import { messages } from '../../core/shared/messages';

/** What a page shows while its code downloads: the shape of a page, no content. */
export function PageSkeleton() {
  return (
    <section className="container section" aria-busy="true" aria-label={messages.nav.loading}>
      <div className="skeleton skeleton--heading" />
      <div className="card-grid">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="card card--skeleton">
            <div className="skeleton skeleton--circle" />
            <div className="skeleton skeleton--line" style={{ width: '60%' }} />
            <div className="skeleton skeleton--line" style={{ width: '90%' }} />
          </div>
        ))}
      </div>
    </section>
  );
}
