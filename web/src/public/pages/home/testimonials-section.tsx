import type { Review } from '@umrah/domain/schemas/review';
import { EmptyState } from '../../ui/empty-state';
import { useT } from '../../site-context';
import { SectionHeading } from '../../ui/section-heading';
import { TestimonialCard } from './testimonial-card';

/** Home section 5: the published reviews only (spec section 4), two columns on wide screens. */
export function TestimonialsSection({ reviews }: { reviews: readonly Review[] }) {
  const published = reviews.filter((review) => review.isPublished !== false);
  const t = useT();
  return (
    <section className="section home-testimonials" aria-labelledby="testimonials-heading">
      <div className="container">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={t('home.testimonials.eyebrow')}
          title={t('home.testimonials.title')}
          subtitle={t('home.testimonials.subtitle')}
        />
        <div id="testimonials">
          {published.length === 0 ? (
            <EmptyState icon="rateReview" title={t('home.testimonials.empty')} />
          ) : (
            <div className="home-testimonials__grid">
              {published.map((review) => (
                <TestimonialCard key={review.id} review={review} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
