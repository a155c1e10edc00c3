import {
  DISTANCE_OPTIONS,
  monthLabel,
  NIGHTS_OPTIONS,
  PACKAGE_SORTS,
  STARS_OPTIONS,
  type PackageFilters,
} from '@umrah/domain/package-filters';

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
  const sorts = Object.entries(PACKAGE_SORTS)
    .filter(([value]) => value !== 'distance' || choices.distances)
    .map(([value, label]) => ({ value, label }));
  return (
    <form
      className="card pkg-filters"
      method="get"
      action="/packages"
      role="search"
      aria-label="Filter and sort packages"
      data-package-filters=""
    >
      <div className="pkg-filters__grid">
        <Select
          name="month"
          label="Departure month"
          value={filters.month ?? ''}
          any="Any month"
          options={choices.months.map((m) => ({ value: m, label: monthLabel(m) }))}
        />
        <div className="field pkg-filters__field pkg-filters__price">
          <span className="field__label" id="filter-price-label">
            Price per person (CAD)
          </span>
          <div className="pkg-filters__range" role="group" aria-labelledby="filter-price-label">
            <input
              className="field__input"
              type="number"
              name="priceMin"
              min={0}
              step={100}
              inputMode="numeric"
              placeholder="Min"
              aria-label="Lowest price"
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
              placeholder="Max"
              aria-label="Highest price"
              defaultValue={filters.priceMax ?? ''}
            />
          </div>
        </div>
        <Select
          name="nights"
          label="Total nights"
          value={nightsValue(filters)}
          any="Any length"
          options={NIGHTS_OPTIONS}
        />
        <Select
          name="stars"
          label="Hotel stars"
          value={filters.stars?.toString() ?? ''}
          any="Any rating"
          options={STARS_OPTIONS}
        />
        {choices.distances && (
          <Select
            name="distance"
            label="Walk to the Haram"
            value={filters.distance?.toString() ?? ''}
            any="Any distance"
            options={DISTANCE_OPTIONS}
          />
        )}
        <Select
          name="airport"
          label="Departure airport"
          value={filters.airport ?? ''}
          any="Any airport"
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
            Ramadan trips only
          </label>
        </div>
        <Select
          name="sort"
          label="Sort by"
          value={filters.sort ?? ''}
          any="Recommended"
          options={sorts}
        />
      </div>
      <div className="pkg-filters__actions">
        <button type="submit" className="btn btn--primary" data-filters-submit="">
          Show packages
        </button>
        <a className="btn btn--outline" href="/packages" data-clear-filters="">
          Clear filters
        </a>
      </div>
    </form>
  );
}
