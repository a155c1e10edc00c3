import { tripSeasons, type Season } from '@umrah/domain/model/hijri';
import type { Package } from '@umrah/domain/schemas/package';
import type { MessageId } from '@umrah/i18n/translate';
import { useT } from '../site-context';

/** The seasons' names (hijri.ts SEASONS) in the catalogs. */
const SEASON_MESSAGES = {
  lastTenNights: 'season.lastTenNights',
  ramadan: 'season.ramadan',
  eidAlFitr: 'season.eidAlFitr',
  eidAlAdha: 'season.eidAlAdha',
} as const satisfies Record<Season, MessageId>;

type DatedPackage = Pick<Package, 'departureDate' | 'returnDate'>;

/**
 * The Islamic seasons a package's dates overlap (Ramadan, its last ten nights, the Eids),
 * computed from the dates (domain/hijri.ts), never typed by hand. `limit` keeps a card to its
 * most specific one.
 */
export function SeasonBadges({
  pkg,
  className,
  limit,
}: {
  pkg: DatedPackage;
  className: string;
  limit?: number;
}) {
  const t = useT();
  const seasons = tripSeasons(pkg.departureDate, pkg.returnDate).slice(0, limit);
  if (!seasons.length) return null;
  return (
    <ul className={`list-plain ${className}`} aria-label={t('season.label')}>
      {seasons.map((season) => (
        <li key={season} className="season-badge">
          {t(SEASON_MESSAGES[season])}
        </li>
      ))}
    </ul>
  );
}
