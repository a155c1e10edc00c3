import { Icon } from './icon';

interface StarRatingProps {
  /** How many stars to draw (1-5): the row has exactly this many. */
  value: number;
  /** What the stars mean, for screen readers, e.g. '4-star hotel'. */
  label: string;
  size?: 'small' | 'medium';
}

/** A row of gold stars, one per point of the rating. */
export function StarRating({ value, label, size = 'small' }: StarRatingProps) {
  const count = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Icon key={i} name="star" data-testid="star" />
      ))}
    </span>
  );
}
