import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  GROUP_PRICE_STEPS_MAX,
  type Group,
  type GroupLeader,
} from '@umrah/domain/model/group-leaders';
import { groupSchema, type GroupInput } from '@umrah/domain/schemas/group-leader';
import { FieldArray, useField, type FormikHelpers } from 'formik';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { useNextDepartures } from '../../../shared/departures/api/get-departures';
import { showServerFieldErrors } from '../../../shared/departures/components/server-field-errors';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { useSaveGroup } from '../api/group-leaders';

/** The form's values as typed (numbers as text until the schema reads them). */
interface GroupValues {
  leaderId: string;
  departureId: string;
  name: string;
  pricePerTraveller: string;
  priceSteps: { minTravellers: string; pricePerTraveller: string }[];
  privateDeparture: boolean;
}

/** Departures offered to attach a group to (the soonest upcoming ones). */
const DEPARTURE_CHOICES = 100;

function PrivateSwitch() {
  const [field, , helpers] = useField<boolean>('privateDeparture');
  return (
    <div className="full-width">
      <FormControlLabel
        control={
          <Switch
            name="privateDeparture"
            checked={field.value}
            onChange={(_event, checked) => void helpers.setValue(checked)}
          />
        }
        label="Private departure for this group"
      />
      <FormHelperText sx={{ mt: 0 }}>
        {field.value
          ? 'Kept for the group: not on /packages, the package page or search engines; booked only through the group link or code.'
          : 'Listed: other pilgrims can book the date too; the group link still records the group and its price.'}
      </FormHelperText>
    </div>
  );
}

function PriceSteps({ steps }: { steps: GroupValues['priceSteps'] }) {
  return (
    <FieldArray name="priceSteps">
      {(array) => (
        <Stack spacing={1} className="full-width">
          <Typography variant="subtitle2" component="h3">
            Lower prices by group size
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Once this many travellers of the group are confirmed, every booking of the group pays
            the lower price (plans already agreed are re-spread).
          </Typography>
          {steps.map((_step, i) => (
            <Stack key={i} direction="row" spacing={1} alignItems="flex-start">
              <FormTextField
                id={`group-step-${i}-size`}
                name={`priceSteps.${i}.minTravellers`}
                label="From travellers"
                type="number"
                required
              />
              <FormTextField
                id={`group-step-${i}-price`}
                name={`priceSteps.${i}.pricePerTraveller`}
                label="Price per traveller ($)"
                type="number"
                required
              />
              <IconButton aria-label={`Remove price step ${i + 1}`} onClick={() => array.remove(i)}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          {steps.length < GROUP_PRICE_STEPS_MAX && (
            <Button
              startIcon={<AddIcon />}
              onClick={() => array.push({ minTravellers: '', pricePerTraveller: '' })}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add a price step
            </Button>
          )}
        </Stack>
      )}
    </FieldArray>
  );
}

/** Add a leader's group on a departure, or edit its name, prices and privacy. */
export function GroupDialog({
  group,
  leaders,
  onClose,
}: {
  group: Group | null;
  leaders: GroupLeader[];
  onClose: () => void;
}) {
  const save = useSaveGroup();
  const departures = useNextDepartures(DEPARTURE_CHOICES);
  const notify = useNotify();
  const reportError = useReportError();
  async function submit(values: GroupValues, helpers: FormikHelpers<GroupValues>) {
    try {
      const body: GroupInput = groupSchema.validateSync(values, { stripUnknown: true });
      const saved = await save.mutateAsync({ code: group?.code ?? null, body });
      notify({ title: `${saved.name} saved: code ${saved.code}`, severity: 'success' });
      onClose();
    } catch (error) {
      reportError(error, 'Could not save the group');
      showServerFieldErrors(error, helpers);
    }
  }
  const initial: GroupValues = {
    leaderId: group?.leaderId ?? leaders[0]?.id ?? '',
    departureId: group?.departureId ?? '',
    name: group?.name ?? '',
    pricePerTraveller: group ? String(group.pricePerTraveller) : '',
    priceSteps: (group?.priceSteps ?? []).map((s) => ({
      minTravellers: String(s.minTravellers),
      pricePerTraveller: String(s.pricePerTraveller),
    })),
    privateDeparture: group?.privateDeparture ?? true,
  };
  return (
    <FormDialog
      open
      title={group ? `Edit ${group.name}` : 'Add a group'}
      initialValues={initial}
      validationSchema={groupSchema}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="sm"
    >
      <FieldGrid>
        <FormTextField
          id="group-leader"
          name="leaderId"
          label="Leader"
          select
          required
          disabled={!!group}
        >
          {leaders.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.organisation ? `${l.name} (${l.organisation})` : l.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          id="group-departure"
          name="departureId"
          label="Departure"
          select
          required
          disabled={!!group}
          helperText="For a date of the group's own, add it on the Departures screen first."
        >
          {(departures.data ?? []).map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {`${d.departureDate} · ${d.packageTitle}`}
            </MenuItem>
          ))}
          {group && !departures.data?.some((d) => d.id === group.departureId) && (
            <MenuItem value={group.departureId}>{group.departureId}</MenuItem>
          )}
        </FormTextField>
        <FormTextField
          id="group-name"
          name="name"
          label="Group name"
          required
          className="full-width"
          helperText="Pilgrims read it on the group's booking page"
        />
        <FormTextField
          id="group-price"
          name="pricePerTraveller"
          label="Price per traveller ($)"
          type="number"
          required
        />
        <PrivateSwitch />
        <StepsField />
      </FieldGrid>
    </FormDialog>
  );
}

function StepsField() {
  const [field] = useField<GroupValues['priceSteps']>('priceSteps');
  return <PriceSteps steps={field.value} />;
}
