import MenuItem from '@mui/material/MenuItem';
import type { GroupLeader } from '@umrah/domain/model/group-leaders';
import { groupLeaderSchema, type GroupLeaderInput } from '@umrah/domain/schemas/group-leader';
import type { FormikHelpers } from 'formik';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { showServerFieldErrors } from '../../../shared/departures/components/server-field-errors';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { useSaveGroupLeader } from '../api/group-leaders';

/** Add or edit a group leader. */
export function LeaderDialog({
  leader,
  onClose,
}: {
  leader: GroupLeader | null;
  onClose: () => void;
}) {
  const save = useSaveGroupLeader();
  const notify = useNotify();
  const reportError = useReportError();
  async function submit(values: GroupLeaderInput, helpers: FormikHelpers<GroupLeaderInput>) {
    try {
      const body = groupLeaderSchema.validateSync(values, { stripUnknown: true });
      await save.mutateAsync({ id: leader?.id ?? null, body });
      notify({ title: `${body.name} saved`, severity: 'success' });
      onClose();
    } catch (error) {
      reportError(error, 'Could not save the group leader');
      showServerFieldErrors(error, helpers);
    }
  }
  return (
    <FormDialog
      open
      title={leader ? `Edit ${leader.name}` : 'Add a group leader'}
      initialValues={{
        name: leader?.name ?? '',
        organisation: leader?.organisation ?? '',
        email: leader?.email ?? '',
        phone: leader?.phone ?? '',
        language: leader?.language ?? 'en',
      }}
      validationSchema={groupLeaderSchema}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="sm"
    >
      <FieldGrid>
        <FormTextField id="leader-name" name="name" label="Name" required />
        <FormTextField
          id="leader-organisation"
          name="organisation"
          label="Organisation"
          helperText="Mosque, association or community"
        />
        <FormTextField id="leader-email" name="email" label="Email" type="email" required />
        <FormTextField id="leader-phone" name="phone" label="Phone" type="tel" required />
        <FormTextField id="leader-language" name="language" label="Language" select required>
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="fr">French</MenuItem>
        </FormTextField>
      </FieldGrid>
    </FormDialog>
  );
}
