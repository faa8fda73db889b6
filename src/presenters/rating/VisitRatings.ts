import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { WorkOrder } from '../../core/booking/Booking';
import {
  canRate,
  COMMENT_MAX,
  COMPLETED_STATUS_ID,
  STAR_VALUES,
  tagsFor,
  type RatingTag,
  type Stars,
} from '../../core/rating/Rating';
import type { RateVisit } from '../../core/rating/RateVisit';
import { rateMessages } from '../../core/rating/rateMessages';
import { ratingMessages } from '../../core/rating/ratingMessages';
import type { Clock } from '../../core/shared/Clock';
import type { Extensions } from '../../core/shared/Extensions';
import { formatDay } from '../../core/shared/formatDay';
import { notification, type Notifier } from '../../core/shared/Notification';
import { fail } from '../../core/shared/Result';
import type { LoginGate } from '../auth/LoginGate';
import type { ConnectionModel } from '../shell/ConnectionModel';
import { goesOnline } from '../shell/needsNetwork';

/** A completed visit's rating: the form to give or change it, or the rating as given. */
export interface VisitRatingView {
  readonly workOrderId: number;
  /** "How was Ravi's visit?". */
  readonly question: string;
  /** While she gives or changes it. */
  readonly form?: RatingFormView;
  /** Once given, while she is not changing it. */
  readonly given?: GivenRatingView;
}

export interface StarChoiceView {
  readonly value: Stars;
  /** "4 stars: good": the radio button's name. */
  readonly label: string;
  readonly checked: boolean;
  /** Drawn filled: this star is at or below the chosen number. */
  readonly filled: boolean;
}

export interface TagChoiceView {
  readonly code: RatingTag;
  readonly label: string;
  readonly checked: boolean;
}

export interface RatingFormView {
  readonly stars: readonly StarChoiceView[];
  /** "4 stars: good", beside the stars once chosen. */
  readonly chosen?: string;
  /** The tags, comment and the button, once stars are chosen. */
  readonly details?: {
    readonly tagsLegend: string;
    readonly tags: readonly TagChoiceView[];
    readonly commentLabel: string;
    readonly comment: string;
    readonly maxLength: number;
    /** "12/500", and for screen readers "12 of 500 characters used". */
    readonly counter: string;
    readonly counterLabel: string;
    readonly submit: string;
  };
  /** "Keep my rating", while changing one already given. */
  readonly keep?: string;
  readonly busy: boolean;
  /** Why the last try was refused, or did not reach the backend. */
  readonly problem?: string;
}

export interface GivenRatingView {
  readonly heading: string;
  /** "4 out of 5", for screen readers beside the drawn stars. */
  readonly starsLabel: string;
  /** How many of the five stars are drawn filled. */
  readonly filled: number;
  readonly tags: readonly string[];
  readonly comment?: string;
  /** "Change rating", and until when, while the window lasts. */
  readonly change?: { readonly label: string; readonly until: string };
}

interface Draft {
  stars?: Stars;
  tags: RatingTag[];
  comment: string;
  /** Changing a rating already given (the form shows instead of it). */
  changing: boolean;
  problem?: string;
}

/**
 * Rating a finished visit (the `ratings` extension), shared by the booking's detail and My
 * Bookings: one draft per work order while she picks stars, tags and words, the rating as the
 * backend gives it once sent. Whether it may be rated, and what was given, are the backend's.
 */
export class VisitRatings {
  private readonly drafts = observable.map<number, Draft>();
  /** The work order being sent now, if any. */
  sending: number | undefined = undefined;

  constructor(
    private readonly rateVisit: Pick<RateVisit, 'execute'>,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
    private readonly connection: ConnectionModel,
    private readonly loginGate: LoginGate,
    private readonly extensions: Extensions,
  ) {
    makeAutoObservable<VisitRatings, 'drafts'>(this, { drafts: false });
  }

  /** Whether the backend takes ratings: the booking pages fetch the form's code early only then. */
  get enabled(): boolean {
    return this.extensions.has('ratings');
  }

  /** What a completed order shows of its rating; undefined for any other, or without the extension. */
  view(order: WorkOrder): VisitRatingView | undefined {
    if (!this.enabled || order.statusId !== COMPLETED_STATUS_ID) return undefined;
    const rating = order.rating;
    const open = canRate(order, this.clock.now());
    const draft = this.drafts.get(order.workOrderId);
    const name = order.visit?.technician?.name;
    const question = name ? rateMessages.question(name) : rateMessages.questionUnnamed;
    const given = rating?.given;
    if (open && (!given || draft?.changing))
      return { workOrderId: order.workOrderId, question, form: this.formOf(order, draft) };
    if (!given) return undefined;
    const until = open ? rating.editableUntil : undefined;
    return {
      workOrderId: order.workOrderId,
      question,
      given: {
        heading: rateMessages.given.heading,
        starsLabel: rateMessages.given.stars(given.stars),
        filled: given.stars,
        tags: given.tags.map((tag) => ratingMessages.tags[tag]),
        ...(given.comment ? { comment: given.comment } : {}),
        ...(until
          ? {
              change: {
                label: rateMessages.change,
                until: rateMessages.given.changeUntil(formatDay(until)),
              },
            }
          : {}),
      },
    };
  }

