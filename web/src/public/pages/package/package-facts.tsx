import { formatBlogDate } from '@umrah/domain/dates';
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
  icon: IconName;
}

/** Departure and return dates (only when set), nights in Makkah and in Madina. */
export function PackageFacts({ pkg }: { pkg: FactsPackage }) {
  const facts: Fact[] = [];
  if (pkg.departureDate)
    facts.push({
      label: 'Departure',
      value: formatBlogDate(pkg.departureDate),
      icon: 'calendarMonth',
    });
  if (pkg.returnDate)
    facts.push({ label: 'Return', value: formatBlogDate(pkg.returnDate), icon: 'calendarMonth' });
  facts.push({ label: 'Makkah', value: nightsLabel(pkg.nightsInMakkah), icon: 'nightsStay' });
  facts.push({ label: 'Madina', value: nightsLabel(pkg.nightsInMadina), icon: 'nightsStay' });

  return (
    <ul className="list-plain pkg-facts">
      {facts.map((fact) => (
        <li key={fact.label}>
          <Icon name={fact.icon} />
          <div>
            <p className="small muted">{fact.label}</p>
            <p className="pkg-facts__value">{fact.value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
