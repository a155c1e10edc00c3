import AddIcon from '@mui/icons-material/Add';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { COST_CURRENCIES, type Supplier } from '@umrah/domain/model/costs';
import { supplierSchema, type SupplierInput } from '@umrah/domain/schemas/costs';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { EmptyState } from '../../../shared/components/empty-state';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { useSaveSupplier, useSuppliers } from '../../../shared/costs/api/costs';
import { showServerFieldErrors } from '../../../shared/departures/components/server-field-errors';
import { useReportError } from '../../../shared/hooks/use-report-error';

type Opened = { supplier: Supplier | null; n: number } | null;

function SupplierDialog({ supplier, onClose }: { supplier: Supplier | null; onClose: () => void }) {
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

/** /admin/suppliers: the hotels, airlines, visa agents and others that cost lines name. */
export function SuppliersPage() {
  const suppliers = useSuppliers();
  const [opened, setOpened] = useState<Opened>(null);
  const open = (supplier: Supplier | null) => setOpened((o) => ({ supplier, n: (o?.n ?? 0) + 1 }));
  return (
    <>
      <PageHeader
        title="Suppliers"
        description="Hotels, airlines, visa agents, transport and guides: each departure's cost lines name one, in its currency."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
            Add supplier
          </Button>
        }
      />
      {suppliers.isPending ? (
        <Loading label="Loading the suppliers" />
      ) : suppliers.isError ? (
        <LoadError
          title="Could not load the suppliers"
          error={suppliers.error}
          onRetry={() => void suppliers.refetch()}
        />
      ) : suppliers.data.length === 0 ? (
        <EmptyState icon={<StorefrontIcon />} title="No suppliers yet" />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Suppliers">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Currency</TableCell>
                <TableCell>Contact</TableCell>
                <TableCell>Notes</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {suppliers.data.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.name}</TableCell>
                  <TableCell>{s.currency}</TableCell>
                  <TableCell>{s.contact}</TableCell>
                  <TableCell>{s.notes}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => open(s)} aria-label={`Edit ${s.name}`}>
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {opened && (
        <SupplierDialog key={opened.n} supplier={opened.supplier} onClose={() => setOpened(null)} />
      )}
    </>
  );
}
