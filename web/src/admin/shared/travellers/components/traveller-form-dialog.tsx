import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import {
  RELATION_LABELS,
  TRAVELLER_FIELD_LABELS,
  TRAVELLER_NEED_LABELS,
  TRAVELLER_NEEDS,
  TRAVELLER_RELATIONS,
  VACCINE_TYPE_LABELS,
  VACCINE_TYPES,
  VISA_STATUSES,
  VISA_STATUS_LABELS,
  type Traveller,
} from '@umrah/domain/model/travellers';
import { countryOptions, isCountryCode } from '@umrah/domain/model/countries';
import { travellerSchema } from '@umrah/domain/schemas/traveller';
import { useField, type FormikHelpers } from 'formik';
import { FieldGrid, FieldSection } from '../../components/field-grid';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { useNotify } from '../../components/notifications';
import { showServerFieldErrors } from '../../departures/components/server-field-errors';
import { useReportError } from '../../hooks/use-report-error';
import { useUpdateTraveller } from '../api/update-traveller';
import {
  toTravellerBody,
  travellerToFormValues,
  type TravellerFormValues,
} from './traveller-form-values';

const L = TRAVELLER_FIELD_LABELS.en;
const dateSlot = { inputLabel: { shrink: true } };
const idOf = (name: string) => `traveller-${name.replace('.', '-')}`;

function DocumentSwitch({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <FormControlLabel
      control={
        <Switch
          name={name}
          checked={field.value}
          onChange={(_event, checked) => void helpers.setValue(checked)}
        />
      }
      label={label}
    />
  );
}

const COUNTRIES = countryOptions('en');

/**
 * A country from the ISO 3166 list (stored as its alpha-3 code); a value an older record holds as
 * free text that names no country stays shown, so staff see it and choose.
 */
