import HistoryIcon from '@mui/icons-material/History';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyState } from '../../../shared/components/empty-state';
import { RefreshButton } from '../../../shared/inbox/components/refresh-button';
import { formatReceived } from '../../../shared/inbox/format';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { LoadMore } from '../../../shared/components/load-more';
import { useAuditCounts, useAuditLog, type AuditEntry } from '../api/get-audit-log';

const VERBS: Record<string, string> = {
  POST: 'Created',
  PUT: 'Updated',
  DELETE: 'Deleted',
  'view passport': 'Viewed the passport of',
  'print receipt': 'Printed a copy of',
};

/** 'PUT' + 'packages/abc' -> 'Updated packages/abc'; other actions read as they are. */
export function describeAction(entry: Pick<AuditEntry, 'action' | 'target'>): string {
  return `${VERBS[entry.action] ?? entry.action} ${entry.target}`;
}

/** /admin/audit-log: who changed what and when, and every passport view, newest first, a page at a time. */
export function AuditLogPage() {
  const log = useAuditLog();
  const counts = useAuditCounts();
  const entries = log.data ?? [];
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the admin area, every sign-in, sign-out and password change, and every passport view: who, what and when, newest first."
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
      {log.isPending ? (
        <Loading label="Loading the audit log" />
      ) : log.isError ? (
        <LoadError
          title="Could not load the audit log"
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState icon={<HistoryIcon />} title="Nothing recorded yet" />
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Audit log">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>What</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatReceived(entry.at)}</TableCell>
                    <TableCell>{entry.actorUsername}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{describeAction(entry)}</TableCell>
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
