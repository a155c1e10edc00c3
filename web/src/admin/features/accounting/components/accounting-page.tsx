import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { AccountingFile, ClearingAccount } from '@umrah/domain/model/money/accounting-export';
import { Suspense, useState } from 'react';
import { PageHeader } from '../../../shared/components/page-header';
import { Loading } from '../../../shared/components/query-state';
import { lazySection } from '../../../shared/lazy-section';
import { accountingExportPath } from '../api/accounting';

// The mapping's form (Formik and yup) loads beside the downloads, not with them (issue 42).
const MappingSection = lazySection(() =>
  import('./accounting-mapping-form').then((m) => ({ default: m.AccountingMappingForm })),
);

interface Download {
  file: AccountingFile;
  account?: ClearingAccount;
  label: string;
  /** The package's screen that takes it. */
  screen: string;
}

const PACKAGES: { name: string; downloads: Download[] }[] = [
  {
    name: 'QuickBooks Online',
    downloads: [
      { file: 'qbo-invoices', label: 'Invoices (payments)', screen: 'Import data › Invoices' },
      {
        file: 'qbo-credit-notes',
        label: 'Credit notes (refunds)',
        screen: 'Import data › Credit notes',
      },
      { file: 'qbo-bills', label: 'Bills (supplier payments)', screen: 'Import data › Bills' },
      {
        file: 'qbo-bank',
        account: 'bank',
        label: 'Bank transactions: bank',
        screen: 'Banking › Upload from file',
      },
      {
        file: 'qbo-bank',
        account: 'card',
        label: 'Bank transactions: card clearing',
        screen: 'Banking › Upload from file',
      },
    ],
  },
  {
    name: 'Xero',
    downloads: [
      { file: 'xero-invoices', label: 'Sales invoices (payments)', screen: 'Invoices › Import' },
      {
        file: 'xero-credit-notes',
        label: 'Credit notes (refunds)',
        screen: 'Invoices › Import (credit notes)',
      },
      { file: 'xero-bills', label: 'Bills (supplier payments)', screen: 'Bills to pay › Import' },
      {
        file: 'xero-bank',
        account: 'bank',
        label: 'Bank statement: bank',
        screen: 'Bank account › Import a statement',
      },
      {
        file: 'xero-bank',
        account: 'card',
        label: 'Bank statement: card clearing',
        screen: 'Bank account › Import a statement',
      },
    ],
  },
];

/** The first day of the month before `today`'s (YYYY-MM-DD). */
function startOfLastMonth(today: string): string {
  return `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
}

/**
 * /admin/accounting: the receipts register and the supplier payments of a range of office days
 * as files QuickBooks Online and Xero import as they are, and the mapping that codes their lines.
 */
export function AccountingPage() {
  const today = todayInTimeZone();
  const [from, setFrom] = useState(() => startOfLastMonth(today));
  const [to, setTo] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <>
      <PageHeader
        title="Accounting exports"
        description="Payments, refunds and supplier payments of a period as the files QuickBooks Online and Xero import. The agency's records, not accounting advice."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          Download
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            id="accounting-from"
            label="From"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            id="accounting-to"
            label="To (included)"
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {!valid && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Choose a start date on or before the end date.
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Days are the office&apos;s (Toronto time). Each download is written to the audit log.
        </Typography>
        {PACKAGES.map((pkg) => (
          <section key={pkg.name} aria-label={pkg.name}>
            <Typography component="h3" variant="subtitle1" sx={{ mt: 1, mb: 1 }}>
              {pkg.name}
            </Typography>
            <Stack spacing={1} sx={{ mb: 2 }}>
              {pkg.downloads.map((d) => (
                <Stack
                  key={`${d.file}-${d.account ?? ''}`}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 0, sm: 2 }}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<DownloadIcon />}
                    href={valid ? accountingExportPath(d.file, from, to, d.account) : undefined}
                    disabled={!valid}
                    sx={{ minWidth: 300, justifyContent: 'flex-start' }}
                  >
                    {d.label}
                  </Button>
                  <Typography variant="body2" color="text.secondary">
                    {d.screen}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </section>
        ))}
      </Paper>
      <Suspense fallback={<Loading label="Loading the mapping" />}>
        <MappingSection />
      </Suspense>
    </>
  );
}