function CountryField({
  name,
  label,
}: {
  name: 'nationality' | 'passportIssuingCountry';
  label: string;
}) {
  const [field] = useField<string>(name);
  const unknown = field.value && !isCountryCode(field.value) ? field.value : '';
  // A menu, not a native select: its 249 choices are drawn only while it is open.
  return (
    <FormTextField id={idOf(name)} name={name} label={label} select>
      <MenuItem value="">Not given</MenuItem>
      {unknown && <MenuItem value={unknown}>{`${unknown} (not on the list: choose)`}</MenuItem>}
      {COUNTRIES.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {`${c.name} (${c.code})`}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** The room needs the hotels are told of, as ticks. */
function NeedsField() {
  const [field, , helpers] = useField<string[]>('needs');
  return (
    <>
      {TRAVELLER_NEEDS.map((need) => (
        <FormControlLabel
          key={need}
          control={
            <Checkbox
              name="needs"
              value={need}
              checked={field.value.includes(need)}
              onChange={(_event, checked) =>
                void helpers.setValue(
                  checked ? [...field.value, need] : field.value.filter((n) => n !== need),
                )
              }
            />
          }
          label={TRAVELLER_NEED_LABELS.en[need]}
        />
      ))}
    </>
  );
}

/** Another traveller of the booking, for the relation's choice. */
export interface OtherTraveller {
  index: number;
  name: string;
}

/**
 * Staff's edit of one traveller, with the shared schema (the server checks the same, and the
 * relation against the booking's travellers). Names and numbers exactly as on the passport.
 */
export function TravellerFormDialog({
  bookingId,
  traveller,
  others,
  onClose,
}: {
  bookingId: string;
  traveller: Traveller;
  others: OtherTraveller[];
  onClose: () => void;
}) {
  const update = useUpdateTraveller();
  const notify = useNotify();
  const reportError = useReportError();

  async function submit(values: TravellerFormValues, helpers: FormikHelpers<TravellerFormValues>) {
    try {
      const saved = await update.mutateAsync({
        bookingId,
        index: traveller.index,
        body: toTravellerBody(values),
      });
      notify({
        title: saved.ready
          ? `Traveller ${traveller.index} saved: ready`
          : `Traveller ${traveller.index} saved`,
        severity: 'success',
      });
      onClose();
    } catch (error) {
      reportError(error, 'Could not save the traveller');
      showServerFieldErrors(error, helpers);
    }
  }

  return (
    <FormDialog
      open
      title={`Traveller ${traveller.index}`}
      initialValues={travellerToFormValues(traveller)}
      validationSchema={travellerSchema}
      onSubmit={submit}
      onClose={onClose}
    >
      <FieldGrid>
        <FieldSection title="As on the passport" />
        <FormTextField id={idOf('givenNames')} name="givenNames" label={L.givenNames} />
        <FormTextField id={idOf('surname')} name="surname" label={L.surname} />
        <FormTextField
          id={idOf('dateOfBirth')}
          name="dateOfBirth"
          label={L.dateOfBirth}
          type="date"
          slotProps={dateSlot}
        />
        <FormTextField id={idOf('sex')} name="sex" label={L.sex} select>
          <MenuItem value="">Not given</MenuItem>
          <MenuItem value="M">M</MenuItem>
          <MenuItem value="F">F</MenuItem>
        </FormTextField>
        <CountryField name="nationality" label={L.nationality} />
        <FormTextField id={idOf('passportNumber')} name="passportNumber" label={L.passportNumber} />
        <CountryField name="passportIssuingCountry" label={L.passportIssuingCountry} />
        <FormTextField
          id={idOf('passportIssueDate')}
          name="passportIssueDate"
          label={L.passportIssueDate}
          type="date"
          slotProps={dateSlot}
        />
        <FormTextField
          id={idOf('passportExpiryDate')}
          name="passportExpiryDate"
          label={L.passportExpiryDate}
          type="date"
          slotProps={dateSlot}
          helperText="Valid at least six months after the return"
        />
        <FieldSection title="Meningitis ACWY vaccination" />
        <FormTextField
          id={idOf('vaccinationDate')}
          name="vaccinationDate"
          label={L.vaccinationDate}
          type="date"
          slotProps={dateSlot}
          helperText="At least 10 days before arrival"
        />
        <FormTextField id={idOf('vaccineType')} name="vaccineType" label={L.vaccineType} select>
          <MenuItem value="">Not given</MenuItem>
          {VACCINE_TYPES.map((v) => (
            <MenuItem key={v} value={v}>
              {`${VACCINE_TYPE_LABELS.en[v]} (valid ${v === 'conjugate' ? 5 : 3} years)`}
            </MenuItem>
          ))}
        </FormTextField>
        <FieldSection title="Visa" />
        <FormTextField id={idOf('visaStatus')} name="visaStatus" label={L.visaStatus} select>
          {VISA_STATUSES.map((v) => (
            <MenuItem key={v} value={v}>
              {VISA_STATUS_LABELS.en[v]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField id={idOf('visaNumber')} name="visaNumber" label={L.visaNumber} />
        <FieldSection title="Emergency contact" />
        <FormTextField
          id={idOf('emergencyContact.name')}
          name="emergencyContact.name"
          label={L.emergencyContactName}
        />
        <FormTextField
          id={idOf('emergencyContact.phone')}
          name="emergencyContact.phone"
          label={L.emergencyContactPhone}
          type="tel"
        />
        <FieldSection title="Relation to another traveller" />
        <FormTextField id={idOf('relation.kind')} name="relation.kind" label={L.relation} select>
          <MenuItem value="">None</MenuItem>
          {TRAVELLER_RELATIONS.map((r) => (
            <MenuItem key={r} value={r}>
              {RELATION_LABELS.en[r]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          id={idOf('relation.to')}
          name="relation.to"
          label={L.relationTo}
          select
          disabled={others.length === 0}
        >
          <MenuItem value="">None</MenuItem>
          {others.map((o) => (
            <MenuItem key={o.index} value={String(o.index)}>
              {`Traveller ${o.index}${o.name ? `: ${o.name}` : ''}`}
            </MenuItem>
          ))}
        </FormTextField>
        <FieldSection title="Notes and documents" />
        <FormTextField
          id={idOf('notes')}
          name="notes"
          label={L.notes}
          multiline
          minRows={2}
          className="full-width"
          helperText="Seen by staff: wheelchair, diet, medication…"
        />
        <DocumentSwitch name="documents.passportScan" label="Passport scan received" />
        <DocumentSwitch
          name="documents.vaccinationCertificate"
          label="Vaccination certificate received"
        />
        <DocumentSwitch name="documents.photo" label="Photo received" />
        <FieldSection title="For the hotels (on the rooming list)" />
        <NeedsField />
      </FieldGrid>
    </FormDialog>
  );
}
