import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ITINERARY_MAX_DAYS, moveDay } from '@umrah/domain/model/itinerary';
import { getIn, useFormikContext } from 'formik';
import { FieldSection } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';
import { newDayValues, type ItineraryDayFormValues } from './plan-form-values';

type WithItinerary = { itinerary: ItineraryDayFormValues[] };

const dayNumber = {
  htmlInput: { min: 1, max: ITINERARY_MAX_DAYS, step: 1, inputMode: 'numeric' as const },
};

/**
 * The day-by-day plan in the package dialog: a row of fields per day, with Move up, Move down
 * and Remove. Moving swaps the days' plans and keeps the day numbers in order.
 */
export function ItineraryFields() {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<WithItinerary>();
  const days = values.itinerary;
  const listError: unknown = getIn(errors, 'itinerary');
  const set = (next: ItineraryDayFormValues[]) => void setFieldValue('itinerary', next);

  return (
    <>
      <FieldSection title="Day-by-day itinerary" />
      <Box className="full-width" component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {days.map((day, index) => {
          const label = `Day ${day.day === '' ? index + 1 : day.day}`;
          return (
            <Box
              component="li"
              key={index}
              aria-label={label}
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: '96px minmax(0, 1fr) minmax(0, 2fr)',
                },
                py: 2,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <FormTextField
                name={`itinerary.${index}.day`}
                label="Day"
                type="number"
                slotProps={dayNumber}
              />
              <FormTextField name={`itinerary.${index}.city`} label="City" />
              <FormTextField name={`itinerary.${index}.title`} label="Title" />
              <FormTextField
                sx={{ gridColumn: '1 / -1' }}
                name={`itinerary.${index}.description`}
                label="Description"
                multiline
                minRows={2}
              />
              <Box
                sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}
              >
                <IconButton
                  aria-label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => set(moveDay(days, index, -1))}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={`Move ${label} down`}
                  disabled={index === days.length - 1}
                  onClick={() => set(moveDay(days, index, 1))}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton
                  aria-label={`Remove ${label}`}
                  onClick={() => set(days.filter((_, i) => i !== index))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Box>
      {typeof listError === 'string' && submitCount > 0 && (
        <Typography className="full-width" color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      )}
      <div className="full-width">
        <Button
          startIcon={<AddIcon />}
          disabled={days.length >= ITINERARY_MAX_DAYS}
          onClick={() => set([...days, newDayValues(days)])}
        >
          Add day
        </Button>
      </div>
    </>
  );
}
