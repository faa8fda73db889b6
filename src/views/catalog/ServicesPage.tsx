import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { TOKENS } from '../../app/tokens';
import { messages } from '../../core/shared/messages';
import type { ServiceCardView } from '../../presenters/catalog/ServicesPresenter';
import { usePresenter } from '../ContainerContext';
import { ServiceImage } from '../shared/ServiceImage';

// The dialog's code is fetched the first time a service is opened, not with the page.
const SubServiceDialog = lazy(() =>
  import('./SubServiceDialog').then((m) => ({ default: m.SubServiceDialog })),
);

const SKELETON_CARDS = 8;

/** The services of one category (SPEC §2 Services page). */
export const ServicesPage = observer(function ServicesPage() {
  const presenter = usePresenter(TOKENS.servicesPresenter);
  const { categoryId } = useParams();
  const vm = presenter.viewModel;
  const [dialogLoaded, setDialogLoaded] = useState(false);

  useEffect(() => {
    void presenter.load(categoryId);
  }, [presenter, categoryId]);

  useEffect(() => {
    if (vm.openService) setDialogLoaded(true);
  }, [vm.openService]);

  return (
    <section className="container section" aria-labelledby="services-heading">
      <h1 id="services-heading">{vm.heading}</h1>
      {vm.status === 'error' && (
        <div className="inline-error" role="alert">
          <p>{vm.errorMessage}</p>
          <Button label={messages.nav.tryAgain} outlined onClick={() => void presenter.retry()} />
        </div>
      )}
      {vm.emptyMessage && <p className="muted">{vm.emptyMessage}</p>}
      <ul
        className="card-grid"
        aria-busy={vm.status === 'loading'}
        aria-label={messages.services.listLabel}
      >
        {vm.status === 'loading'
          ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} className="card card--skeleton" aria-hidden="true">
                <Skeleton shape="circle" size="3rem" />
                <Skeleton width="70%" height="1.25rem" />
                <Skeleton width="90%" height="0.9rem" />
              </li>
            ))
          : vm.services.map((service) => (
              <ServiceCard
                key={service.id}
                service={service}
                onOpen={() => presenter.open(service.id)}
              />
            ))}
      </ul>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <SubServiceDialog service={vm.openService} onClose={() => presenter.closeDialog()} />
        </Suspense>
      )}
    </section>
  );
});

function ServiceCard({
  service,
  onOpen,
}: {
  readonly service: ServiceCardView;
  readonly onOpen: () => void;
}) {
  return (
    <li className="card">
      <ServiceImage src={service.icon} size={48} />
      <h2 className="card__title">
        <button type="button" className="card__link link-button" onClick={onOpen}>
          {service.name}
        </button>
      </h2>
      {service.description && <p className="card__text">{service.description}</p>}
    </li>
  );
}
