import { observer } from 'mobx-react-lite';
import { messages } from '../../core/shared/messages';

/** Home's three steps from choosing a job to the visit, below the categories (numbered by CSS). */
export const BookingSteps = observer(function BookingSteps() {
  const copy = messages.home;
  return (
    <section className="container section booking-steps" aria-labelledby="booking-steps-heading">
      <h2 id="booking-steps-heading">{copy.stepsHeading}</h2>
      <ol className="booking-steps__list">
        {copy.steps.map((step) => (
          <li key={step.title} className="booking-steps__step">
            <h3 className="booking-steps__title">{step.title}</h3>
            <p className="booking-steps__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
});
