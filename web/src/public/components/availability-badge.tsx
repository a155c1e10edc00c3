import {
  AVAILABILITY_LABELS,
  availabilityOf,
  FEW_SEATS_THRESHOLD_DEFAULT,
} from '@umrah/domain/availability';

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
  const label = AVAILABILITY_LABELS[availability];
  if (!label) return null;
  return <p className={`avail-badge avail-badge--${availability} ${className}`}>{label}</p>;
}
