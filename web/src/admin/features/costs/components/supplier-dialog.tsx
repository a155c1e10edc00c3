import MenuItem from '@mui/material/MenuItem';
import { COST_CURRENCIES, type Supplier } from '@umrah/domain/model/costs';
import { supplierSchema, type SupplierInput } from '@umrah/domain/schemas/costs';
import type { FormikHelpers } from 'formik';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { useSaveSupplier } from '../../../shared/costs/api/costs';
import { showServerFieldErrors } from '../../../shared/departures/components/server-field-errors';
import { useReportError } from '../../../shared/hooks/use-report-error';

/** Add or edit a supplier. */
export function SupplierDialog({
  supplier,
  onClose,
}: {
  supplier: Supplier | null;
  onClose: () => void;
}) {
  const save = useSaveSupplier();
  const notify = useNotify();
  const reportError = useReportError();
  async function submit(values: SupplierInput, helpers: FormikHelpers<SupplierInput>) {
    try {
      const body = supplierSchema.validateSync(values, { stripUnknown: true });
      await save.mutateAsync({ id: supplier?.id ?? null, body });
      notify({ title: `${body.name} saved`, severity: 'success' });
      onClose();
    } catch (error) {
      reportError(error, 'Could not save the supplier');
      showServerFieldErrors(error, helpers);
    }
  }
  return (
    <FormDialog
      open
      title={supplier ? `Edit ${supplier.name}` : 'Add a supplier'}
      initialValues={{
        name: supplier?.name ?? '',
        contact: supplier?.contact ?? '',
        currency: supplier?.currency ?? 'SAR',
        notes: supplier?.notes ?? '',
      }}
      validationSchema={supplierSchema}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="sm"
    >
      <FieldGrid>
        <FormTextField id="supplier-name" name="name" label="Name" required />
        <FormTextField id="supplier-currency" name="currency" label="Currency" select required>
          {COST_CURRENCIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          id="supplier-contact"
          name="contact"
          label="Contact"
          className="full-width"
          helperText="Person, email, phone, WhatsApp"
        />
        <FormTextField
          id="supplier-notes"
          name="notes"
          label="Notes"
          multiline
          minRows={2}
          className="full-width"
        />
      </FieldGrid>
    </FormDialog>
  );
}
