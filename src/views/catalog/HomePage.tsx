import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { messages } from '../../core/shared/messages';
import { HomePresenter } from '../../presenters/catalog/HomePresenter';
import { SearchField } from '../search/SearchField';
import { usePresenter } from '../ContainerContext';
import { TileSkeletons } from '../shared/TileSkeletons';
import { CatalogTile } from './CatalogTile';
import { BookingSteps } from './BookingSteps';
import { Button } from '../shared/Button';

const SKELETON_TILES = 8;

/** Home (SPEC §2): the hero, the categories and how booking works. */
export const HomePage = observer(function HomePage() {
  const presenter = usePresenter(HomePresenter);
  const vm = presenter.viewModel;

  useEffect(() => {
    void presenter.load();
  }, [presenter, vm.language]);

  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">{vm.title}</h1>
          <p className="hero__lead">{messages.home.lead}</p>
          <SearchField place="hero" />
        </div>
      </section>
      <section
        className="container section catalogue"
        id="categories"
        aria-labelledby="categories-heading"
      >
        <h2 id="categories-heading">{messages.home.categoriesHeading}</h2>
        {vm.status === 'error' && (
          <div className="inline-error" role="alert">
            <p>{vm.errorMessage}</p>
            <Button outlined label={messages.nav.tryAgain} onClick={() => void presenter.load()} />
          </div>
        )}
        <ul className="tile-grid tile-grid--categories" aria-busy={vm.status === 'loading'}>
          {vm.status === 'loading' ? (
            <TileSkeletons count={SKELETON_TILES} />
          ) : (
            vm.categories.map((category) => (
              <CatalogTile
                key={category.id}
                name={category.name}
                description={category.description}
                icon={category.icon}
                soon={category.soon}
                href={category.href}
                onOpen={() => presenter.open(category.id)}
                onIntent={() => presenter.prefetch(category.id)}
                headingLevel={3}
              />
            ))
          )}
        </ul>
      </section>
      <BookingSteps />
    </>
  );
});
