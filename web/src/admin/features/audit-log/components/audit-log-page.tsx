import HistoryIcon from '@mui/icons-material/History';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AUDIT_KINDS, describeAuditEntry } from '@umrah/domain/model/audit-log';
import { useState } from 'react';
import { EmptyState } from '../../../shared/components/empty-state';
import {
  ListFilters,
  type FilterField,
  type FilterValues,
} from '../../../shared/components/list-filters';
import { RefreshButton } from '../../../shared/inbox/components/refresh-button';
import { formatReceived } from '../../../shared/inbox/format';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { LoadMore } from '../../../shared/components/load-more';
import { useAuditCounts, useAuditLog } from '../api/get-audit-log';

const KIND_OPTIONS = AUDIT_KINDS.map((k) => ({ value: k.kind, label: k.label }));
const kindLabel = (kind: string) =>
  AUDIT_KINDS.find((k) => k.kind === kind)?.label ?? KIND_OPTIONS.at(-1)?.label ?? kind;

const FILTERS: readonly FilterField[] = [
  { name: 'person', label: 'Person', type: 'text', placeholder: 'Username' },
  { name: 'booking', label: 'Booking', type: 'text', placeholder: 'Reference, e.g. 3GJ4-HDCY' },
  { name: 'kind', label: 'Kind', type: 'select', options: KIND_OPTIONS },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

/**
 * /admin/audit-log: who did what and when, in words ("Aisha confirmed booking 3GJ4-HDCY for 2
 * travellers"), newest first, filtered and paged on the server.
 */
export function AuditLogPage() {
  const [filters, setFilters] = useState<FilterValues>({});
  const log = useAuditLog(filters);
  const counts = useAuditCounts(filters);
  const entries = log.data ?? [];
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the admin area, every sign-in, sign-out and password change, and every view of a passport or export: who, what and when, newest first."
        action={
          <RefreshButton
            onClick={() => {
              void log.refetch();
              void counts.refetch();
            }}
            busy={log.isFetching}
          />
        }
      />
      <ListFilters label="Filter the audit log" fields={FILTERS} onApply={setFilters} />
      {log.isPending ? (
        <Loading label="Loading the audit log" />
      ) : log.isError ? (
        <LoadError
          title="Could not load the audit log"
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<HistoryIcon />}
          title={filtered ? 'No entries match these filters' : 'Nothing recorded yet'}
        />
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Audit log">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>What happened</TableCell>
                  <TableCell>Kind</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id}>
                    {/* On a phone the time wraps: kept on one line it took half the row and
                        pushed Kind off the screen. */}
                    <TableCell sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, minWidth: 88 }}>
                      {formatReceived(entry.at)}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {describeAuditEntry(entry)}
                    </TableCell>
                    <TableCell sx={{ color: 'text.secondary' }}>{kindLabel(entry.kind)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <LoadMore list={log} total={counts.data?.all} noun="entries" />
        </>
      )}
    </>
  );
}
