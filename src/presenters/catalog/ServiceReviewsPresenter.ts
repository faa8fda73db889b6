import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Review } from '../../core/rating/Rating';
import type { RatingGateway } from '../../core/rating/RatingGateway';
import { ratingMessages } from '../../core/rating/ratingMessages';
import { formatMonth } from '../../core/rating/reviewMonth';
import { messages } from '../../core/shared/messages';
import type { ServiceRatings } from './ServiceRatings';

export interface ReviewView {
  readonly key: string;
  /** "★★★★☆", decorative. */
  readonly starsShown: string;
  /** "4 out of 5", what a screen reader says instead. */
  readonly starsHeard: string;
  readonly tags: readonly string[];
  /** Her words as she wrote them, drawn as text. */
  readonly comment?: string;
  /** The language of her words, when the backend knows it. */
  readonly lang?: string;
  /** "Priya S., Nov 2026". */
  readonly byline: string;
}

export interface ServiceReviewsViewModel {
  /** "Reviews (1,240)": the button that shows and hides them. */
  readonly toggleLabel: string;
  readonly expanded: boolean;
  readonly listLabel: string;
  readonly reviews: readonly ReviewView[];
  /** Reviews are on their way (the first page, or the next). */
  readonly loading?: string;
  /** 'Reviews could not be loaded', with a way to try again. */
  readonly errorMessage?: string;
  readonly retryLabel: string;
  /** 'No reviews yet': a rated service whose reviews are none. */
  readonly emptyMessage?: string;
  /** 'More reviews', when an older page follows (pressing it while a page loads does nothing). */
  readonly moreLabel?: string;
}

/**
 * A service's reviews in its options dialog, behind a button (a dialog long with options at 320 px
 * stays about booking; reviews are read, 10 at a time, only when she asks). Only for a service with
 * a rating summary: an unrated one has no reviews section at all.
 */
export class ServiceReviewsPresenter {
  private serviceId: number | undefined;
  private serviceName = '';
  private expanded = false;
  private status: 'idle' | 'loading' | 'error' | 'ready' = 'idle';
  private reviews: readonly Review[] = [];
  private pagesRead = 0;
  private more = false;

  constructor(
    private readonly gateway: RatingGateway,
    private readonly ratings: ServiceRatings,
  ) {
    makeAutoObservable<ServiceReviewsPresenter, 'reviews' | 'gateway' | 'ratings'>(this, {
      reviews: observableRef,
      gateway: false,
      ratings: false,
    });
  }

  /** Nothing for a service without a summary; otherwise its reviews' button and what it opened. */
  get viewModel(): ServiceReviewsViewModel | undefined {
    const toggleLabel =
      this.serviceId === undefined ? undefined : this.ratings.reviewsLabel(this.serviceId);
    if (toggleLabel === undefined) return undefined;
    return {
      toggleLabel,
      expanded: this.expanded,
      listLabel: ratingMessages.reviews.listLabel(this.serviceName),
      reviews: this.reviews.map(toReviewView),
      retryLabel: messages.nav.tryAgain,
      ...(this.status === 'loading' ? { loading: ratingMessages.reviews.loading } : {}),
      ...(this.status === 'error' ? { errorMessage: ratingMessages.reviews.failed } : {}),
      ...(this.status === 'ready' && this.reviews.length === 0
        ? { emptyMessage: ratingMessages.reviews.none }
        : {}),
      // Kept while the next page loads, so the button just pressed keeps the keyboard's focus.
      ...(this.more && this.status !== 'error' ? { moreLabel: ratingMessages.reviews.more } : {}),
    };
  }

  /** The dialog shows `serviceId`: its reviews start closed and unread. */
  show(serviceId: number, serviceName: string): void {
    if (this.serviceId === serviceId) return;
    this.serviceId = serviceId;
    this.serviceName = serviceName;
    this.expanded = false;
    this.status = 'idle';
    this.reviews = [];
    this.pagesRead = 0;
    this.more = false;
  }

  /** Shows or hides the reviews; the first showing reads the newest 10. */
  toggle(): Promise<void> {
    this.expanded = !this.expanded;
    return this.expanded && this.status === 'idle' ? this.readNext() : Promise.resolve();
  }

  /** More reviews: the next (older) 10. */
  showMore(): Promise<void> {
    return this.status === 'ready' && this.more ? this.readNext() : Promise.resolve();
  }

  /** After a failure: the page that failed, once more. */
  retry(): Promise<void> {
    return this.status === 'error' ? this.readNext() : Promise.resolve();
  }

  private async readNext(): Promise<void> {
    const serviceId = this.serviceId;
    if (serviceId === undefined) return;
    const page = this.pagesRead + 1;
    this.status = 'loading';
    const result = await this.gateway.reviews(serviceId, page);
    runInAction(() => {
      if (this.serviceId !== serviceId) return; // another service's dialog opened meanwhile
      if (!result.ok) {
        this.status = 'error';
        return;
      }
      this.reviews = [...this.reviews, ...result.value.reviews];
      this.pagesRead = page;
      this.more = result.value.more;
      this.status = 'ready';
    });
  }
}

function toReviewView(review: Review, index: number): ReviewView {
  return {
    key: String(index),
    starsShown: '★'.repeat(review.stars) + '☆'.repeat(5 - review.stars),
    starsHeard: ratingMessages.reviews.stars(review.stars),
    tags: review.tags.map((tag) => ratingMessages.tags[tag]),
    ...(review.comment ? { comment: review.comment } : {}),
    ...(review.comment && review.language ? { lang: review.language } : {}),
    byline: ratingMessages.reviews.byline(review.customer, formatMonth(review.month)),
  };
}
