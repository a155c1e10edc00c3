import { distanceIn, monthIn } from '@umrah/domain/model/locale-facts';
import {
  DISTANCE_OPTIONS,
  NIGHTS_OPTIONS,
  PACKAGE_SORTS,
  STARS_OPTIONS,
  type PackageFilters,
  type PackageSort,
} from '@umrah/domain/model/package-filters';
import type { MessageId, Translate } from '@umrah/i18n/translate';
import { useHref, useLocale, useT } from '../../site-context';

/** The options' texts (package-filters.ts) in the catalogs, by value. */
const NIGHTS_MESSAGES = {
  '-10': 'filters.upTo10',
  '11-14': 'filters.11to14',
  '15-': 'filters.15plus',
} as const satisfies Record<(typeof NIGHTS_OPTIONS)[number]['value'], MessageId>;
const SORT_MESSAGES = {
  price: 'filters.sortPrice',
  departure: 'filters.sortDeparture',
  distance: 'filters.sortDistance',
} as const satisfies Record<PackageSort, MessageId>;

function starsLabel(value: string, t: Translate): string {
  return value === '5'
    ? t('filters.fiveStars')
    : t('filters.starsOrMore', { count: Number(value) });
}

export interface FilterChoices {
  /** Departure months of the listed packages, 'YYYY-MM'. */
  months: string[];
  /** Airport code → its name as staff wrote it ('YYZ' → 'Toronto (YYZ)'). */
  airports: [string, string][];
  /** Some package has a known distance to the Haram (else the distance filter and sort hide). */
  distances: boolean;
}

function Select({
  name,
  label,
  value,
  any,
  options,
}: {
  name: string;
  label: string;
  value: string;
  any: string;
  options: readonly { value: string; label: string }[];
}) {
  // A value from the address that the list does not offer still shows as chosen.
  const all =
    value && !options.some((o) => o.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <div className="field pkg-filters__field">
      <label className="field__label" htmlFor={`filter-${name}`}>
        {label}
      </label>
      <span className="field__select">
        <select id={`filter-${name}`} className="field__input" name={name} defaultValue={value}>
          <option value="">{any}</option>
          {all.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}

function nightsValue(f: PackageFilters): string {
  return f.nightsMin !== undefined || f.nightsMax !== undefined
    ? `${f.nightsMin ?? ''}-${f.nightsMax ?? ''}`
    : '';
}

/**
 * /packages' filters and sort as a plain GET form: it works before (and without) the page's
 * script, which then applies each change at once (client/package-finder.ts). Field order is the
 * address's order (FILTER_PARAMS), so a submitted form lands on its canonical address.
 */
export function PackageFiltersForm({
  filters,
  choices,
}: {
  filters: PackageFilters;
  choices: FilterChoices;
}) {
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  const sorts = (Object.keys(PACKAGE_SORTS) as PackageSort[])
    .filter((value) => value !== 'distance' || choices.distances)
    .map((value) => ({ value, label: t(SORT_MESSAGES[value]) }));
  return (
    <form
      className="card pkg-filters"
      method="get"
      action={href('/packages')}
      role="search"
      aria-label={t('filters.label')}
      data-package-filters=""
    >
      <div className="pkg-filters__grid">
        <Select
          name="month"
          label={t('filters.month')}
          value={filters.month ?? ''}
          any={t('filters.anyMonth')}
          options={choices.months.map((m) => ({ value: m, label: monthIn(m, locale) }))}
        />
        <div className="field pkg-filters__field pkg-filters__price">
          <span className="field__label" id="filter-price-label">
            {t('filters.price')}
          </span>
          <div className="pkg-filters__range" role="group" aria-labelledby="filter-price-label">
            <input
              className="field__input"
              type="number"
              name="priceMin"
              min={0}
              step={100}
              inputMode="numeric"
              placeholder={t('filters.min')}
              aria-label={t('filters.lowest')}
              defaultValue={filters.priceMin ?? ''}
            />
            <span aria-hidden="true">–</span>
            <input
              className="field__input"
              type="number"
              name="priceMax"
              min={0}
              step={100}
              inputMode="numeric"
              placeholder={t('filters.max')}
              aria-label={t('filters.highest')}
              defaultValue={filters.priceMax ?? ''}
            />
          </div>
        </div>
        <Select
          name="nights"
          label={t('filters.nights')}
          value={nightsValue(filters)}
          any={t('filters.anyLength')}
          options={NIGHTS_OPTIONS.map((o) => ({
            value: o.value,
            label: t(NIGHTS_MESSAGES[o.value]),
          }))}
        />
        <Select
          name="stars"
          label={t('filters.stars')}
          value={filters.stars?.toString() ?? ''}
          any={t('filters.anyRating')}
          options={STARS_OPTIONS.map((o) => ({ value: o.value, label: starsLabel(o.value, t) }))}
        />
        {choices.distances && (
          <Select
            name="distance"
            label={t('filters.distance')}
            value={filters.distance?.toString() ?? ''}
            any={t('filters.anyDistance')}
            options={DISTANCE_OPTIONS.map((o) => ({
              value: o.value,
              label: t('filters.within', { distance: distanceIn(Number(o.value), locale) }),
            }))}
          />
        )}
        <Select
          name="airport"
          label={t('filters.airport')}
          value={filters.airport ?? ''}
          any={t('filters.anyAirport')}
          options={choices.airports.map(([value, label]) => ({ value, label }))}
        />
        <div className="check pkg-filters__check">
          <input
            id="filter-ramadan"
            className="check__input"
            type="checkbox"
            name="ramadan"
            value="1"
            defaultChecked={filters.ramadan === true}
          />
          <label className="check__label" htmlFor="filter-ramadan">
            {t('filters.ramadan')}
          </label>
        </div>
        <Select
          name="sort"
          label={t('filters.sort')}
          value={filters.sort ?? ''}
          any={t('filters.recommended')}
          options={sorts}
        />
      </div>
      <div className="pkg-filters__actions">
        <button type="submit" className="btn btn--primary" data-filters-submit="">
          {t('filters.submit')}
        </button>
        <a className="btn btn--outline" href={href('/packages')} data-clear-filters="">
          {t('filters.clear')}
        </a>
      </div>
    </form>
  );
}
