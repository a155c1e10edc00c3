import MenuItem from '@mui/material/MenuItem';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';
import { SettingsSection } from './settings-section';

/**
 * What numbered receipts print beside the address and registration above: the legal name, the
 * counsellor, the Quebec lines (permit, FICAV contribution or credit) when the agency sells in
 * Quebec, and the trust and refund texts in English and French. A receipt keeps the values it
 * was issued with.
 */
export function ReceiptsSection() {
  return (
    <SettingsSection
      title="Receipts"
      description="Printed on every numbered receipt (Quebec Regulation respecting travel agents s. 18; Ontario O. Reg. 26/05 s. 38). The address and registration number above are printed too. A receipt keeps the values it was issued with."
    >
      <FieldGrid>
        <FormTextField
          name="legalName"
          label="Legal name"
          helperText="As registered; empty prints the site name."
        />
        <FormTextField
          name="counsellorName"
          label="Travel counsellor"
          helperText="Named on receipts; empty names the staff member who recorded the payment."
        />
        <FormTextField name="sellsInQuebec" label="Sells in Quebec" select>
          <MenuItem value="">No</MenuItem>
          <MenuItem value="yes">Yes: print the Quebec permit and the FICAV lines</MenuItem>
        </FormTextField>
        <FormTextField name="quebecPermitNumber" label="Quebec permit number" />
        <FormTextField
          name="ficavRate"
          label="FICAV contribution rate (%)"
          inputMode="decimal"
          placeholder="0.10"
          helperText="Of the services' total. Empty: no contribution line."
        />
        <FormTextField name="ficavCredit" label="FICAV credit applies" select>
          <MenuItem value="">No</MenuItem>
          <MenuItem value="yes">Yes: print 'Credit applicable' under the contribution</MenuItem>
        </FormTextField>
        <FormTextField name="ficavExemptionNumber" label="FICAV exemption certificate" />
        <FormTextField
          name="receiptTrustStatement"
          label="Trust statement"
          multiline
          minRows={2}
          helperText="Empty prints a standard sentence that the funds are held in trust."
        />
        <FormTextField
          name="receiptTrustStatementFr"
          label="Trust statement (French)"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { lang: 'fr' } }}
        />
        <FormTextField name="refundConditions" label="Refund conditions" multiline minRows={3} />
        <FormTextField
          name="refundConditionsFr"
          label="Refund conditions (French)"
          multiline
          minRows={3}
          slotProps={{ htmlInput: { lang: 'fr' } }}
        />
        <FormTextField
          name="bookingTerms"
          label="Booking terms"
          multiline
          minRows={5}
          helperText="Cancellation, refunds and what is not refundable. Printed on every confirmation; changing it publishes a new version that pilgrims accept again on their pay page."
        />
        <FormTextField
          name="bookingTermsFr"
          label="Booking terms (French)"
          multiline
          minRows={5}
          slotProps={{ htmlInput: { lang: 'fr' } }}
        />
      </FieldGrid>
    </SettingsSection>
  );
}
