import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TRAVELER_OPTIONS } from '@umrah/domain/travelers';
import { TRAVELERS_DEFAULT } from '@umrah/domain/constants';
import { todayInTimeZone } from '@umrah/domain/dates';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import { DisabledUntilHydrated } from '../../../components/form/disabled-until-hydrated';
import { lazySchemaValidation } from '../../../components/form/lazy-schema-validation';
import { HydrateSeparately } from '../../../components/ui/hydrate-separately';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { newSubmissionId } from '../../../lib/submission-id';
import { ConsentField } from './consent-field';
import { UploadProgress } from './upload-progress';
import { FormTextField } from '../../../components/form/form-text-field';
import { useNotify } from '../../../components/ui/notifications';
import { errorMessage } from '../../../lib/error-message';
import { submitBooking, type RoomType } from '../api/submit-booking';
import { PassportField } from './passport-field';

export interface BookablePackage {
  id: string;
  slug: string;
  title: string;
}

export interface BookingValues {
  fullName: string;
  email: string;
  phone: string;
  packageId: string;
  numberOfTravelers: number | string;
  preferredDate: string;
  specialRequests: string;
  passport: File | null;
  consent: boolean;
  /** Honeypot: stays empty for people. */
  website: string;
}

interface BookingStatus {
  passportError: string | null;
}

export const EMPTY_BOOKING: BookingValues = {
  fullName: '',
  email: '',
  phone: '',
  packageId: '',
  numberOfTravelers: TRAVELERS_DEFAULT,
  preferredDate: '',
  specialRequests: '',
  passport: null,
  consent: false,
  website: '',
};

/** The form's rules (yup), loaded once the visitor starts on the form rather than with the page. */
const loadBookingRules = () =>
  import('@umrah/domain/inbox').then((rules) => rules.bookingRequestFormSchema);
const validateBooking = lazySchemaValidation<BookingValues>(loadBookingRules);

/** Field order, for moving focus to the first problem. */
const FIELD_ORDER = [
  'fullName',
  'email',
  'phone',
  'packageId',
  'preferredDate',
  'consent',
] as const;

interface BookingFormProps {
  /** Published packages only (GET /api/packages returns only those). */
  packages: readonly BookablePackage[];
  initialPackageId: string;
  room: RoomType | null;
  onPackageChange?: (packageId: string) => void;
  /** After a successful submission (the form is cleared). */
  onSubmitted?: () => void;
}

/**
 * The booking request form (spec sections 3 and 5). Rules come from the domain's bookingSchema;
 * the passport scan is checked when picked. Submitting waits BOOKING_SUBMIT_DELAY_MS, then shows
 * 'Booking Request Submitted!' and clears the form.
 */
