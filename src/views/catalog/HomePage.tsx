import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../core/shared/messages';
import { type CategoryCardView, HomePresenter } from '../../presenters/catalog/HomePresenter';
import { usePresenter } from '../ContainerContext';
import { CardSkeletons } from '../shared/CardSkeletons';
import { ServiceImage } from '../shared/ServiceImage';

const SKELETON_CARDS = 6;

/** Home (SPEC §2): the hero and the categories. */
export const HomePage = observer(function HomePage() {
  const presenter = usePresenter(HomePresenter);
  const vm = presenter.viewModel;

  useEffect(() => {
    void presenter.load();
  }, [presenter]);

  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">{vm.title}</h1>
          <p className="hero__lead">{messages.home.lead}</p>
        </div>
      </section>
      <section className="container section" id="categories" aria-labelledby="categories-heading">
        <h2 id="categories-heading">{messages.home.categoriesHeading}</h2>
        {vm.status === 'error' && (
          <div className="inline-error" role="alert">
            <p>{vm.errorMessage}</p>
            <button
              type="button"
              className="p-button p-component p-button-outlined"
              onClick={() => void presenter.load()}
            >
              {messages.nav.tryAgain}
            </button>
          </div>
        )}
        <ul className="card-grid" aria-busy={vm.status === 'loading'}>
          {vm.status === 'loading' ? (
            <CardSkeletons count={SKELETON_CARDS} />
          ) : (
            vm.categories.map((category) => (
              <CategoryCard
                key={category.id}
                category={category}
                onUnavailable={() => presenter.open(category.id)}
                onIntent={() => presenter.prefetch(category.id)}
              />
            ))
          )}
        </ul>
      </section>
    </>
  );
});

function CategoryCard({
  category,
  onUnavailable,
  onIntent,
}: {
  readonly category: CategoryCardView;
  readonly onUnavailable: () => void;
  /** The customer points at or focuses the category: they will likely open it. */
  readonly onIntent: () => void;
}) {
  return (
    <li className="card">
      <ServiceImage src={category.icon} size={48} />
      <h3 className="card__title">
        {category.href ? (
          <Link
            to={category.href}
            className="card__link"
            onMouseEnter={onIntent}
            onFocus={onIntent}
          >
            {category.name}
          </Link>
        ) : (
          <button type="button" className="card__link link-button" onClick={onUnavailable}>
            {category.name}
          </button>
        )}
      </h3>
      {category.description && <p className="card__text">{category.description}</p>}
    </li>
  );
}
