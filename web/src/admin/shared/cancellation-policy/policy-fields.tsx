import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  MAX_CANCELLATION_TIERS,
  MAX_NON_REFUNDABLE,
  NON_REFUNDABLE_KINDS,
  type NonRefundableKind,
} from '@umrah/domain/model/money/cancellation-policy';
import { useField } from 'formik';
import type { CSSProperties } from 'react';
import { FormTextField } from '../components/form-text-field';
import { emptyComponent, emptyTier, type PolicyFormValues } from './policy-form-values';

const KIND_LABELS: Record<NonRefundableKind, string> = {
  visa: 'Visa',
  air: 'Air ticket',
  other: 'Other',
};
const row: CSSProperties = {
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
};
const set: CSSProperties = { border: 0, padding: 0, margin: '0 0 12px' };
const numeric = { htmlInput: { inputMode: 'decimal' as const } };
const dollarSlot = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  htmlInput: { inputMode: 'decimal' as const },
};

/**
 * A cancellation policy's fields: fee tiers by days before departure (the smallest covering tier
 * applies) and the components never refunded once bought. `ownLabel` names the switch that gives
 * the record a policy of its own (off: `offText` says what applies instead).
 */
export function CancellationPolicyFields({
  name,
  idPrefix,
  ownLabel,
  offText,
}: {
  name: string;
  idPrefix: string;
  ownLabel: string;
  offText: string;
}) {
  const [field, , helpers] = useField<PolicyFormValues>(name);
  const v = field.value;
  const setValue = (next: Partial<PolicyFormValues>) => void helpers.setValue({ ...v, ...next });
  const id = (part: string) => `${idPrefix}-${part.replace(/\./g, '-')}`;
  return (
    <div className="full-width">
      <FormControlLabel
        control={
          <Switch checked={v.own} onChange={(_e, own) => setValue({ own })} id={id('own')} />
        }
        label={ownLabel}
      />
      {!v.own ? (
        <Typography variant="body2" color="text.secondary">
          {offText}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            Fees per traveller cancelled, by days before departure: the smallest tier covering the
            days left applies; earlier than every tier, no fee. Bookings keep the policy in force
            when the pilgrim booked.
          </Typography>
          {v.tiers.map((tier, i) => (
            <fieldset key={i} aria-label={`Tier ${i + 1}`} style={set}>
              <div style={row}>
                <FormTextField
                  id={id(`tiers.${i}.daysBefore`)}
                  name={`${name}.tiers.${i}.daysBefore`}
                  label="Days or fewer before departure"
                  slotProps={numeric}
                />
                <FormTextField
                  id={id(`tiers.${i}.feeType`)}
                  name={`${name}.tiers.${i}.feeType`}
                  label="Fee as"
                  select
                >
                  <MenuItem value="percent">Percent of the price</MenuItem>
                  <MenuItem value="amount">Amount per traveller</MenuItem>
                </FormTextField>
                <FormTextField
                  id={id(`tiers.${i}.fee`)}
                  name={`${name}.tiers.${i}.fee`}
                  label={tier.feeType === 'percent' ? 'Fee (%)' : 'Fee ($)'}
                  slotProps={tier.feeType === 'percent' ? numeric : dollarSlot}
                />
              </div>
              <Button
                size="small"
                aria-label={`Remove tier ${i + 1}`}
                onClick={() => setValue({ tiers: v.tiers.filter((_t, j) => j !== i) })}
              >
                Remove
              </Button>
            </fieldset>
          ))}
          <Button
            variant="outlined"
            size="small"
            sx={{ mb: 2 }}
            disabled={v.tiers.length >= MAX_CANCELLATION_TIERS}
            onClick={() => setValue({ tiers: [...v.tiers, emptyTier] })}
          >
            Add a fee tier
          </Button>
          {v.nonRefundable.map((c, i) => (
            <fieldset key={i} aria-label={`Non-refundable ${i + 1}`} style={set}>
              <div style={row}>
                <FormTextField
                  id={id(`nonRefundable.${i}.kind`)}
                  name={`${name}.nonRefundable.${i}.kind`}
                  label="Non-refundable"
                  select
                >
                  {NON_REFUNDABLE_KINDS.map((k) => (
                    <MenuItem key={k} value={k}>
                      {KIND_LABELS[k]}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  id={id(`nonRefundable.${i}.amount`)}
                  name={`${name}.nonRefundable.${i}.amount`}
                  label="Amount per traveller"
                  slotProps={dollarSlot}
                />
                <FormTextField
                  id={id(`nonRefundable.${i}.fromDaysBefore`)}
                  name={`${name}.nonRefundable.${i}.fromDaysBefore`}
                  label="Kept from days before"
                  helperText="Blank: from the booking on"
                  slotProps={numeric}
                />
                {c.kind === 'other' && (
                  <>
                    <FormTextField
                      id={id(`nonRefundable.${i}.labelEn`)}
                      name={`${name}.nonRefundable.${i}.labelEn`}
                      label="Name (English)"
                    />
                    <FormTextField
                      id={id(`nonRefundable.${i}.labelFr`)}
                      name={`${name}.nonRefundable.${i}.labelFr`}
                      label="Name (French)"
                    />
                  </>
                )}
              </div>
              <Button
                size="small"
                aria-label={`Remove non-refundable ${i + 1}`}
                onClick={() =>
                  setValue({ nonRefundable: v.nonRefundable.filter((_c, j) => j !== i) })
                }
              >
                Remove
              </Button>
            </fieldset>
          ))}
          <Button
            variant="outlined"
            size="small"
            disabled={v.nonRefundable.length >= MAX_NON_REFUNDABLE}
            onClick={() => setValue({ nonRefundable: [...v.nonRefundable, emptyComponent] })}
          >
            Add a non-refundable component
          </Button>
          <FormTextField
            id={id('nameChange')}
            name={`${name}.nameChange`}
            label="Name change fee per traveller"
            helperText="Replacing a traveller with another person. Blank: no fee"
            slotProps={dollarSlot}
          />
        </>
      )}
    </div>
  );
}
