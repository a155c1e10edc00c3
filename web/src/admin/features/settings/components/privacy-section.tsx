import { FieldGrid } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';
import { SettingsSection } from './settings-section';

/**
 * The person in charge of personal information (PIPEDA; Quebec's Law 25), named with their
 * contact on the public privacy page (/privacy and /fr/privacy).
 */
export function PrivacySection() {
  return (
    <SettingsSection
      title="Privacy officer"
      description="The person in charge of personal information, named on the public privacy page (/privacy) with how to reach them. Access, correction and erasure requests go to them."
    >
      <FieldGrid>
        <FormTextField name="privacyOfficerName" label="Privacy officer" />
        <FormTextField
          name="privacyOfficerTitle"
          label="Title"
          helperText="e.g. Director. Optional."
        />
        <FormTextField
          name="privacyOfficerTitleFr"
          label="Title (French)"
          helperText="e.g. Directrice. Empty shows the English title."
          slotProps={{ htmlInput: { lang: 'fr' } }}
        />
        <FormTextField
          name="privacyOfficerEmail"
          label="Privacy officer email"
          type="email"
          helperText="Empty shows the agency's email."
        />
        <FormTextField
          name="privacyOfficerPhone"
          label="Privacy officer phone"
          type="tel"
          helperText="Empty shows the agency's phone."
        />
        <FormTextField
          name="privacyOfficerAddress"
          label="Privacy officer mailing address"
          multiline
          minRows={2}
          helperText="Empty shows the agency's address."
        />
      </FieldGrid>
    </SettingsSection>
  );
}