  private formOf(order: WorkOrder, draft: Draft | undefined): RatingFormView {
    const stars = draft?.stars;
    const comment = draft?.comment ?? '';
    return {
      stars: STAR_VALUES.map((value) => ({
        value,
        label: rateMessages.stars[value],
        checked: value === stars,
        filled: stars !== undefined && value <= stars,
      })),
      ...(stars
        ? {
            chosen: rateMessages.stars[stars],
            details: {
              tagsLegend: rateMessages.tagsLegend,
              tags: tagsFor(stars).map((code) => ({
                code,
                label: ratingMessages.tags[code],
                checked: draft.tags.includes(code),
              })),
              commentLabel: rateMessages.commentLabel,
              comment,
              maxLength: COMMENT_MAX,
              counter: rateMessages.counter(comment.length, COMMENT_MAX),
              counterLabel: rateMessages.counterLabel(comment.length, COMMENT_MAX),
              submit: order.rating?.given ? rateMessages.save : rateMessages.send,
            },
          }
        : {}),
      ...(draft?.changing ? { keep: rateMessages.keep } : {}),
      busy: this.sending === order.workOrderId,
      ...(draft?.problem ? { problem: draft.problem } : {}),
    };
  }

  private draftOf(workOrderId: number): Draft {
    let draft = this.drafts.get(workOrderId);
    if (!draft) {
      draft = { tags: [], comment: '', changing: false };
      this.drafts.set(workOrderId, draft);
    }
    return draft;
  }

  /** She picks a number of stars: the tags that no longer fit it are dropped. */
  chooseStars(workOrderId: number, stars: Stars): void {
    const draft = this.draftOf(workOrderId);
    const fitting = tagsFor(stars);
    this.drafts.set(workOrderId, {
      ...draft,
      stars,
      tags: draft.tags.filter((tag) => fitting.includes(tag)),
    });
  }

  toggleTag(workOrderId: number, tag: RatingTag): void {
    const draft = this.draftOf(workOrderId);
    const tags = draft.tags.includes(tag)
      ? draft.tags.filter((each) => each !== tag)
      : [...draft.tags, tag];
    this.drafts.set(workOrderId, { ...draft, tags });
  }

  /** Her words, cut at the limit the backend keeps (a paste past `maxlength` is cut the same way). */
  writeComment(workOrderId: number, comment: string): void {
    this.drafts.set(workOrderId, {
      ...this.draftOf(workOrderId),
      comment: comment.slice(0, COMMENT_MAX),
    });
  }

  /** "Change rating": the form again, filled with what she gave. */
  change(order: WorkOrder): void {
    const given = order.rating?.given;
    if (!given || !canRate(order, this.clock.now())) return;
    this.drafts.set(order.workOrderId, {
      stars: given.stars,
      tags: [...given.tags],
      comment: given.comment ?? '',
      changing: true,
    });
  }

  /** "Keep my rating": the rating as given again, the changes dropped. */
  keep(workOrderId: number): void {
    this.drafts.delete(workOrderId);
  }

  /**
   * Sends her rating; resolves to true when the backend took it, for the page to read the
   * booking again (what shows as given is the backend's). Offline it says so and sends nothing.
   */
  async send(order: WorkOrder): Promise<boolean> {
    const draft = this.drafts.get(order.workOrderId);
    if (!draft?.stars || this.sending !== undefined) return false;
    if (!goesOnline(this.connection, this.notifier, rateMessages.offline)) return false;
    this.sending = order.workOrderId;
    const submission = {
      stars: draft.stars,
      tags: [...draft.tags],
      ...(draft.comment.trim() ? { comment: draft.comment } : {}),
    };
    // The gateway's code may fail to download (offline meanwhile): said like any failure.
    const result = await this.rateVisit
      .execute(order, submission)
      .catch(() => fail({ reason: 'failed' as const, message: rateMessages.failed }));
    runInAction(() => {
      this.sending = undefined;
      if (result.ok) this.drafts.delete(order.workOrderId);
      else this.drafts.set(order.workOrderId, { ...draft, problem: result.error.message });
    });
    if (result.ok) this.notifier.notify(notification('success', result.value.message));
    else if (result.error.reason === 'session-ended') void this.loginGate.request();
    // Said aloud too: the form it is written in may be gone (the week ended meanwhile).
    else this.notifier.notify(notification('error', result.error.message));
    return result.ok;
  }
}
