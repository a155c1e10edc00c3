import { Icon } from '../../ui/icon';

/** Above a sold-out package's prices: what the waiting list means. */
export function SoldOutNote() {
  return (
    <p className="pkg-soldout">
      <Icon name="schedule" />
      <span>
        <strong>This package is sold out.</strong> Join the waiting list and we contact you if a
        seat frees up or a new departure opens.
      </span>
    </p>
  );
}
