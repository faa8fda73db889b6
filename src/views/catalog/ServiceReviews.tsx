import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { ServiceReviewsPresenter } from '../../presenters/catalog/ServiceReviewsPresenter';
import { usePresenter } from '../ContainerContext';
import { Button } from '../shared/Button';

interface ServiceReviewsProps {
  readonly serviceId: number;
  readonly serviceName: string;
}

/** A service's reviews in its options dialog, behind a button; nothing for an unrated service. */
export const ServiceReviews = observer(function ServiceReviews({
  serviceId,
  serviceName,
}: ServiceReviewsProps) {
  const presenter = usePresenter(ServiceReviewsPresenter);
  useEffect(() => {
    presenter.show(serviceId, serviceName);
  }, [presenter, serviceId, serviceName]);
  const vm = presenter.viewModel;
  const section = useRef<HTMLElement>(null);
  const failed = vm?.errorMessage !== undefined;
  const more = vm?.moreLabel !== undefined;
  // "More reviews" goes when the last page came or a page failed: the keyboard's place goes to
  // Try again, or back to the reviews' button, never to the top of the page.
  const had = useRef({ failed, more });
  useEffect(() => {
    const went = (failed && !had.current.failed) || (!more && had.current.more);
    had.current = { failed, more };
    if (!went || (document.activeElement && document.activeElement !== document.body)) return;
    const target = failed ? '.inline-error button' : '.reviews__toggle';
    section.current?.querySelector<HTMLButtonElement>(target)?.focus();
  }, [failed, more]);
  if (!vm) return null;
  const listId = `reviews-${serviceId}`;
  return (
    <section ref={section} className="reviews" aria-label={vm.listLabel}>
      <Button
        label={vm.toggleLabel}
        outlined
        size="small"
        className="reviews__toggle"
        aria-expanded={vm.expanded}
        aria-controls={listId}
        onClick={() => void presenter.toggle()}
      />
      <div id={listId} hidden={!vm.expanded} className="reviews__body">
        <ul className="reviews__list">
          {vm.reviews.map((review) => (
            <li key={review.key} className="review">
              <p className="review__stars">
                <span aria-hidden="true">{review.starsShown}</span>
                <span className="visually-hidden">{review.starsHeard}</span>
              </p>
              {review.tags.length > 0 && (
                <ul className="review__tags">
                  {review.tags.map((tag) => (
                    <li key={tag} className="review__tag">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
              {review.comment && (
                <p className="review__comment" lang={review.lang}>
                  {review.comment}
                </p>
              )}
              <p className="review__byline muted">{review.byline}</p>
            </li>
          ))}
        </ul>
        <div aria-live="polite" className="reviews__status">
          {vm.loading && <p className="muted">{vm.loading}</p>}
          {vm.emptyMessage && <p className="muted">{vm.emptyMessage}</p>}
        </div>
        {vm.errorMessage && (
          <div className="inline-error" role="alert">
            <p>{vm.errorMessage}</p>
            <Button label={vm.retryLabel} outlined onClick={() => void presenter.retry()} />
          </div>
        )}
        {vm.moreLabel && (
          <Button
            label={vm.moreLabel}
            outlined
            size="small"
            className="reviews__more"
            onClick={() => void presenter.showMore()}
          />
        )}
      </div>
    </section>
  );
});
