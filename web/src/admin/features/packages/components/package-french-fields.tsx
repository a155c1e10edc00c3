import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ITINERARY_DESCRIPTION_MAX_LENGTH,
  ITINERARY_TITLE_MAX_LENGTH,
} from '@umrah/domain/model/itinerary';
import { useFormikContext } from 'formik';
import { FieldGrid, FieldSection } from '../../../shared/components/field-grid';
import { FrenchTextField } from '../../../shared/french/french-text-field';
import type { PackageFormValues } from './package-form-values';

// The days' French text is checked on the server by day number; the limits keep it in bounds here.

/**
 * The package dialog's French tab: the French version of each translatable field, the English
 * text under it as a hint. Each itinerary day's French sits on that day (moves keep it).
 */
export function PackageFrenchFields() {
  const { values } = useFormikContext<PackageFormValues>();
  return (
    <FieldGrid>
      <Typography className="full-width" variant="body2" color="text.secondary">
        Leave a field empty while it is not translated: the French page then shows the English text,
        and the package stays out of the French sitemap until its French is complete.
      </Typography>
      <FieldSection title="Basics" />
      <FrenchTextField
        className="full-width"
        name="fr.title"
        label="French title"
        english={values.title}
      />
      <FrenchTextField
        className="full-width"
        name="fr.description"
        label="French short description"
        english={values.description}
        multiline
        minRows={2}
      />
      <FrenchTextField
        className="full-width"
        name="fr.fullDescription"
        label="French full description"
        english={values.fullDescription}
        multiline
        minRows={5}
      />

      <FieldSection title="What is included" />
      <FrenchTextField
        className="full-width"
        name="fr.features"
        label="French features"
        english={values.features}
        multiline
        minRows={3}
      />
      <FrenchTextField
        name="fr.inclusions"
        label="French inclusions"
        english={values.inclusions}
        multiline
        minRows={3}
      />
      <FrenchTextField
        name="fr.exclusions"
        label="French exclusions"
        english={values.exclusions}
        multiline
        minRows={3}
      />

      <FieldSection title="Hotel notes" />
      <FrenchTextField
        className="full-width"
        name="fr.makkahStayNotes"
        label="French Makkah hotel notes"
        english={values.makkahStay.notes}
        multiline
        minRows={2}
      />
      <FrenchTextField
        className="full-width"
        name="fr.madinahStayNotes"
        label="French Madinah hotel notes"
        english={values.madinahStay.notes}
        multiline
        minRows={2}
      />

      <FieldSection title="Day-by-day itinerary" />
      {values.itinerary.length === 0 && (
        <Typography className="full-width" variant="body2" color="text.secondary">
          No days yet: add them in the English tab.
        </Typography>
      )}
      <Box className="full-width" component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {values.itinerary.map((day, index) => {
          const label = `Day ${day.day === '' ? index + 1 : day.day}`;
          return (
            <Box
              component="li"
              key={index}
              aria-label={label}
              sx={{ display: 'grid', gap: 2, py: 2, borderTop: 1, borderColor: 'divider' }}
            >
              <Typography variant="subtitle2">{`${label}${day.city ? ` · ${day.city}` : ''}`}</Typography>
              <FrenchTextField
                name={`itinerary.${index}.frTitle`}
                label={`${label} French title`}
                english={day.title}
                maxLength={ITINERARY_TITLE_MAX_LENGTH}
              />
              <FrenchTextField
                name={`itinerary.${index}.frDescription`}
                label={`${label} French description`}
                english={day.description}
                multiline
                minRows={2}
                maxLength={ITINERARY_DESCRIPTION_MAX_LENGTH}
              />
            </Box>
          );
        })}
      </Box>
    </FieldGrid>
  );
}
