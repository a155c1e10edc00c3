import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { PROVINCES } from '@umrah/domain/model/agency';
import { DEFAULT_COLORS } from '@umrah/domain/model/constants';
import { FEW_SEATS_THRESHOLD_DEFAULT } from '@umrah/domain/model/availability';
import { PASSPORT_RETENTION_DAYS_DEFAULT } from '@umrah/domain/model/passport';
import { TRAVELLER_DETAILS_LOCK_DAYS_DEFAULT } from '@umrah/domain/model/traveller-lock';
import { SECOND_FACTOR_GRACE_DAYS_DEFAULT } from '@umrah/domain/schemas/second-factor';
import { settingsSchema, type AdminSettings } from '@umrah/domain/schemas/settings';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { fieldErrorsOf } from '@umrah/domain/model/api-error';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FocusFirstError } from '../../../shared/components/focus-first-error';
import { FormTextField } from '../../../shared/components/form-text-field';
import { ImageField } from '../../../shared/components/image-field';
import { useNotify } from '../../../shared/components/notifications';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { useFreshCheck } from '../../../shared/auth/second-factor-parts';
import { useUpdateSettings } from '../api/update-settings';
import { ColorField } from './color-field';
import { PaymentTermsSection } from './payment-terms-section';
import { PrivacySection } from './privacy-section';
import { ReceiptsSection } from './receipts-section';
import { SettingsSection } from './settings-section';
import {
  toSettingsBody,
  toSettingsFormValues,
  type SettingsFormValues,
} from './settings-form-values';

const noAutofill = { htmlInput: { autoComplete: 'off', spellCheck: false } };
/** The label stays small so the masked stored key shows as placeholder. */
const secretSlots = { ...noAutofill, inputLabel: { shrink: true } };

