import type { Package } from '@umrah/domain/package';
import { PackagesGrid } from '../../components/packages-grid';
import { SectionHeading } from '../../ui/section-heading';

/**
 * Home section 2: every published package as a card (in the order given: the next departures
 * first), and the way to the packages page.
 */
export function PackagesSection({
  packages,
  fewSeatsThreshold,
}: {
  packages: readonly Package[];
  fewSeatsThreshold?: number;
}) {
  return (
    <section className="section" aria-labelledby="packages-heading">
      <div className="container">
        <SectionHeading
          id="packages-heading"
          eyebrow="Our packages"
          title="Umrah Packages"
          subtitle="Choose from carefully planned packages for every budget, with hotels in Makkah and Madinah."
        />
        <PackagesGrid packages={packages} titleLevel="h3" fewSeatsThreshold={fewSeatsThreshold} />
        <div className="home-packages__more">
          <a className="btn btn--outline btn--lg" href="/packages">
            View All Packages
          </a>
        </div>
      </div>
    </section>
  );
}
