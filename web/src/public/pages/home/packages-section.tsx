import type { Package } from '@umrah/domain/schemas/package';
import { PackagesGrid } from '../../components/packages-grid';
import { useHref, useT } from '../../site-context';
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
  const t = useT();
  const href = useHref();
  return (
    <section className="section" aria-labelledby="packages-heading">
      <div className="container">
        <SectionHeading
          id="packages-heading"
          eyebrow={t('home.packages.eyebrow')}
          title={t('home.packages.title')}
          subtitle={t('home.packages.subtitle')}
        />
        <PackagesGrid packages={packages} titleLevel="h3" fewSeatsThreshold={fewSeatsThreshold} />
        <div className="home-packages__more">
          <a className="btn btn--outline btn--lg" href={href('/packages')}>
            {t('home.packages.all')}
          </a>
        </div>
      </div>
    </section>
  );
}
