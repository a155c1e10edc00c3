import MenuItem from '@mui/material/MenuItem';
import {
  DEFAULT_BALANCE_DUE_DAYS,
  DEFAULT_REMINDER_DAYS_BEFORE,
} from '@umrah/domain/model/payments';
import type { AdminSettings } from '@umrah/domain/schemas/settings';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';
import { PaymentMethodsField } from './payment-methods-field';
import { SettingsSection } from './settings-section';

/** As the secret key's field: no autofill, and the label stays small so the mask shows. */
const secretSlots = {
  htmlInput: { autoComplete: 'off', spellCheck: false },
  inputLabel: { shrink: true },
};

/** Deposit, balance date, accepted methods, e-Transfer details and the webhook secret. */
export function PaymentTermsSection({ settings }: { settings: AdminSettings }) {
  return (
    <SettingsSection
      title="Payment terms"
      description="What a confirmed booking asks for. The server computes each booking's deposit and balance from these; the pay page shows the e-Transfer details."
    >
      <FieldGrid>
        <FormTextField name="depositType" label="Deposit per traveller is" select>
          <MenuItem value="">An amount (default)</MenuItem>
          <MenuItem value="amount">An amount</MenuItem>
          <MenuItem value="percent">A percentage of the room price</MenuItem>
        </FormTextField>
        <FormTextField
          name="depositValue"
          label="Deposit per traveller"
          inputMode="decimal"
          placeholder="500.00 or 25"
          helperText="Dollars (e.g. 500) or percent (e.g. 25). Empty means no deposit."
        />
        <FormTextField
          name="balanceDueDays"
          label="Balance due (days before departure)"
          inputMode="numeric"
          placeholder={String(DEFAULT_BALANCE_DUE_DAYS)}
        />
        <FormTextField
          name="reminderDaysBefore"
          label="Reminder (days before the due date)"
          inputMode="numeric"
          placeholder={String(DEFAULT_REMINDER_DAYS_BEFORE)}
        />
        <PaymentMethodsField name="paymentMethods" />
        <FormTextField name="etransferEmail" label="e-Transfer address" type="email" />
        <FormTextField
          name="etransferInstructions"
          label="e-Transfer instructions"
          multiline
          minRows={2}
          placeholder="Security question not needed: auto-deposit is on."
        />
        <FormTextField
          name="etransferInstructionsFr"
          label="e-Transfer instructions (French)"
          multiline
          minRows={2}
          placeholder="Question de sécurité inutile : le dépôt automatique est activé."
          helperText="Shown on the French payment page; empty shows the English text."
          slotProps={{ htmlInput: { lang: 'fr' } }}
        />
        <FormTextField
          name="stripeWebhookSecret"
          label="Stripe webhook signing secret"
          type="password"
          placeholder={settings.stripeWebhookSecretMasked}
          slotProps={secretSlots}
          helperText={
            settings.hasStripeWebhookSecret
              ? 'A signing secret is stored. Leave empty to keep it, or type a new one to replace it.'
              : 'No signing secret stored yet (whsec_... from the Stripe webhook endpoint).'
          }
        />
      </FieldGrid>
    </SettingsSection>
  );
}
