import AddIcon from '@mui/icons-material/Add';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Supplier } from '@umrah/domain/model/costs';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../shared/components/empty-state';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { useSuppliers } from '../../../shared/costs/api/costs';

type Opened = { supplier: Supplier | null; n: number } | null;

// The form (Formik, yup and the supplier's rules) loads when Add or Edit is first pressed.
const SupplierDialog = lazy(() =>
  import('./supplier-dialog').then((m) => ({ default: m.SupplierDialog })),
);

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
        <Suspense fallback={null}>
          <SupplierDialog
            key={opened.n}
            supplier={opened.supplier}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </>
  );
}
