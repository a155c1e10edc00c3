import { formatBlogDate } from '@umrah/domain/dates';
import { formatHijri, HIJRI_APPROXIMATE_NOTE } from '@umrah/domain/hijri';
import type { Package } from '@umrah/domain/package';
import { nightsLabel } from '../../components/nights';
import { Icon, type IconName } from '../../ui/icon';

type FactsPackage = Pick<
  Package,
  'departureDate' | 'returnDate' | 'nightsInMakkah' | 'nightsInMadina'
>;

interface Fact {
  label: string;
  value: string;
  /** The Hijri date under a Gregorian one. */
  hijri?: string;
  icon: IconName;
}

/**
 * Departure and return dates (only when set) with their Hijri dates, marked approximate, and the
 * nights in Makkah and in Madina.
 */
export function PackageFacts({ pkg }: { pkg: FactsPackage }) {
  const facts: Fact[] = [];
  if (pkg.departureDate)
    facts.push({
      label: 'Departure',
      value: formatBlogDate(pkg.departureDate),
      hijri: formatHijri(pkg.departureDate),
      icon: 'calendarMonth',
    });
  if (pkg.returnDate)
    facts.push({
      label: 'Return',
      value: formatBlogDate(pkg.returnDate),
      hijri: formatHijri(pkg.returnDate),
      icon: 'calendarMonth',
    });
  const withHijri = facts.some((fact) => fact.hijri);
  facts.push({ label: 'Makkah', value: nightsLabel(pkg.nightsInMakkah), icon: 'nightsStay' });
  facts.push({ label: 'Madina', value: nightsLabel(pkg.nightsInMadina), icon: 'nightsStay' });

  return (
    <>
      <ul className="list-plain pkg-facts">
        {facts.map((fact) => (
          <li key={fact.label}>
            <Icon name={fact.icon} />
            <div>
              <p className="small muted">{fact.label}</p>
              <p className="pkg-facts__value">{fact.value}</p>
              {fact.hijri && (
                <p className="small muted">
                  {fact.hijri}
                  <span aria-hidden="true">*</span>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {withHijri && (
        <p className="small muted pkg-facts__note">
          <span aria-hidden="true">* </span>
          {HIJRI_APPROXIMATE_NOTE}
        </p>
      )}
    </>
  );
}