export function BookingForm({
  packages,
  initialPackageId,
  room,
  onPackageChange,
  onSubmitted,
}: BookingFormProps) {
  const notify = useNotify();
  const initialStatus: BookingStatus = { passportError: null };
  // One id per request: a retry after a failure sends the same id, so it is stored once.
  const submissionId = useRef(newSubmissionId());
  const [progress, setProgress] = useState<number | null>(null);

  async function handleSubmit(values: BookingValues, helpers: FormikHelpers<BookingValues>) {
    const { passport, website, ...fields } = values;
    try {
      const rules = await loadBookingRules();
      const booking = rules.validateSync(fields, {
        stripUnknown: true,
        context: { today: todayInTimeZone() },
      });
      setProgress(passport ? 0 : null);
      await submitBooking({
        booking,
        room,
        passport,
        submissionId: submissionId.current,
        website,
        onProgress: passport ? setProgress : undefined,
      });
      submissionId.current = newSubmissionId();
      notify({
        title: 'Booking Request Submitted!',
        description: "We'll contact you soon to confirm your booking details.",
      });
      helpers.resetForm({ values: EMPTY_BOOKING, status: initialStatus });
      onSubmitted?.();
    } catch (error) {
      notify({ title: 'Booking not sent', description: errorMessage(error), severity: 'error' });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Formik<BookingValues>
      initialValues={{ ...EMPTY_BOOKING, packageId: initialPackageId }}
      initialStatus={initialStatus}
      validate={validateBooking}
      onSubmit={handleSubmit}
    >
      {(formik) => {
        const status = formik.status as BookingStatus;

        async function onFormSubmit(event: FormEvent<HTMLFormElement>) {
          event.preventDefault();
          const errors: FormikErrors<BookingValues> = await formik.validateForm();
          if (errors.packageId) {
            notify({
              title: 'Package Required',
              description: 'Please select an Umrah package to proceed with your booking.',
              severity: 'error',
            });
          }
          const first = FIELD_ORDER.find((field) => errors[field]);
          if (first) document.getElementById(`booking-${first}`)?.focus();
          await formik.submitForm();
        }

        return (
          <Form
            noValidate
            aria-label="Booking request form"
            onSubmit={onFormSubmit}
            onFocus={() => void loadBookingRules()}
          >
            <DisabledUntilHydrated
              sx={{
                position: 'relative',
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                '& > .full': { gridColumn: '1 / -1' },
              }}
            >
              <FormTextField
                className="full"
                name="fullName"
                id="booking-fullName"
                label="Full name (as on passport)"
                autoComplete="name"
                required
              />
              <FormTextField
                name="email"
                id="booking-email"
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                required
              />
              <FormTextField
                name="phone"
                id="booking-phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                placeholder="+1 416 555 0100"
                required
              />
              <FormTextField
                className="full"
                select
                name="packageId"
                id="booking-packageId"
                label="Umrah package"
                required
                onChange={(event) => onPackageChange?.(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">Select a package</option>
                {packages.map((pkg) => (
                  <option key={pkg.id} value={pkg.id}>
                    {pkg.title}
                  </option>
                ))}
              </FormTextField>
              <FormTextField
                select
                name="numberOfTravelers"
                id="booking-numberOfTravelers"
                label="Number of travellers"
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {TRAVELER_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </FormTextField>
              <PreferredDateField />
              {/* The rest, below the first screen on a phone, is taken over in a later pass. */}
              <HydrateSeparately>
                <FormTextField
                  className="full"
                  name="specialRequests"
                  id="booking-specialRequests"
                  label="Special requests (optional)"
                  placeholder="Wheelchair assistance, adjoining rooms, dietary needs..."
                  multiline
                  rows={4}
                />
                <Box className="full">
                  <PassportField
                    file={formik.values.passport}
                    error={status.passportError}
                    onChange={(file, error) => {
                      void formik.setFieldValue('passport', file, false);
                      formik.setStatus({ passportError: error } satisfies BookingStatus);
                    }}
                  />
                </Box>
                <Box className="full">
                  <ConsentField />
                </Box>
                <HoneypotField />
                {progress !== null && (
                  <Box className="full">
                    <UploadProgress fraction={progress} />
                  </Box>
                )}
                <Button
                  className="full"
                  type="submit"
                  variant="contained"
                  color="accent"
                  size="large"
                  disabled={formik.isSubmitting}
                  startIcon={formik.isSubmitting ? undefined : <EventAvailable />}
                  sx={{ justifySelf: { sm: 'start' }, minWidth: 240 }}
                >
                  {formik.isSubmitting ? 'Submitting...' : 'Submit Booking Request'}
                </Button>
              </HydrateSeparately>
            </DisabledUntilHydrated>
          </Form>
        );
      }}
    </Formik>
  );
}

/**
 * The travel date, not before today at the agency. Today is found when the visitor reaches the
 * field (before its date picker opens): the first time-zone formatter costs tens of milliseconds
 * on a phone, which would otherwise land among the tasks of the page's start, and a page left
 * open overnight still gets the right day. The schema checks the date again on submit.
 */
function PreferredDateField() {
  const [today, setToday] = useState<string>();
  return (
    <FormTextField
      name="preferredDate"
      id="booking-preferredDate"
      label="Preferred travel date"
      type="date"
      required
      onFocus={() => setToday(todayInTimeZone())}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
    />
  );
}
