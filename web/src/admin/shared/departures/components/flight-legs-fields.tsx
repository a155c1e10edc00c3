import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { FLIGHT_DIRECTIONS, FLIGHT_LEGS_MAX } from '@umrah/domain/model/departures';
import { useField } from 'formik';
import { FormTextField } from '../../components/form-text-field';
import type { DepartureFormValues } from './departure-form-values';

type Leg = DepartureFormValues['flights']['legs'][number];

const DIRECTION_LABELS: Record<Leg['direction'], string> = {
  outbound: 'Outbound',
  return: 'Return',
};
const timeSlot = { inputLabel: { shrink: true } };

/**
 * Each flight of the trip, one row a leg (direction, number, airports, local times): the rooming
 * lists tell the hotels the group's arrival (the last outbound leg) and departure (the first
 * return leg) from them.
 */
export function FlightLegsFields() {
  const [field, , helpers] = useField<Leg[]>('flights.legs');
  const legs = field.value;
  const add = () => {
    const direction = legs.some((l) => l.direction === 'outbound') ? 'return' : 'outbound';
    void helpers.setValue([
      ...legs,
      { direction, flightNumber: '', from: '', to: '', departsAt: '', arrivesAt: '' },
    ]);
  };
  const remove = (i: number) => void helpers.setValue(legs.filter((_l, j) => j !== i));
  return (
    <div className="full-width">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Each flight with its local times: the hotels&apos; rooming lists give the group&apos;s
        arrival (last outbound flight) and departure (first return flight).
      </Typography>
      {legs.map((_leg, i) => {
        const name = (part: keyof Leg) => `flights.legs.${i}.${part}`;
        const id = (part: keyof Leg) => `departure-flights-legs-${i}-${part}`;
        return (
          <fieldset
            key={i}
            aria-label={`Flight ${i + 1}`}
            style={{ border: 0, padding: 0, margin: '0 0 12px' }}
          >
            <div
              style={{
                display: 'grid',
                gap: 8,
                gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
              }}
            >
              <FormTextField id={id('direction')} name={name('direction')} label="Direction" select>
                {FLIGHT_DIRECTIONS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {DIRECTION_LABELS[d]}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                id={id('flightNumber')}
                name={name('flightNumber')}
                label="Flight number"
              />
              <FormTextField id={id('from')} name={name('from')} label="From" />
              <FormTextField id={id('to')} name={name('to')} label="To" />
              <FormTextField
                id={id('departsAt')}
                name={name('departsAt')}
                label="Departs (local time)"
                type="datetime-local"
                slotProps={timeSlot}
              />
              <FormTextField
                id={id('arrivesAt')}
                name={name('arrivesAt')}
                label="Arrives (local time)"
                type="datetime-local"
                slotProps={timeSlot}
              />
            </div>
            <Button size="small" onClick={() => remove(i)} aria-label={`Remove flight ${i + 1}`}>
              Remove
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="outlined"
        size="small"
        onClick={add}
        disabled={legs.length >= FLIGHT_LEGS_MAX}
      >
        Add a flight
      </Button>
    </div>
  );
}
