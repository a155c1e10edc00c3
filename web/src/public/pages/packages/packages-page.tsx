import { fewSeatsThresholdOf } from '@umrah/domain/model/availability';
import { localizedPath } from '@umrah/domain/model/locale';
import type { Package } from '@umrah/domain/schemas/package';
import {
  applyPackageFilters,
  departureMonths,
  FILTER_PARAMS,
  hasPackageFilters,
  packagePageQuery,
  pageOfPackages,
  PACKAGES_PER_PAGE,
  parsePackageFilters,
  parsePackagePage,
  type PackageFacts,
} from '@umrah/domain/model/package-filters';
import { linesToList } from '@umrah/domain/model/text';
import { PackageCard } from '../../components/package-card';
import { PackagesGrid } from '../../components/packages-grid';
import type { Translate } from '@umrah/i18n/translate';
import { definePage } from '../../page';
import { EmptyState } from '../../ui/empty-state';
import { PageBanner } from '../../ui/page-banner';
import { factsOf } from './facts-of';
import { PackageFiltersForm, type FilterChoices } from './package-filters-form';
import { PackagePager } from './package-pager';

function choicesOf(packages: Package[], facts: PackageFacts[]): FilterChoices {
  const airports = new Map<string, string>();
  packages.forEach((pkg, i) => {
    const lines = linesToList(pkg.airports);
    facts[i]?.airports.forEach((code, j) => {
      if (!airports.has(code)) airports.set(code, lines[j] ?? code);
    });
  });
  return {
    months: departureMonths(facts),
    airports: [...airports].sort((a, b) => a[1].localeCompare(b[1])),
    distances: facts.some((f) => f.distance !== null),
  };
}

/** '8 packages', or '3 of 8 packages' when filters leave some out, in the page's language. */
export function countText(shown: number, total: number, t: Translate): string {
  return shown === total ? t('packages.count', { total }) : t('packages.countOf', { shown, total });
}

/**
 * /packages: the banner, the filters (month, price, nights, stars, distance, airport, Ramadan)
 * and sort, read from the address, and the packages as cards. Up to PACKAGES_PER_PAGE packages,
 * every card is in the HTML, the ones the filters leave out hidden, each with its facts, so the
 * page script re-filters at once without asking the server. A larger catalogue is filtered,
 * sorted and paged here (`?page=2`), only the page's cards in the HTML, and the script fetches
 * the filtered page instead. A filtered address is not indexed (its canonical is /packages).
 */
export const packagesPage = definePage({
  path: '/packages',
  reads: () => [['packages']],
  query: [...FILTER_PARAMS, 'page'],
  canonicalQuery: (query) => packagePageQuery(parsePackageFilters(query), parsePackagePage(query)),
  render: ({ data, query, settings, t, locale }) => {
    const packages = (data[0] as Package[] | null) ?? [];
    const filters = parsePackageFilters(query);
    const facts = packages.map(factsOf);
    const items = packages.map((pkg, i) => ({ pkg, facts: facts[i]!, order: i }));
    const shown = applyPackageFilters(items, (item) => item.facts, filters);
    const paged = packages.length > PACKAGES_PER_PAGE;
    const onPage = pageOfPackages(shown, paged ? parsePackagePage(query) : 1);
    // Shown ones first, in the sort's order; the others after them, hidden (one page only).
    const ordered = paged
      ? onPage.items
      : [...shown, ...items.filter((item) => !shown.includes(item))];
    const threshold = fewSeatsThresholdOf(settings.fewSeatsThreshold);
    // Every count the page script may need, by the number shown: no messages in the browser.
    const countTexts = paged
      ? [countText(shown.length, packages.length, t)]
      : [
          ...packages.map((_, n) => countText(n, packages.length, t)),
          countText(packages.length, packages.length, t),
        ];
    const packagesHref = localizedPath('/packages', locale);
    return {
      title: t('packages.title'),
      description: t('packages.description'),
      noindex: hasPackageFilters(filters),
      body: (
        <>
          <PageBanner
            eyebrow={t('packages.eyebrow')}
            title={t('packages.heading')}
            subtitle={t('packages.subtitle')}
          />
          <div className="container packages-page">
            {packages.length === 0 ? (
              <PackagesGrid packages={packages} titleLevel="h2" />
            ) : (
              <>
                <PackageFiltersForm filters={filters} choices={choicesOf(packages, facts)} />
                <div data-package-results="">
                  <p
                    className="muted pkg-finder__count"
                    aria-live="polite"
                    data-package-count=""
                    data-count-texts={paged ? undefined : JSON.stringify(countTexts)}
                  >
                    {paged ? countTexts[0] : countTexts[shown.length]}
                  </p>
                  <div
                    className="grid grid--3"
                    data-package-list=""
                    data-paged={paged ? '' : undefined}
                  >
                    {ordered.map((item, index) => (
                      <div
                        key={item.pkg.id}
                        className="pkg-finder__item"
                        data-facts={paged ? undefined : JSON.stringify(item.facts)}
                        data-order={paged ? undefined : item.order}
                        hidden={!paged && !shown.includes(item)}
                      >
                        <PackageCard
                          pkg={item.pkg}
                          titleLevel="h2"
                          priorityImage={index === 0}
                          fewSeatsThreshold={threshold}
                        />
                      </div>
                    ))}
                  </div>
                  <div data-package-empty="" hidden={shown.length > 0}>
                    <EmptyState
                      icon="searchOff"
                      title={t('packages.noMatch')}
                      description={t('packages.noMatchText')}
                      action={
                        <a className="btn btn--outline" href={packagesHref} data-clear-filters="">
                          {t('filters.clear')}
                        </a>
                      }
                    />
                  </div>
                  {paged && (
                    <PackagePager
                      filters={filters}
                      page={onPage.page}
                      pages={onPage.pages}
                      locale={locale}
                      t={t}
                    />
                  )}
                </div>
              </>
            )}
          </div>
        </>
      ),
    };
  },
});