/** Site name, images, contact details, theme colours, social links and payment keys. */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const update = useUpdateSettings();
  const notify = useNotify();
  const reportError = useReportError();
  // Payment keys and the e-Transfer address need a fresh code: the save asks for it and retries.
  const freshCheck = useFreshCheck();

  async function submit(values: SettingsFormValues, helpers: FormikHelpers<SettingsFormValues>) {
    try {
      const saved = await freshCheck.run(() => update.mutateAsync(toSettingsBody(values)));
      notify({ title: 'Settings updated successfully!', severity: 'success' });
      helpers.resetForm({ values: toSettingsFormValues(saved) });
    } catch (error) {
      reportError(error, 'Could not save the settings');
      const fields = fieldErrorsOf(error);
      if (fields) helpers.setErrors(fields as FormikErrors<SettingsFormValues>);
    }
  }

  return (
    <Formik
      initialValues={toSettingsFormValues(settings)}
      validationSchema={settingsSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate aria-label="Site settings">
          <FocusFirstError />
          {freshCheck.dialog}
          <Stack spacing={3}>
            <SettingsSection title="General" description="The name and pictures of the site.">
              <Stack spacing={2}>
                <FormTextField
                  name="siteName"
                  label="Site name"
                  placeholder="Premium Umrah Services"
                />
                <ImageField
                  name="logoUrl"
                  label="Logo URL"
                  uploadLabel="Upload logo"
                  successMessage="Logo uploaded successfully!"
                  previewAlt="Logo preview"
                  previewFit="contain"
                />
                <ImageField
                  name="heroImageUrl"
                  label="Hero image URL"
                  uploadLabel="Upload hero image"
                  successMessage="Hero image uploaded successfully!"
                  previewAlt="Hero image preview"
                  helperText="The large picture at the top of the home page. A wide photo works best."
                />
              </Stack>
            </SettingsSection>

            <SettingsSection
              title="Contact details"
              description="Shown in the footer and on the Contact and About pages when filled in."
            >
              <FieldGrid>
                <FormTextField
                  name="whatsappNumber"
                  label="WhatsApp number"
                  placeholder="+1 416 555 0100"
                  helperText="With country code, e.g. +1 416 555 0100."
                />
                <FormTextField
                  name="phone"
                  label="Phone"
                  type="tel"
                  placeholder="+1 416 555 0100"
                />
                <FormTextField name="email" label="Email" type="email" />
                <FormTextField
                  name="address"
                  label="Street address"
                  placeholder="7450 Dundas Street East, Suite 210"
                />
                <FormTextField name="city" label="City" />
                <FormTextField name="province" label="Province" select>
                  <MenuItem value="">
                    <em>Not set</em>
                  </MenuItem>
                  {Object.entries(PROVINCES).map(([code, name]) => (
                    <MenuItem key={code} value={code}>
                      {name}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField name="postalCode" label="Postal code" placeholder="A1A 1A1" />
              </FieldGrid>
            </SettingsSection>

            <SettingsSection
              title="Travel registration"
              description="The agency's provincial registration (TICO in Ontario, OPC in Quebec, Consumer Protection BC…). When both are set, the footer shows “Registered with …” and search engines get it with the agency's details."
            >
              <FieldGrid>
                <FormTextField
                  name="registrationAuthority"
                  label="Registration authority"
                  placeholder="TICO (Ontario)"
                />
                <FormTextField
                  name="registrationNumber"
                  label="Registration number"
                  placeholder="50012345"
                />
              </FieldGrid>
            </SettingsSection>

            <SettingsSection
              title="Theme colours"
              description="Pick a colour or type it as 'hue saturation% lightness%'. Leave empty for the default."
            >
              <FieldGrid>
                <ColorField
                  name="primaryColor"
                  label="Primary colour"
                  role="primary"
                  fallback={DEFAULT_COLORS.primary}
                />
                <ColorField
                  name="secondaryColor"
                  label="Secondary colour"
                  role="secondary"
                  fallback={DEFAULT_COLORS.secondary}
                />
                <ColorField
                  name="accentColor"
                  label="Accent colour"
                  role="accent"
                  fallback={DEFAULT_COLORS.accent}
                />
              </FieldGrid>
            </SettingsSection>

            <SettingsSection
              title="Social links"
              description="Each icon appears in the footer only when its address is set."
            >
              <FieldGrid>
                <FormTextField
                  name="facebookUrl"
                  label="Facebook URL"
                  type="url"
                  placeholder="https://facebook.com/..."
                />
                <FormTextField
                  name="instagramUrl"
                  label="Instagram URL"
                  type="url"
                  placeholder="https://instagram.com/..."
                />
                <FormTextField
                  name="twitterUrl"
                  label="Twitter URL"
                  type="url"
                  placeholder="https://x.com/..."
                />
                <FormTextField
                  name="youtubeUrl"
                  label="YouTube URL"
                  type="url"
                  placeholder="https://youtube.com/..."
                />
              </FieldGrid>
            </SettingsSection>

            <SettingsSection
              title="Bookings"
              description="How long passport scans sent with booking requests are kept (the booking form tells visitors this period), and when a package shows few seats left."
            >
              <FieldGrid>
                <FormTextField
                  name="passportRetentionDays"
                  label="Passport retention (days after the trip)"
                  inputMode="numeric"
                  placeholder={String(PASSPORT_RETENTION_DAYS_DEFAULT)}
                  helperText={`Scans are deleted automatically this many days after the trip date. Empty means ${PASSPORT_RETENTION_DAYS_DEFAULT}.`}
                />
                <FormTextField
                  name="travellerDetailsLockDays"
                  label="Traveller details lock (days before departure)"
                  inputMode="numeric"
                  placeholder={String(TRAVELLER_DETAILS_LOCK_DAYS_DEFAULT)}
                  helperText={`From this many days before departure pilgrims can no longer change their details on their trip page; the page tells them to contact the agency. Empty means ${TRAVELLER_DETAILS_LOCK_DAYS_DEFAULT}.`}
                />
                <FormTextField
                  name="fewSeatsThreshold"
                  label="Few seats threshold"
                  inputMode="numeric"
                  placeholder={String(FEW_SEATS_THRESHOLD_DEFAULT)}
                  helperText={`Packages with this many seats left or fewer show "Few seats left". Empty means ${FEW_SEATS_THRESHOLD_DEFAULT}.`}
                />
              </FieldGrid>
            </SettingsSection>

            <SettingsSection
              title="Staff sign-in"
              description="Two-step sign-in (a code from a phone app after the password) is required for every admin once this period is over."
            >
              <FieldGrid>
                <FormTextField
                  name="secondFactorGraceDays"
                  label="Two-step sign-in grace period (days)"
                  inputMode="numeric"
                  placeholder={String(SECOND_FACTOR_GRACE_DAYS_DEFAULT)}
                  helperText={`Days an admin may sign in with a password alone, from their first sign-in; then two-step sign-in is required. Empty means ${SECOND_FACTOR_GRACE_DAYS_DEFAULT}.`}
                />
              </FieldGrid>
            </SettingsSection>

            <SettingsSection
              title="Payments"
              description="Keys from your Stripe dashboard. The secret key is never shown again once saved."
            >
              <FieldGrid>
                <FormTextField
                  name="stripePublicKey"
                  label="Stripe public key"
                  type="password"
                  slotProps={noAutofill}
                />
                <FormTextField
                  name="stripeSecretKey"
                  label="Stripe secret key"
                  type="password"
                  placeholder={settings.stripeSecretKeyMasked}
                  slotProps={secretSlots}
                  helperText={
                    settings.hasStripeSecretKey
                      ? 'A secret key is stored. Leave empty to keep it, or type a new one to replace it.'
                      : 'No secret key stored yet.'
                  }
                />
              </FieldGrid>
            </SettingsSection>

            <PaymentTermsSection settings={settings} />
            <ReceiptsSection />
            <PrivacySection />

            <Box
              sx={{
                position: 'sticky',
                bottom: 0,
                zIndex: 1,
                py: 1.5,
                bgcolor: 'background.default',
                display: 'flex',
                justifyContent: 'flex-end',
                gap: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Button type="reset" disabled={!dirty || isSubmitting}>
                Undo changes
              </Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                Save Settings
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
