import { initials } from '@umrah/domain/model/initials';
import type { Review } from '@umrah/domain/schemas/review';
import { imageOf } from '../../components/image-of';
import { langOf } from '../../components/localized';
import { useLocale, useT } from '../../site-context';
import { Icon } from '../../ui/icon';
import { StarRating } from '../../ui/star-rating';

export type CardReview = Pick<
  Review,
  'name' | 'location' | 'rating' | 'comment' | 'imageUrl' | 'language'
> & {
  image?: string | null;
};

/** Testimonial card (spec section 2): avatar (photo or initials), name, location, stars, quote. */
export function TestimonialCard({ review }: { review: CardReview }) {
  const photo = imageOf(review);
  const t = useT();
  // Shown as written, on both sites, marked with the language it was written in.
  const lang = langOf(review.language, useLocale());
  return (
    <figure className="card testimonial">
      <Icon name="formatQuote" className="testimonial__mark" />
      <StarRating value={review.rating} label={t('review.rated', { rating: review.rating })} />
      <blockquote className="testimonial__quote" lang={lang}>
        <p>“{review.comment}”</p>
      </blockquote>
      <figcaption className="testimonial__author">
        {photo ? (
          <img
            className="testimonial__avatar"
            src={photo}
            alt={review.name}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="testimonial__avatar" aria-hidden="true">
            {initials(review.name)}
          </span>
        )}
        <span>
          <span className="testimonial__name">{review.name}</span>
          <span className="small muted testimonial__location">{review.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}
