import '../styles/rating.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import check from 'primeicons/raw-svg/check.svg?paths';
import star from 'primeicons/raw-svg/star.svg?paths';
import starFill from 'primeicons/raw-svg/star-fill.svg?paths';
import type { WorkOrder } from '../../core/booking/Booking';
import { VisitRatings, type VisitRatingView } from '../../presenters/rating/VisitRatings';
import { usePresenter } from '../ContainerContext';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';

interface VisitRatingProps {
  /** The finished order whose rating this is. */
  readonly order: WorkOrder;
  /** The backend took her rating: the page reads the booking again to show what it keeps. */
  readonly onRated: () => void;
}

/**
 * Her rating of a finished visit: native radios for the stars (arrow keys move between them, a
 * screen reader names each), checkboxes for the tags, a comment with its count; or the rating as
 * given, with Change while its window lasts. Focus follows what takes the form's place.
 */
export const VisitRating = observer(function VisitRating({ order, onRated }: VisitRatingProps) {
  const ratings = usePresenter(VisitRatings);
  const rating = ratings.view(order);
  const given = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const hadForm = useRef(rating?.form !== undefined);
  const hasForm = rating?.form !== undefined;
  const hasGiven = rating?.given !== undefined;
  useEffect(() => {
    if (hadForm.current && hasGiven) given.current?.focus();
    if (!hadForm.current && hasForm)
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    hadForm.current = hasForm;
  }, [hasForm, hasGiven]);
  if (!rating) return null;
  const send = () =>
    void ratings.send(order).then((sent) => {
      if (sent) onRated();
    });

  return (
    <div className="visit-rating">
      {rating.form && <RatingForm ref={form} rating={rating} ratings={ratings} onSend={send} />}
      {rating.given && (
        <div ref={given} className="visit-rating__given" tabIndex={-1}>
          <p className="visit-rating__heading">{rating.given.heading}</p>
          <StarsShown filled={rating.given.filled} label={rating.given.starsLabel} />
          {rating.given.tags.length > 0 && (
            <ul className="visit-rating__tags">
              {rating.given.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
          {rating.given.comment && <p className="visit-rating__comment">{rating.given.comment}</p>}
          {rating.given.change && (
            <div className="visit-rating__change">
              <Button
                type="button"
                label={rating.given.change.label}
                outlined
                size="small"
                onClick={() => ratings.change(order)}
              />
              <p className="visit-rating__until">{rating.given.change.until}</p>
            </div>
          )}
        </div>
      )}
    </div>
  );
});

/** Five stars drawn, `filled` of them full; a screen reader hears `label` ("4 out of 5"). */
export function StarsShown({ filled, label }: { readonly filled: number; readonly label: string }) {
  return (
    <p className="stars-shown">
      {[1, 2, 3, 4, 5].map((value) => (
        <Icon key={value} icon={value <= filled ? starFill : star} size={18} />
      ))}
      <span className="visually-hidden">{label}</span>
    </p>
  );
}

const RatingForm = observer(function RatingForm({
  ref,
  rating,
  ratings,
  onSend,
}: {
  readonly ref: React.Ref<HTMLFormElement>;
  readonly rating: VisitRatingView;
  readonly ratings: VisitRatings;
  readonly onSend: () => void;
}) {
  const id = useId();
  const form = rating.form;
  if (!form) return null;
  const details = form.details;
  const workOrderId = rating.workOrderId;
  return (
    <form
      ref={ref}
      className="rate-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <fieldset className="rate-form__stars" disabled={form.busy}>
        <legend className="visit-rating__heading">{rating.question}</legend>
        <div className="rate-stars">
          {form.stars.map((choice) => (
            <label
              key={choice.value}
              className={`rate-stars__star ${choice.filled ? 'is-filled' : ''}`}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-stars`}
                value={choice.value}
                checked={choice.checked}
                aria-label={choice.label}
                onChange={() => ratings.chooseStars(workOrderId, choice.value)}
              />
              <Icon icon={choice.filled ? starFill : star} size={28} />
            </label>
          ))}
        </div>
        {form.chosen && (
          <p className="rate-form__chosen" aria-hidden="true">
            {form.chosen}
          </p>
        )}
      </fieldset>
      {details && (
        <>
          <fieldset className="rate-form__tags" disabled={form.busy}>
            <legend className="rate-form__label">{details.tagsLegend}</legend>
            <div className="rate-tags">
              {details.tags.map((tag) => (
                <label key={tag.code} className={`rate-tag ${tag.checked ? 'is-checked' : ''}`}>
                  <input
                    type="checkbox"
                    className="visually-hidden"
                    checked={tag.checked}
                    onChange={() => ratings.toggleTag(workOrderId, tag.code)}
                  />
                  {tag.checked && <Icon icon={check} size={14} />}
                  <span>{tag.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="rate-form__comment">
            <label htmlFor={`${id}-comment`} className="rate-form__label">
              {details.commentLabel}
            </label>
            <textarea
              id={`${id}-comment`}
              className="p-inputtext rate-form__text"
              rows={3}
              maxLength={details.maxLength}
              value={details.comment}
              disabled={form.busy}
              aria-describedby={`${id}-count`}
              onChange={(event) => ratings.writeComment(workOrderId, event.target.value)}
            />
            <p id={`${id}-count`} className="rate-form__count">
              <span aria-hidden="true">{details.counter}</span>
              <span className="visually-hidden">{details.counterLabel}</span>
            </p>
          </div>
        </>
      )}
      {form.problem && (
        <p className="rate-form__problem" role="alert">
          {form.problem}
        </p>
      )}
      {(details ?? form.keep) && (
        <div className="rate-form__actions">
          {details && (
            <Button type="submit" label={details.submit} loading={form.busy} disabled={form.busy} />
          )}
          {form.keep && (
            <Button
              type="button"
              label={form.keep}
              outlined
              disabled={form.busy}
              onClick={() => ratings.keep(workOrderId)}
            />
          )}
        </div>
      )}
    </form>
  );
});
