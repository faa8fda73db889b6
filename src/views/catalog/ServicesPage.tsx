import { observer } from 'mobx-react-lite';
import { memo, startTransition, useEffect, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { messages } from '../../core/shared/messages';
import {
  type ServiceCardView,
  ServicesPresenter,
} from '../../presenters/catalog/ServicesPresenter';
import { usePresenter } from '../ContainerContext';
import { late } from '../shared/late';
import { MountWhenWanted } from '../shared/MountWhenWanted';
import { TileSkeletons } from '../shared/TileSkeletons';
import { isOverlayEntry } from '../shared/useBackToClose';
import { CatalogTile } from './CatalogTile';
import { Button } from '../shared/Button';

// The dialog's code is fetched the first time a service is opened, not with the page.
const SubServiceDialog = late(() => import('./SubServiceDialog').then((m) => m.SubServiceDialog));

const SKELETON_TILES = 6;
/**
 * About a phone's screenful, and whole rows at two, three and four tiles to a row: a row left
 * short would stretch its tiles, which then move when the rest follow (a frame later, in a
 * transition).
 */
const FIRST_CARDS = 12;

/** The services of one category (SPEC §2 Services page). */
export const ServicesPage = observer(function ServicesPage() {
  const { categoryId } = useParams();
  // Services seen earlier in the session are drawn at once: going back shows no skeleton.
  const presenter = usePresenter(ServicesPresenter, (made) => made.showCached(categoryId));
  const vm = presenter.viewModel;
  // A search result's link opens a service's dialog, and may bring one option into view.
  const [query] = useSearchParams();
  const { key: linkKey, state } = useLocation();
  // An open dialog's own history entry repeats the address: it asks for nothing.
  const followsLink = !isOverlayEntry(state);
  const openParam = Number(query.get('open')) || undefined;
  const optionParam = Number(query.get('option')) || undefined;

  useEffect(() => {
    void presenter.load(categoryId);
  }, [presenter, categoryId, vm.language]);

  // The summaries are asked for once the tiles are drawn: the catalogue never waits for them.
  const drawn = vm.status === 'ready';
  useEffect(() => {
    if (drawn) void presenter.loadRatings();
  }, [presenter, drawn]);

  useEffect(() => {
    if (openParam !== undefined && followsLink)
      presenter.openFromLink(linkKey, categoryId, openParam, optionParam);
  }, [presenter, vm.status, linkKey, followsLink, categoryId, openParam, optionParam]);

  return (
    <section className="container section catalogue" aria-labelledby="services-heading">
      <h1 id="services-heading" className="services__heading">
        {vm.heading}
      </h1>
      {vm.status === 'error' && (
        <div className="inline-error" role="alert">
          <p>{vm.errorMessage}</p>
          <Button outlined label={messages.nav.tryAgain} onClick={() => void presenter.retry()} />
        </div>
      )}
      {vm.emptyMessage && <p className="muted">{vm.emptyMessage}</p>}
      <ul
        className="tile-grid"
        aria-busy={vm.status === 'loading'}
        aria-label={messages.services.listLabel}
      >
        {vm.status === 'loading' ? (
          <TileSkeletons count={SKELETON_TILES} ratingLine={vm.ratingLine} />
        ) : (
          <ServiceCards cards={vm.services} ratingLine={vm.ratingLine} presenter={presenter} />
        )}
      </ul>
      <MountWhenWanted when={vm.openService !== undefined}>
        <SubServiceDialog.View service={vm.openService} onClose={() => presenter.closeDialog()} />
      </MountWhenWanted>
    </section>
  );
});

/**
 * The cards, in two steps for a long list: about a screenful at once, the rest once it is painted,
 * in a transition React renders in slices between frames, so the customer sees services without
 * waiting for all 200. Redrawn only when the services change, not when a dialog opens.
 */
const ServiceCards = memo(function ServiceCards({
  cards,
  ratingLine,
  presenter,
}: {
  readonly cards: readonly ServiceCardView[];
  readonly ratingLine: boolean;
  readonly presenter: ServicesPresenter;
}) {
  const [limit, setLimit] = useState(FIRST_CARDS);
  useEffect(() => {
    if (cards.length <= limit) return;
    // The rest from the frame after the one that paints the first cards: begun at once, its slices
    // would take the main thread while that frame is still being drawn.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => startTransition(() => setLimit(cards.length)));
    });
    return () => cancelAnimationFrame(frame);
  }, [cards.length, limit]);
  return (
    <>
      {cards.slice(0, limit).map((service) => (
        <ServiceCard
          key={service.id}
          service={service}
          ratingLine={ratingLine}
          presenter={presenter}
        />
      ))}
    </>
  );
});

const ServiceCard = memo(function ServiceCard({
  service,
  ratingLine,
  presenter,
}: {
  readonly service: ServiceCardView;
  readonly ratingLine: boolean;
  readonly presenter: ServicesPresenter;
}) {
  return (
    <CatalogTile
      name={service.name}
      description={service.description}
      icon={service.icon}
      soon={service.soon}
      rating={service.rating}
      ratingLine={ratingLine}
      onOpen={() => presenter.open(service.id)}
      headingLevel={2}
    />
  );
});
