import { observer } from 'mobx-react-lite';
import { messages } from '../../core/shared/messages';
import { TileSkeletons } from '../shared/TileSkeletons';

/** What a page shows while its code downloads: the shape of a page, no content. */
export const PageSkeleton = observer(function PageSkeleton() {
  return (
    <section className="container section" aria-busy="true" aria-label={messages.nav.loading}>
      <div className="skeleton skeleton--heading" />
      <ul className="tile-grid">
        <TileSkeletons count={6} />
      </ul>
    </section>
  );
});
