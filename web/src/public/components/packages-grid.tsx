import type { CardPackage } from './package-card';
import { PackageCard } from './package-card';
import { EmptyState } from '../ui/empty-state';

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
  if (packages.length === 0) {
    return (
      <EmptyState
        icon="luggage"
        title="No packages available at the moment."
        description="Please check back soon or contact us for more information."
        action={
          <a className="btn btn--outline" href="/contact">
            Contact Us
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
