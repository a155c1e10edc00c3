import { formatDay } from '@umrah/domain/model/admin-format';
import type { PagedList } from '../../../shared/api/paged-list';
import type { DepartureSummary } from '@umrah/domain/model/departures';
import { DeparturePicker } from '../../../shared/departures/components/departure-picker';

/**
 * The bookings list's departure filter (?departure=…): the upcoming departures, soonest first,
 * by date and package, loaded a page at a time as the list scrolls (there can be thousands). A
 * departure named in the address but not among those loaded (a past one, opened from its page)
 * stays chosen, so the list and the export still say what they show.
 */
export function DepartureFilter({
  value,
  departures,
  onChange,
}: {
  value: string | null;
  departures: PagedList<DepartureSummary>;
  onChange: (next: string | null) => void;
}) {
  return (
    <DeparturePicker
      id="bookings-departure-filter"
      label="Departure"
      value={value}
      onChange={onChange}
      departures={departures}
      describe={(d) =>
        `${formatDay(d.departureDate)} · ${d.packageTitle || 'Package no longer listed'}`
      }
      noneLabel="All departures"
      chosenLabel="The departure chosen"
      size="small"
      sx={{ mb: 2, minWidth: { xs: '100%', sm: 320 }, maxWidth: { sm: 480 } }}
    />
  );
}
