import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatDay } from '@umrah/domain/model/admin-format';
import type { DepartureSummary } from '../../../shared/departures/api/get-departures';

/** "All departures" in the select (the list's ?departure= is then absent). */
const ALL = '';

/**
 * The bookings list's departure filter (?departure=…): the upcoming departures, soonest first,
 * by date and package. A departure named in the address but no longer upcoming (a past one,
 * opened from its page) stays selectable, so the list and the export still say what they show.
 */
export function DepartureFilter({
  value,
  departures,
  onChange,
}: {
  value: string | null;
  departures: readonly DepartureSummary[] | undefined;
  onChange: (next: string | null) => void;
}) {
  const list = departures ?? [];
  const known = value === null || list.some((d) => d.id === value);
  return (
    <TextField
      select
      size="small"
      label="Departure"
      value={value ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? null : e.target.value)}
      sx={{ mb: 2, minWidth: { xs: '100%', sm: 320 } }}
    >
      <MenuItem value={ALL}>All departures</MenuItem>
      {!known && value && <MenuItem value={value}>The departure chosen (not upcoming)</MenuItem>}
      {list.map((d) => (
        <MenuItem key={d.id} value={d.id}>
          {`${formatDay(d.departureDate)} · ${d.packageTitle || 'Package no longer listed'}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
