import { localizedPath, type Locale } from '@umrah/domain/model/locale';
import { packagePageQuery, type PackageFilters } from '@umrah/domain/model/package-filters';
import type { Translate } from '@umrah/i18n/translate';

interface PackagePagerProps {
  filters: PackageFilters;
  page: number;
  pages: number;
  locale: Locale;
  t: Translate;
}

/** "Page 2 of 25" with links to the pages beside it, the filters kept in each address. */
export function PackagePager({ filters, page, pages, locale, t }: PackagePagerProps) {
  if (pages <= 1) return null;
  const base = localizedPath('/packages', locale);
  const href = (n: number) => {
    const query = packagePageQuery(filters, n);
    return query ? `${base}?${query}` : base;
  };
  return (
    <nav className="pkg-pager" aria-label={t('packages.pages')}>
      {page > 1 ? (
        <a className="btn btn--outline" href={href(page - 1)} rel="prev">
          {t('packages.previousPage')}
        </a>
      ) : (
        <span />
      )}
      <span className="muted" aria-current="page">
        {t('packages.pageOf', { page, pages })}
      </span>
      {page < pages ? (
        <a className="btn btn--outline" href={href(page + 1)} rel="next">
          {t('packages.nextPage')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
