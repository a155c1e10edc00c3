import { formatDay } from '@umrah/domain/model/admin-format';
import type { PagedList } from '../../../shared/api/paged-list';
import type { DepartureSummary } from '@umrah/domain/model/departures';
import TextField from '@mui/material/TextField';
import { Suspense } from 'react';
import { lazySection } from '../../../shared/lazy-section';

// MUI's Autocomplete and Popper load after the list has shown (issue 42); until then a field of
// the same size holds the place.
const DeparturePicker = lazySection(() =>
  import('../../../shared/departures/components/departure-picker').then((m) => ({
    default: m.DeparturePicker,
  })),
);

const FIELD_SX = { mb: 2, minWidth: { xs: '100%', sm: 320 }, maxWidth: { sm: 480 } };

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
    <Suspense
      fallback={<TextField label="Departure" size="small" disabled value="" sx={FIELD_SX} />}
    >
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
        sx={FIELD_SX}
      />
    </Suspense>
  );
}
