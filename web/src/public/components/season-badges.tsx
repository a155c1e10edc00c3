import { SEASONS, tripSeasons } from '@umrah/domain/hijri';
import type { Package } from '@umrah/domain/package';

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
  const seasons = tripSeasons(pkg.departureDate, pkg.returnDate).slice(0, limit);
  if (!seasons.length) return null;
  return (
    <ul className={`list-plain ${className}`} aria-label="Season">
      {seasons.map((season) => (
        <li key={season} className="season-badge">
          {SEASONS[season]}
        </li>
      ))}
    </ul>
  );
}
