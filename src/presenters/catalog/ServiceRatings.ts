import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RatingSummary } from '../../core/rating/Rating';
import { formatAverage } from '../../core/rating/ratingWording';
import type { RatingGateway } from '../../core/rating/RatingGateway';
import { ratingMessages } from '../../core/rating/ratingMessages';
import type { Extensions } from '../../core/shared/Extensions';
import { formatCount } from '../../core/shared/language';

/** A service's summary as it is drawn: seen ("4.6 ★ · 1,240 ratings") and heard. */
export interface RatingSummaryView {
  readonly shown: string;
  readonly heard: string;
}

/**
 * Every service's rating summary, read once a session (one call) and shared by the services page
 * and the options dialog. Only when the build offers `ratings`; a failed read shows nothing and
 * is not asked again this session (a summary is a nicety, not worth a loop of calls).
 */
export class ServiceRatings {
  private state: 'idle' | 'loading' | 'done' = 'idle';
  private byService: ReadonlyMap<number, RatingSummary> = new Map();

  constructor(
    private readonly gateway: RatingGateway,
    extensions: Extensions,
  ) {
    this.enabled = extensions.has('ratings');
    makeAutoObservable<ServiceRatings, 'byService' | 'gateway'>(this, {
      byService: observableRef,
      gateway: false,
    });
  }

  /** Whether the build offers ratings: the tiles keep a line for a summary only then. */
  readonly enabled: boolean;

  /** Asks for the summaries, once a session; the page calls it after it has drawn its tiles. */
  async load(): Promise<void> {
    if (!this.enabled || this.state !== 'idle') return;
    this.state = 'loading';
    const result = await this.gateway.summaries();
    runInAction(() => {
      this.state = 'done';
      if (result.ok)
        this.byService = new Map(result.value.map((summary) => [summary.serviceId, summary]));
    });
  }

  /** A service's summary, or undefined: an unrated service (or none read) says nothing. */
  summary(serviceId: number): RatingSummary | undefined {
    return this.byService.get(serviceId);
  }

  /** A service's summary as it is drawn, in the language spoken; undefined without one. */
  view(serviceId: number): RatingSummaryView | undefined {
    const summary = this.byService.get(serviceId);
    if (!summary) return undefined;
    const average = formatAverage(summary.average);
    return {
      shown: ratingMessages.summary.shown(average, summary.count),
      heard: ratingMessages.summary.heard(average, summary.count),
    };
  }

  /** "Reviews (1,240)", for a service with a summary. */
  reviewsLabel(serviceId: number): string | undefined {
    const summary = this.byService.get(serviceId);
    return summary && ratingMessages.reviews.open(formatCount(summary.count));
  }
}
