import '../styles/static.css';
import comments from 'primeicons/raw-svg/comments.svg?paths';
import { siteCopy } from './siteCopy';
import { Icon } from '../shared/Icon';
import { CtaLinks, contactLink } from './CtaLinks';
import { PageHeader } from './PageHeader';

const copy = siteCopy.testimonials;

/** /testimonial (SPEC §2, a placeholder page): sample reviews, marked as such. */
export function TestimonialsPage() {
  return (
    <div className="static-page">
      <PageHeader title={copy.title} lead={copy.lead} />

      <section className="container section" aria-labelledby="testimonials-reviews">
        <h2 id="testimonials-reviews">{copy.reviewsHeading}</h2>
        <p className="static-note">{copy.sampleNote}</p>
        <ul className="static-cards">
          {copy.reviews.map((review) => (
            <li key={review.author} className="static-card static-review">
              <figure className="static-review__figure">
                <p className="static-tag">{copy.sampleTag}</p>
                <blockquote className="static-review__quote">
                  <p>{review.quote}</p>
                </blockquote>
                <figcaption className="static-review__caption">
                  <span className="static-review__author">{review.author}</span>
                  <span className="static-review__service">{review.service}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className="static-band" aria-labelledby="testimonials-cta">
        <div className="container section static-cta-block">
          <span className="static-highlight__icon">
            <Icon icon={comments} size={22} />
          </span>
          <h2 id="testimonials-cta">{copy.ctaHeading}</h2>
          <p>{copy.ctaBody}</p>
          <CtaLinks primary={{ ...contactLink, label: copy.ctaLink }} />
        </div>
      </section>
    </div>
  );
}
