import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import { formatMoney, type MarginGroup } from '@umrah/domain/model/costs';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { useAgencyTrust, useMarginReport } from '../../../shared/costs/api/costs';

const cad = (cents: number) => formatMoney(cents, 'CAD');

function Groups({ title, groups, label }: { title: string; groups: MarginGroup[]; label: string }) {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{label}</TableCell>
              <TableCell align="right">Departures</TableCell>
              <TableCell align="right">Pilgrims</TableCell>
              <TableCell align="right">Revenue</TableCell>
              <TableCell align="right">Collected</TableCell>
              <TableCell align="right">Costs</TableCell>
              <TableCell align="right">Margin</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((g) => (
              <TableRow key={g.key}>
                <TableCell>{g.label}</TableCell>
                <TableCell align="right">{g.departures}</TableCell>
                <TableCell align="right">{g.pilgrims}</TableCell>
                <TableCell align="right">{cad(g.revenueCents)}</TableCell>
                <TableCell align="right">{cad(g.collectedCents)}</TableCell>
                <TableCell align="right">{cad(g.committedCents)}</TableCell>
                <TableCell
                  align="right"
                  sx={g.marginCents < 0 ? { color: 'error.main' } : undefined}
                >
                  {cad(g.marginCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** The whole agency's pilgrims' money by month: in, out to suppliers, held at the month's end. */
function AgencyTrustTable() {
  const trust = useAgencyTrust();
  if (!trust.data) return null;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        Pilgrims&apos; money held, by month
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Pilgrims' money held, by month">
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell align="right">In from pilgrims</TableCell>
              <TableCell align="right">Out to suppliers</TableCell>
              <TableCell align="right">Held at month end</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {trust.data.months.map((m) => (
              <TableRow key={m.month}>
                <TableCell>{m.month}</TableCell>
                <TableCell align="right">{cad(m.inCents)}</TableCell>
                <TableCell align="right">{cad(m.outCents)}</TableCell>
                <TableCell align="right">{cad(m.closingCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** /admin/margins: every costed departure's margin, and the totals per package and per season. */
export function MarginsPage() {
  const report = useMarginReport();
  return (
    <>
      <PageHeader
        title="Margins"
        description="What each departure with a cost sheet earns: contracted revenue less committed costs (CAD), per package and per season (the Hijri year it leaves in). The agency's records, not accounting advice."
      />
      {report.isPending ? (
        <Loading label="Loading the margins" />
      ) : report.isError ? (
        <LoadError
          title="Could not load the margins"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : report.data.departures.length === 0 ? (
        <Typography color="text.secondary">No departure has a cost sheet yet.</Typography>
      ) : (
        <>
          <Groups title="Per package" label="Package" groups={report.data.byPackage} />
          <Groups title="Per season" label="Season" groups={report.data.bySeason} />
          <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
            Per departure
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Per departure">
              <TableHead>
                <TableRow>
                  <TableCell>Departure</TableCell>
                  <TableCell align="right">Pilgrims</TableCell>
                  <TableCell align="right">Margin</TableCell>
                  <TableCell align="right">Per pilgrim</TableCell>
                  <TableCell align="right">Break-even</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.data.departures.map((r) => (
                  <TableRow key={r.departureId}>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={`/admin/departures/${encodeURIComponent(r.departureId)}`}
                      >
                        {`${formatDay(r.departureDate)} · ${r.packageTitle}`}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{r.margin.pilgrims}</TableCell>
                    <TableCell align="right">{cad(r.margin.marginCents)}</TableCell>
                    <TableCell align="right">
                      {r.margin.marginPerPilgrimCents === null
                        ? '—'
                        : cad(r.margin.marginPerPilgrimCents)}
                    </TableCell>
                    <TableCell align="right">{r.margin.breakEvenPilgrims ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      <AgencyTrustTable />
    </>
  );
}
