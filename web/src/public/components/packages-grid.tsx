import type { CardPackage } from './package-card';
import { PackageCard } from './package-card';
import { EmptyState } from '../ui/empty-state';
import { useHref, useT } from '../site-context';

interface PackagesGridProps {
  /** The published packages (GET /api/packages), in the API's order. */
  packages: readonly (CardPackage & { id?: string })[];
  /** h2 on the packages page, h3 inside a home page section. */
  titleLevel?: 'h2' | 'h3';
  /** The grid is the page's first screen (/packages): the first card's image loads at once. */
  priorityFirstImage?: boolean;
  /** The settings' "few seats" threshold. */
  fewSeatsThreshold?: number;
}

/** Every package as a card: 1 column on phones, 2 on tablets, 3 on wide screens; or the empty state. */
export function PackagesGrid({
  packages,
  titleLevel = 'h3',
  priorityFirstImage = false,
  fewSeatsThreshold,
}: PackagesGridProps) {
  const t = useT();
  const href = useHref();
  if (packages.length === 0) {
    return (
      <EmptyState
        icon="luggage"
        title={t('grid.empty')}
        description={t('grid.emptyText')}
        action={
          <a className="btn btn--outline" href={href('/contact')}>
            {t('grid.contact')}
          </a>
        }
      />
    );
  }
  return (
    <div className="grid grid--3">
      {packages.map((pkg, index) => (
        <PackageCard
          key={pkg.id ?? pkg.slug}
          pkg={pkg}
          titleLevel={titleLevel}
          priorityImage={priorityFirstImage && index === 0}
          fewSeatsThreshold={fewSeatsThreshold}
        />
      ))}
    </div>
  );
}
