import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ENGLISH_MONTHS, isIsoDate, monthLabel, todayInTimeZone } from '@umrah/domain/model/dates';
import {
  halfYear,
  type Period,
  type RegulatorMonth,
} from '@umrah/domain/model/money/regulator-reports';
import { formatCents } from '@umrah/domain/model/payments';
import { useState } from 'react';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { regulatorReportFile, useRegulatorReport } from '../api/regulator-reports';

type Half = '1' | '2' | 'custom';

/** The half-year of the fiscal year starting in `startMonth` that holds `today`. */
function currentHalf(today: string, startMonth: number): { year: number; half: 1 | 2 } {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year - 1])
    for (const half of [2, 1] as const) {
      const p = halfYear(y, half, startMonth);
      if (today >= p.from && today <= p.to) return { year: y, half };
    }
  return { year, half: 1 };
}

function MonthsTable({
  label,
  columns,
  months,
  values,
  total,
}: {
  label: string;
  columns: string[];
  months: RegulatorMonth[];
  values: (m: RegulatorMonth) => number[];
  total: number[];
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Month</TableCell>
            {columns.map((c) => (
              <TableCell key={c} align="right">
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((m) => (
            <TableRow key={m.month}>
              <TableCell>{monthLabel(m.month)}</TableCell>
              {values(m).map((v, i) => (
                <TableCell key={columns[i]} align="right">
                  {formatCents(v)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
            {total.map((v, i) => (
              <TableCell key={columns[i]} align="right" sx={{ fontWeight: 700 }}>
                {formatCents(v)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /admin/regulator-reports: Ontario's gross sales to its residents by half-year (the TICO
 * compensation fund's return) and Quebec's FICAV contributions, for a period staff choose, from
 * the receipts register, with the CSV and PDF in English or French.
 */
export function RegulatorReportsPage() {
  const today = todayInTimeZone();
  const [startMonth, setStartMonth] = useState(1);
  const initial = currentHalf(today, 1);
  const [year, setYear] = useState(initial.year);
  const [half, setHalf] = useState<Half>(String(initial.half) as Half);
  const [custom, setCustom] = useState<Period>(halfYear(initial.year, initial.half));
  const [language, setLanguage] = useState<'en' | 'fr'>('en');

  const period: Period | null =
    half === 'custom'
      ? isIsoDate(custom.from) && isIsoDate(custom.to) && custom.from <= custom.to
        ? custom
        : null
      : halfYear(year, half === '1' ? 1 : 2, startMonth);
  const report = useRegulatorReport(period);
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: 6 }, (_, i) => thisYear + 1 - i);

  return (
    <>
      <PageHeader
        title="Regulators' reports"
        description="Ontario: gross sales to Ontario residents by half-year, for the TICO compensation fund's return. Quebec: the FICAV contributions stated on the receipts. Both from the receipts register, by the receipt's day in Toronto. The agency's records, not accounting or legal advice."
      />
      <Stack
        component="form"
        aria-label="Choose the period"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          select
          label="Fiscal year starts in"
          value={startMonth}
          onChange={(e) => setStartMonth(Number(e.target.value))}
          sx={{ minWidth: 170 }}
        >
          {ENGLISH_MONTHS.map((name, i) => (
            <MenuItem key={name} value={i + 1}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Fiscal year"
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          disabled={half === 'custom'}
          sx={{ minWidth: 120 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Period"
          value={half}
          onChange={(e) => setHalf(e.target.value as Half)}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="1">First half-year</MenuItem>
          <MenuItem value="2">Second half-year</MenuItem>
          <MenuItem value="custom">Other dates</MenuItem>
        </TextField>
        {half === 'custom' && (
          <>
            <TextField
              type="date"
              label="From"
              value={custom.from}
              onChange={(e) => setCustom({ ...custom, from: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label="To"
              value={custom.to}
              onChange={(e) => setCustom({ ...custom, to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          label="Document language"
          value={language}
          onChange={(e) => setLanguage(e.target.value as 'en' | 'fr')}
          fullWidth={false}
          sx={{ width: { sm: 200 }, flexShrink: 0 }}
        >
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="fr">French</MenuItem>
        </TextField>
        {period && (
          <>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              href={regulatorReportFile(period, 'csv', language)}
              download
            >
              Download CSV
            </Button>
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfIcon />}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              href={regulatorReportFile(period, 'pdf', language)}
              target="_blank"
              rel="noopener"
            >
              Open PDF
            </Button>
          </>
        )}
        {period && (
          <Typography
            color="text.secondary"
            role="status"
            aria-label="Period shown"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {`${period.from} to ${period.to}`}
          </Typography>
        )}
      </Stack>

      {!period ? (
        <Alert severity="info">
          Choose a start and an end date, the end on or after the start.
        </Alert>
      ) : report.isPending ? (
        <Loading label="Loading the reports" />
      ) : report.isError ? (
        <LoadError
          title="Could not load the reports"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Ontario: gross sales to Ontario residents
          </Typography>
          <MonthsTable
            label="Ontario sales"
            columns={['Sales', 'Refunds', 'Net sales']}
            months={report.data.months}
            values={(m) => [m.ontario.salesCents, m.ontario.refundsCents, m.ontario.netCents]}
            total={[
              report.data.totals.ontario.salesCents,
              report.data.totals.ontario.refundsCents,
              report.data.totals.ontario.netCents,
            ]}
          />
          <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
            Quebec: FICAV contributions
          </Typography>
          <MonthsTable
            label="FICAV contributions"
            columns={['Collected', 'Credit applicable', 'To remit']}
            months={report.data.months}
            values={(m) => [m.ficav.collectedCents, m.ficav.creditCents, m.ficav.remitCents]}
            total={[
              report.data.totals.ficav.collectedCents,
              report.data.totals.ficav.creditCents,
              report.data.totals.ficav.remitCents,
            ]}
          />
          <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
            Reconciliation with the receipts register
          </Typography>
          <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 640 }}>
            <Table size="small" aria-label="Reconciliation">
              <TableBody>
                {(
                  [
                    ['Receipts issued in the period', String(report.data.totals.receipts)],
                    [
                      'Net money on the register (payments less refunds)',
                      formatCents(report.data.totals.registerCents),
                    ],
                    ['from customers in Ontario', formatCents(report.data.totals.ontario.netCents)],
                    [
                      'from customers in other provinces',
                      formatCents(report.data.totals.otherProvincesCents),
                    ],
                    [
                      'from customers outside Canada',
                      formatCents(report.data.totals.outsideCanadaCents),
                    ],
                    [
                      'from addresses that name no province',
                      formatCents(report.data.totals.unknownCents),
                    ],
                    [
                      'moved to or from credits (no money in or out)',
                      formatCents(report.data.totals.creditMovesCents),
                    ],
                  ] as const
                ).map(([label, value], i) => (
                  <TableRow key={label}>
                    <TableCell sx={{ pl: i > 1 ? 4 : 2, fontWeight: i === 1 ? 700 : undefined }}>
                      {label}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: i === 1 ? 700 : undefined }}>
                      {value}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {report.data.unknown.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {`These receipts' addresses name no province, so they are not counted for Ontario: ${report.data.unknown.join(', ')}. Record the pilgrim's address on the booking's next payment.`}
            </Alert>
          )}
        </>
      )}
    </>
  );
}
