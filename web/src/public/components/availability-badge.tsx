import { availabilityOf, FEW_SEATS_THRESHOLD_DEFAULT } from '@umrah/domain/model/availability';
import type { MessageId } from '@umrah/i18n/translate';
import { useT } from '../site-context';

/** What a card and a package page say, where they say anything (availability.ts's labels). */
const LABELS = {
  few: 'availability.few',
  'sold-out': 'availability.soldOut',
} as const satisfies Partial<Record<ReturnType<typeof availabilityOf>, MessageId>>;

interface AvailabilityBadgeProps {
  pkg: { seatsLeft?: number | null };
  /** The settings' "few seats" threshold (fewSeatsThresholdOf). */
  threshold?: number;
  className: string;
}

/** "Few seats left" or "Sold out"; nothing for an open package or one with seats to spare. */
export function AvailabilityBadge({
  pkg,
  threshold = FEW_SEATS_THRESHOLD_DEFAULT,
  className,
}: AvailabilityBadgeProps) {
  const availability = availabilityOf(pkg, threshold);
  const t = useT();
  if (availability !== 'few' && availability !== 'sold-out') return null;
  return (
    <p className={`avail-badge avail-badge--${availability} ${className}`}>
      {t(LABELS[availability])}
    </p>
  );
}
