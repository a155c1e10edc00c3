import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ReactNode, UIEvent } from 'react';
import type { PagedList } from '../../api/paged-list';
import type { DepartureSummary } from '@umrah/domain/model/departures';

/** The value of the "none" choice (e.g. "All departures"). */
const NONE = '';

/** How close to the list's end (px) scrolling loads the next page. */
const LOAD_MORE_MARGIN = 48;

interface Props {
  id: string;
  label: string;
  value: string | null;
  onChange: (next: string | null) => void;
  /** The upcoming departures loaded so far, soonest first, and how to load more. */
  departures: PagedList<DepartureSummary>;
  /** How a departure reads in the list. */
  describe: (d: DepartureSummary) => string;
  /** A departure not to offer (the one a booking is on). */
  exclude?: string | null | undefined;
  /** The choice of no departure ("All departures"); without it a departure must be chosen. */
  noneLabel?: string | undefined;
  /** How a chosen departure not among those loaded reads (a past one, a later page's). */
  chosenLabel?: string | undefined;
  name?: string | undefined;
  required?: boolean | undefined;
  error?: boolean | undefined;
  helperText?: ReactNode;
  onBlur?: (() => void) | undefined;
  className?: string | undefined;
  size?: 'small' | 'medium' | undefined;
  sx?: object | undefined;
}

/**
 * Chooses one upcoming departure among thousands: the soonest are loaded a page at a time, more as
 * the list is scrolled to its end, and typing narrows the ones loaded (by date or package).
 */
export function DeparturePicker({
  id,
  label,
  value,
  onChange,
  departures,
  describe,
  exclude,
  noneLabel,
  chosenLabel = 'The departure chosen',
  name,
  required,
  error,
  helperText,
  onBlur,
  className,
  size,
  sx,
}: Props) {
  const loaded = (departures.data ?? []).filter((d) => d.id !== exclude);
  const byId = new Map(loaded.map((d) => [d.id, d]));
  const chosenUnknown = !!value && !byId.has(value);
  const options = [
    ...(noneLabel === undefined ? [] : [NONE]),
    ...(chosenUnknown ? [value] : []),
    ...loaded.map((d) => d.id),
  ];
  const labelOf = (option: string) => {
    if (option === NONE) return noneLabel ?? '';
    const d = byId.get(option);
    return d ? describe(d) : chosenLabel;
  };
  const loadMoreAtEnd = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - LOAD_MORE_MARGIN;
    if (atEnd && departures.hasNextPage && !departures.isFetchingNextPage) {
      void departures.fetchNextPage();
    }
  };
  return (
    <Autocomplete
      id={id}
      options={options}
      value={value ?? (noneLabel === undefined ? null : NONE)}
      onChange={(_event, next) => onChange(next === null || next === NONE ? null : next)}
      getOptionLabel={labelOf}
      disableClearable={noneLabel !== undefined}
      loading={departures.isPending || departures.isFetchingNextPage}
      loadingText="Loading departures…"
      noOptionsText="No upcoming departure"
      onBlur={onBlur}
      className={className}
      sx={sx}
      slotProps={{ listbox: { onScroll: loadMoreAtEnd } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          size={size}
        />
      )}
    />
  );
}
