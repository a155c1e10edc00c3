import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatCents,
  PAYMENT_METHOD_LABELS,
  paymentMethodLabel,
} from '@umrah/domain/model/payments';
import { receiptBalanceCents } from '@umrah/domain/model/receipts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { receiptPdfPath } from '../../../shared/api/receipt-pdf';
import { EmptyState } from '../../../shared/components/empty-state';
import {
  ListFilters,
  type FilterField,
  type FilterValues,
} from '../../../shared/components/list-filters';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { RefreshButton } from '../../../shared/inbox/components/refresh-button';
import { formatReceived } from '../../../shared/inbox/format';
import { RECEIPTS_EXPORT_PATH, useReceiptRegister, useReceiptTotals } from '../api/get-receipts';

const FILTERS: readonly FilterField[] = [
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
  {
    name: 'method',
    label: 'Method',
    type: 'select',
    options: Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label })),
  },
];

const plural = (n: number) => `${n.toLocaleString('en-CA')} receipt${n === 1 ? '' : 's'}`;

/**
 * /admin/receipts: every receipt in number order, each with its PDF, and the CSV export;
 * filtered by dates and method, with the count and net amount of the whole filtered register.
 */
export function ReceiptsPage() {
  const [filters, setFilters] = useState<FilterValues>({});
  const register = useReceiptRegister(filters);
  const totals = useReceiptTotals(filters);
  const filtered = Object.keys(filters).length > 0;
  const receipts = register.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader
        title="Receipts"
        description="Every payment and refund recorded, in receipt number order, for the accountant and inspections. Each PDF opened here is the agency's copy."
        action={
          <Stack direction="row" spacing={1}>
            <RefreshButton
              onClick={() => {
                void register.refetch();
                void totals.refetch();
              }}
              busy={register.isFetching}
            />
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              href={RECEIPTS_EXPORT_PATH}
              download
            >
              Export CSV
            </Button>
          </Stack>
        }
      />
      <ListFilters label="Filter the receipts" fields={FILTERS} onApply={setFilters} />
      {totals.data && (
        <Typography role="status" aria-label="Totals" sx={{ mb: 1.5 }}>
          <strong>{plural(totals.data.count)}</strong>
          {' · '}
          <strong>{formatCents(totals.data.amountCents)}</strong> net of refunds
          {filtered ? ' (filtered)' : ''}
        </Typography>
      )}
      {register.isPending ? (
        <Loading label="Loading the receipts" />
      ) : register.isError ? (
        <LoadError
          title="Could not load the receipts"
          error={register.error}
          onRetry={() => void register.refetch()}
        />
      ) : receipts.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongIcon />}
          title={filtered ? 'No receipts match these filters' : 'No receipts yet'}
        />
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Receipts">
              <TableHead>
                <TableRow>
                  <TableCell>Receipt</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell>Customer</TableCell>
                  <TableCell>Method</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell align="right">Balance</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {receipts.map((r) => (
                  <TableRow key={r.number}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Link href={receiptPdfPath(r.number)} target="_blank" rel="noopener">
                        {r.number}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatReceived(r.issuedAt)}
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/admin/bookings/${r.bookingId}`}>
                        {r.customer.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {paymentMethodLabel(r.method)}
                      {r.kind === 'refund' ? ' (refund)' : ''}
                    </TableCell>
                    <TableCell align="right">{formatCents(r.amountCents)}</TableCell>
                    <TableCell align="right">
                      {r.totalCents === null
                        ? 'Price to be confirmed'
                        : formatCents(receiptBalanceCents(r) ?? 0)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {register.hasNextPage && (
            <Stack alignItems="center" sx={{ mt: 2 }}>
              <Button
                variant="outlined"
                onClick={() => void register.fetchNextPage()}
                disabled={register.isFetchingNextPage}
              >
                Load more
              </Button>
            </Stack>
          )}
        </>
      )}
    </>
  );
}
