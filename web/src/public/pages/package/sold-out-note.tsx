import { useT } from '../../site-context';
import { Icon } from '../../ui/icon';

/** Above a sold-out package's prices: what the waiting list means. */
export function SoldOutNote() {
  const t = useT();
  return (
    <p className="pkg-soldout">
      <Icon name="schedule" />
      <span>
        <strong>{t('package.soldOut')}</strong> {t('package.soldOutText')}
      </span>
    </p>
  );
}
