import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { slugify } from '@umrah/domain/model/slugify';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import type { FormMode } from '../../../shared/components/content-manager';
import { FieldGrid, FieldSection, SectionLinks } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';
import { ImageField } from '../../../shared/components/image-field';
import { PublishSwitch } from '../../../shared/components/publish-switch';
import { RatingSelect } from '../../../shared/components/rating-select';
import { useSlugFromTitle } from '../../../shared/hooks/use-slug-from-title';
import { usePackageDepartures } from '../../../shared/departures/api/get-departures';
import { LanguageTabs } from '../../../shared/french/language-tabs';
import { ItineraryFields } from './itinerary-fields';
import { PackageFrenchFields } from './package-french-fields';
import type { PackageFormValues } from './package-form-values';
import { SeatsLeftField } from './seats-left-field';
import { StayFields } from './stay-fields';

/** The old free-text hotel of a package without that stay yet (before the migration). */
function oldHotelText(values: PackageFormValues, city: 'makkah' | 'madinah'): string | undefined {
  const [stay, text] =
    city === 'makkah'
      ? [values.makkahStay, values.makkaHotel]
      : [values.madinahStay, values.madinaHotel];
  return stay.hotel.trim() === '' && text.trim() !== '' ? text : undefined;
}

const dollars = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  htmlInput: { min: 0, step: 1, inputMode: 'numeric' as const },
};
const nights = { htmlInput: { min: 0, max: 60, step: 1, inputMode: 'numeric' as const } };
const dateLabel = { inputLabel: { shrink: true } };

/** The package's own dates and seats: what the site shows of a package without departures. */
function OwnDatesFields() {
  return (
    <>
      <FormTextField
        name="departureDate"
        label="Departure date"
        type="date"
        slotProps={dateLabel}
      />
      <FormTextField name="returnDate" label="Return date" type="date" slotProps={dateLabel} />
      <SeatsLeftField />
      <div />
    </>
  );
}

/**
 * A saved package's own dates and seats, only while it has no departures: once it has, each
 * departure carries its dates and seats and the site reads them, so staff are not asked twice
 * (the fields keep their stored values, sent back unchanged).
 */
function OwnDatesUnlessDepartures({ packageId }: { packageId: string }) {
  const departures = usePackageDepartures(packageId);
  if (departures.isPending) return null;
  if (departures.data?.length) {
    return (
      <Typography className="full-width" variant="body2" color="text.secondary">
        Dates and seats are set on each departure, under Departures below.
      </Typography>
    );
  }
  return <OwnDatesFields />;
}

/** The package form: English (every field) and French (the translatable ones) tabs. */
export function PackageFormFields(props: {
  mode: FormMode;
  initialValues: PackageFormValues;
  /** The saved package's id (none when adding). */
  packageId?: string | undefined;
}) {
  return (
    <LanguageTabs english={<PackageEnglishFields {...props} />} french={<PackageFrenchFields />} />
  );
}

/**
 * The package form's English tab. The slug follows the title until it is edited by hand (an existing
 * package's slug follows only if it still matches its title).
 */
function PackageEnglishFields({
  mode,
  initialValues,
  packageId,
}: {
  mode: FormMode;
  initialValues: PackageFormValues;
  packageId?: string | undefined;
}) {
  const { values } = useFormikContext<PackageFormValues>();
  const slug = useSlugFromTitle(
    mode === 'create' || initialValues.slug === slugify(initialValues.title),
  );
  // The form's parts, each reachable from the links kept at the dialog's top.
  const prefix = useId();
  const section = (key: string) => `${prefix}-${key}`;

  return (
    <FieldGrid>
      <SectionLinks
        sections={[
          { id: section('basics'), label: 'Basics' },
          { id: section('prices'), label: 'Prices' },
          { id: section('stay'), label: 'Stay and itinerary' },
          { id: section('included'), label: 'What is included' },
          { id: section('image'), label: 'Image and publishing' },
        ]}
      />
      <FieldSection id={section('basics')} title="Basics" />
      <FormTextField name="title" label="Title" required onChange={slug.onTitleChange} />
      <FormTextField
        name="slug"
        label="Slug"
        required
        onChange={slug.onSlugChange}
        helperText={`Web address: /packages/${values.slug || '…'}`}
      />
      <FormTextField
        className="full-width"
        name="description"
        label="Short description"
        required
        multiline
        minRows={2}
        helperText="Shown on the package card."
      />
      <FormTextField
        className="full-width"
        name="fullDescription"
        label="Full description"
        multiline
        minRows={5}
        helperText="Leave an empty line between paragraphs."
      />

      <FieldSection id={section('prices')} title="Prices (Canadian dollars, per person)" />
      <FormTextField
        name="price"
        label="Base price"
        type="number"
        required
        slotProps={dollars}
        helperText="Shown as 'Starting from'."
      />
      <FormTextField
        name="quadPrice"
        label="Quad price"
        type="number"
        slotProps={dollars}
        helperText="4 per room. Leave empty if not offered."
      />
      <FormTextField
        name="triplePrice"
        label="Triple price"
        type="number"
        slotProps={dollars}
        helperText="3 per room. Leave empty if not offered."
      />
      <FormTextField
        name="doublePrice"
        label="Double price"
        type="number"
        slotProps={dollars}
        helperText="2 per room. Leave empty if not offered."
      />

      <FieldSection id={section('stay')} title="Stay" />
      <FormTextField
        name="nightsInMakkah"
        label="Nights in Makkah"
        type="number"
        required
        slotProps={nights}
      />
      <FormTextField
        name="nightsInMadina"
        label="Nights in Madinah"
        type="number"
        required
        slotProps={nights}
      />
      <RatingSelect name="hotelRating" label="Hotel rating" />
      <div />
      {packageId ? <OwnDatesUnlessDepartures packageId={packageId} /> : <OwnDatesFields />}
      <FormTextField
        className="full-width"
        name="airports"
        label="Departure airports"
        multiline
        minRows={2}
        helperText="One per line, e.g. Toronto Pearson (YYZ)."
      />

      <StayFields name="makkahStay" city="Makkah" oldText={oldHotelText(values, 'makkah')} />
      <StayFields name="madinahStay" city="Madinah" oldText={oldHotelText(values, 'madinah')} />
      <ItineraryFields />

      <FieldSection id={section('included')} title="What is included" />
      <FormTextField
        className="full-width"
        name="features"
        label="Features"
        multiline
        minRows={3}
        helperText="One per line. Empty lines are ignored."
      />
      <FormTextField
        name="inclusions"
        label="Inclusions"
        multiline
        minRows={3}
        helperText="One per line."
      />
      <FormTextField
        name="exclusions"
        label="Exclusions"
        multiline
        minRows={3}
        helperText="One per line."
      />

      <FieldSection id={section('image')} title="Image and publishing" />
      <div className="full-width">
        <ImageField name="imageUrl" label="Image URL" required previewAlt="Package image preview" />
      </div>
      <div className="full-width">
        <PublishSwitch />
      </div>
    </FieldGrid>
  );
}
