import { initials } from '@umrah/domain/initials';
import type { Review } from '@umrah/domain/review';
import { imageOf } from '../../components/image-of';
import { Icon } from '../../ui/icon';
import { StarRating } from '../../ui/star-rating';

export type CardReview = Pick<Review, 'name' | 'location' | 'rating' | 'comment' | 'imageUrl'> & {
  image?: string | null;
};

/** Testimonial card (spec section 2): avatar (photo or initials), name, location, stars, quote. */
export function TestimonialCard({ review }: { review: CardReview }) {
  const photo = imageOf(review);
  return (
    <figure className="card testimonial">
      <Icon name="formatQuote" className="testimonial__mark" />
      <StarRating value={review.rating} label={`Rated ${review.rating} out of 5`} />
      <blockquote className="testimonial__quote">
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
