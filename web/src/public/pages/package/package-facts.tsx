import { hijriIn } from '@umrah/domain/model/locale-facts';
import { formatDate } from '@umrah/domain/model/locale-format';
import { otherStays } from '@umrah/domain/model/nights';
import type { Package } from '@umrah/domain/schemas/package';
import { cityName } from '../../components/city-name';
import { upcomingDepartures, type WithDepartures } from '../../components/departures';
import { useLocale, useT } from '../../site-context';
import { Icon, type IconName } from '../../ui/icon';

type FactsPackage = Pick<
  Package,
  'departureDate' | 'returnDate' | 'nightsInMakkah' | 'nightsInMadina'
> &
  Partial<Pick<Package, 'itinerary'>> &
  WithDepartures;

interface Fact {
  label: string;
  value: string;
  /** The Hijri date under a Gregorian one. */
  hijri?: string;
  icon: IconName;
  /** A stay beyond Makkah and Madinah (Istanbul): left off the printed brochure. */
  other?: boolean;
}

/**
 * Departure and return dates (only when set, and only for a package without dates ahead in its
 * departures) with their Hijri dates, marked approximate, and the
 * nights in Makkah, in Madinah and in any other city the plan stays in (nights.ts).
 */
export function PackageFacts({ pkg, today }: { pkg: FactsPackage; today: string }) {
  const t = useT();
  const locale = useLocale();
  const facts: Fact[] = [];
  // With dates ahead, the departures list gives them: the package's own (older) dates would say
  // otherwise, and staff no longer see those fields once a package has departures.
  const ownDates = upcomingDepartures(pkg, today).length === 0;
  if (ownDates && pkg.departureDate)
    facts.push({
      label: t('package.departure'),
      value: formatDate(pkg.departureDate, locale),
      hijri: hijriIn(pkg.departureDate, locale),
      icon: 'calendarMonth',
    });
  if (ownDates && pkg.returnDate)
    facts.push({
      label: t('package.return'),
      value: formatDate(pkg.returnDate, locale),
      hijri: hijriIn(pkg.returnDate, locale),
      icon: 'calendarMonth',
    });
  const withHijri = facts.some((fact) => fact.hijri);
  facts.push({
    label: t('package.makkah'),
    value: t('count.nights', { count: pkg.nightsInMakkah }),
    icon: 'nightsStay',
  });
  facts.push({
    label: t('package.madinah'),
    value: t('count.nights', { count: pkg.nightsInMadina }),
    icon: 'nightsStay',
  });
  for (const stay of otherStays(pkg.itinerary)) {
    facts.push({
      label: cityName(stay.city, t),
      value: t('count.nights', { count: stay.nights }),
      icon: 'nightsStay',
      other: true,
    });
  }

  return (
    <>
      <ul className="list-plain pkg-facts">
        {facts.map((fact) => (
          <li key={fact.label} className={fact.other ? 'pkg-facts__other' : undefined}>
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
          {t('package.hijriNote')}
        </p>
      )}
    </>
  );
}
