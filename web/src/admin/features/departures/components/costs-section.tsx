import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import {
  allotmentWarningText,
  COST_KIND_LABELS,
  formatMoney,
  rateToText,
  type CostLine,
  type DepartureCosts,
} from '@umrah/domain/model/costs';
import { paymentMethodLabel } from '@umrah/domain/model/payments';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useDepartureCosts } from '../../../shared/costs/api/costs';
import { useRemoveCostLine } from './remove-cost-line';

// The cost dialogs (Formik, the cost rules, the departure picker) load when one is first opened.
const dialogs = () => import('./cost-dialogs');
const CostLineDialog = lazy(() => dialogs().then((m) => ({ default: m.CostLineDialog })));
const SupplierPaymentDialog = lazy(() =>
  dialogs().then((m) => ({ default: m.SupplierPaymentDialog })),
);
const RatesDialog = lazy(() => dialogs().then((m) => ({ default: m.RatesDialog })));
const CopySheetDialog = lazy(() => dialogs().then((m) => ({ default: m.CopySheetDialog })));

const cad = (cents: number) => formatMoney(cents, 'CAD');
const ROOM_WORDS = { quad: 'Quads', triple: 'Triples', double: 'Doubles', single: 'Singles' };

function Figure({ label, value, tone }: { label: string; value: ReactNode; tone?: 'error' }) {
  return (
    <Box component="div" role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" color={tone === 'error' ? 'error' : undefined}>
        {value}
      </Typography>
    </Box>
  );
}

/** The margin card: contracted, collected, committed (CAD), margin total and per pilgrim, break-even. */
export function MarginCard({ costs }: { costs: DepartureCosts }) {
  const m = costs.margin;
  return (
    <Box
      component="section"
      aria-labelledby="costs-margin"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id="costs-margin" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        Margin
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Figure label="Contracted revenue" value={cad(m.revenueCents)} />
        <Figure label="Collected (receipts)" value={cad(m.collectedCents)} />
        <Figure label="Committed costs" value={cad(m.committedCents)} />
        <Figure label="Paid to suppliers" value={cad(m.paidToSuppliersCents)} />
        <Figure
          label="Margin"
          value={cad(m.marginCents)}
          {...(m.marginCents < 0 ? { tone: 'error' as const } : {})}
        />
        <Figure
          label={`Per pilgrim (${m.pilgrims})`}
          value={m.marginPerPilgrimCents === null ? '—' : cad(m.marginPerPilgrimCents)}
        />
        <Figure
          label="Break-even"
          value={
            m.breakEvenPilgrims === null
              ? 'Never at this price'
              : `${m.breakEvenPilgrims} ${m.breakEvenPilgrims === 1 ? 'pilgrim' : 'pilgrims'}`
          }
          {...(m.breakEvenPilgrims !== null && m.breakEvenPilgrims > m.pilgrims
            ? { tone: 'error' as const }
            : {})}
        />
        <Figure
          label="Fixed / per pilgrim costs"
          value={`${cad(m.fixedCents)} / ${cad(m.variableCents)}`}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Committed costs count payments at the rate they were made at and the rest at the rates
        locked here. Collected is the receipts register&apos;s net for this departure&apos;s
        bookings.
      </Typography>
    </Box>
  );
}

/** Where the pilgrims' money sits: in from the receipts by method, out to suppliers, held. */
export function TrustLedgerCard({ costs }: { costs: DepartureCosts }) {
  const t = costs.trust;
  return (
    <Box component="section" aria-labelledby="costs-trust">
      <Typography id="costs-trust" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        Trust ledger
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {`In ${cad(t.inCents)} (${
          Object.entries(t.inByMethod)
            .map(([method, cents]) => `${paymentMethodLabel(method)} ${cad(cents)}`)
            .join(', ') || 'nothing yet'
        }) · out to suppliers ${cad(t.outCents)} · held `}
        <strong>{cad(t.balanceCents)}</strong>
      </Typography>
      {t.overdrawn.map((e, i) => (
        <Alert key={i} severity="warning" sx={{ mb: 1 }}>
          {`${formatDay(e.date)}: the payment ${e.reference} drew ${cad(e.drawsOnOthersCents)} on other departures' money`}
        </Alert>
      ))}
      {t.entries.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Trust ledger entries">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Entry</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell align="right">Held after</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {t.entries.map((e, i) => (
                <TableRow key={i}>
                  <TableCell>{formatDay(e.date)}</TableCell>
                  <TableCell>
                    {e.kind === 'in'
                      ? `${e.reference} · ${paymentMethodLabel(e.method)}`
                      : `To supplier · ${e.reference}`}
                  </TableCell>
                  <TableCell align="right">{cad(e.amountCents)}</TableCell>
                  <TableCell
                    align="right"
                    sx={e.balanceCents < 0 ? { color: 'error.main' } : undefined}
                  >
                    {cad(e.balanceCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="caption" color="text.secondary">
        The agency&apos;s records of money received and paid out for this departure, not accounting
        advice.
      </Typography>
    </Box>
  );
}

/** The allotments against what was sold, with their warnings and the name deadline. */
export function AllotmentWarnings({ costs }: { costs: DepartureCosts }) {
  const a = costs.allotments;
  const cityOf = (key: string) => costs.stays.find((s) => s.key === key)?.city ?? key;
  return (
    <Box component="section" aria-labelledby="costs-allotments">
      <Typography id="costs-allotments" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        Allotments
      </Typography>
      <Stack spacing={1} sx={{ mb: 1.5 }} aria-label="Allotment warnings" role="list">
        {a.warnings.length === 0 ? (
          <Alert severity="success" role="listitem">
            The rooms and seats held fit what was sold.
          </Alert>
        ) : (
          a.warnings.map((w, i) => (
            <Alert key={i} severity="warning" role="listitem">
              {allotmentWarningText(w, cityOf)}
            </Alert>
          ))
        )}
      </Stack>
      {a.nameDeadline && (
        <Box sx={{ mb: 1.5 }} aria-label="Name deadline">
          <Typography variant="body2">
            <strong>Name deadline {formatDay(a.nameDeadline.date)}</strong>
            {a.nameDeadline.daysLeft >= 0
              ? ` (in ${a.nameDeadline.daysLeft} days)`
              : ` (passed ${-a.nameDeadline.daysLeft} days ago)`}
            {a.nameDeadline.missing.length === 0
              ? ': every passport name is in.'
              : `: ${a.nameDeadline.missing.length} passport names missing`}
          </Typography>
          {a.nameDeadline.missing.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {a.nameDeadline.missing
                .map((m) => `${m.bookingReference} traveller ${m.index}`)
                .join(', ')}
            </Typography>
          )}
        </Box>
      )}
      <TableContainer>
        <Table size="small" aria-label="Rooms and seats held against sold">
          <TableHead>
            <TableRow>
              <TableCell>Held for</TableCell>
              <TableCell align="right">Held</TableCell>
              <TableCell align="right">Sold</TableCell>
              <TableCell align="right">Rooming list</TableCell>
              <TableCell align="right">Short</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {a.rooms.map((r) => (
              <TableRow key={`${r.stayKey}-${r.roomType}`}>
                <TableCell>{`${cityOf(r.stayKey)}: ${ROOM_WORDS[r.roomType]}`}</TableCell>
                <TableCell align="right">{r.held}</TableCell>
                <TableCell align="right">{r.sold}</TableCell>
                <TableCell align="right">{r.listed ?? '—'}</TableCell>
                <TableCell
                  align="right"
                  sx={r.shortfall ? { color: 'error.main', fontWeight: 700 } : undefined}
                >
                  {r.shortfall || ''}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>Air seats</TableCell>
              <TableCell align="right">{a.seats.held}</TableCell>
              <TableCell align="right">{a.seats.travellers}</TableCell>
              <TableCell align="right">—</TableCell>
              <TableCell
                align="right"
                sx={a.seats.shortfall ? { color: 'error.main', fontWeight: 700 } : undefined}
              >
                {a.seats.shortfall || ''}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function unitsText(l: CostLine, travellers: number): string {
  if (l.kind === 'hotel') return `${l.rooms} × ${l.nights} nights`;
  if (l.kind === 'air') return `${l.seats} seats`;
  if (l.kind === 'visa' || l.perTraveller) return `${travellers} travellers`;
  return `${l.quantity}`;
}

type Opened =
  | { kind: 'line'; line: CostLine | null }
  | { kind: 'pay'; line: CostLine }
  | { kind: 'remove'; line: CostLine }
  | { kind: 'rates' }
  | { kind: 'copy' }
  | { kind: 'none' };

function CostsView({ costs }: { costs: DepartureCosts }) {
  const [opened, setOpened] = useState<Opened>({ kind: 'none' });
  const close = () => setOpened({ kind: 'none' });
  const remove = useRemoveCostLine(costs);
  const { sheet } = costs;
  const supplierOf = (id: string) => costs.suppliers.find((s) => s.id === id)?.name ?? 'Unknown';
  const figuresOf = (id: string) => costs.lines.find((l) => l.lineId === id);
  const lineOf = (id: string) => sheet.lines.find((l) => l.id === id);
  const noSuppliers = costs.suppliers.length === 0;

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ mr: 'auto' }} aria-label="Locked rates">
          {`Rates locked for this departure: 1 USD = $${rateToText(sheet.rates.USD)} · 1 SAR = $${rateToText(sheet.rates.SAR)}`}
        </Typography>
        <Button size="small" onClick={() => setOpened({ kind: 'rates' })}>
          Edit rates
        </Button>
        <Button size="small" onClick={() => setOpened({ kind: 'copy' })}>
          Copy from another departure
        </Button>
        <Button
          size="small"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={noSuppliers}
          onClick={() => setOpened({ kind: 'line', line: null })}
        >
          Add line
        </Button>
      </Box>
      {noSuppliers && (
        <Alert severity="info">
          Add the hotels, airline and other suppliers to the{' '}
          <Link component={RouterLink} to="/admin/suppliers" underline="always">
            suppliers list
          </Link>{' '}
          first: every line names one.
        </Alert>
      )}
      <MarginCard costs={costs} />
      <AllotmentWarnings costs={costs} />
      <TrustLedgerCard costs={costs} />
      <Box component="section" aria-labelledby="costs-lines">
        <Typography id="costs-lines" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
          Cost sheet
        </Typography>
        {sheet.lines.length === 0 ? (
          <Typography color="text.secondary">No cost lines yet.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Cost lines">
              <TableHead>
                <TableRow>
                  <TableCell>Kind</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell>Supplier</TableCell>
                  <TableCell>Units</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell align="right">Paid</TableCell>
                  <TableCell align="right">Committed (CAD)</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {sheet.lines.map((l) => {
                  const f = figuresOf(l.id);
                  return (
                    <TableRow key={l.id}>
                      <TableCell>{COST_KIND_LABELS[l.kind]}</TableCell>
                      <TableCell>{l.label}</TableCell>
                      <TableCell>{supplierOf(l.supplierId)}</TableCell>
                      <TableCell>{`${unitsText(l, costs.margin.pilgrims)} × ${formatMoney(l.unitCents, l.currency)}`}</TableCell>
                      <TableCell align="right">
                        {formatMoney(f?.amountCents ?? 0, l.currency)}
                      </TableCell>
                      <TableCell align="right">
                        {formatMoney(f?.paidCents ?? 0, l.currency)}
                      </TableCell>
                      <TableCell align="right">{cad(f?.committedCadCents ?? 0)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Button
                          size="small"
                          onClick={() => setOpened({ kind: 'pay', line: l })}
                          aria-label={`Record a payment for ${l.label}`}
                        >
                          Pay
                        </Button>
                        <Button
                          size="small"
                          onClick={() => setOpened({ kind: 'line', line: l })}
                          aria-label={`Edit ${l.label}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setOpened({ kind: 'remove', line: l })}
                          aria-label={`Remove ${l.label}`}
                        >
                          Remove
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
      <Box component="section" aria-labelledby="costs-schedule">
        <Typography id="costs-schedule" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
          Supplier payments
        </Typography>
        {costs.schedule.length === 0 && sheet.payments.length === 0 ? (
          <Typography color="text.secondary">No payment scheduled or made yet.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Supplier payment schedule">
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  <TableCell>Due</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell align="right">Still owed</TableCell>
                  <TableCell>State</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {costs.schedule.map((d) => (
                  <TableRow key={d.scheduleId}>
                    <TableCell>{lineOf(d.lineId)?.label}</TableCell>
                    <TableCell>{d.label}</TableCell>
                    <TableCell>{formatDay(d.dueDate)}</TableCell>
                    <TableCell align="right">{formatMoney(d.amountCents, d.currency)}</TableCell>
                    <TableCell align="right">
                      {formatMoney(d.outstandingCents, d.currency)}
                    </TableCell>
                    <TableCell>
                      {d.outstandingCents === 0 ? (
                        <Chip size="small" color="success" label="Paid" />
                      ) : d.overdue ? (
                        <Chip size="small" color="error" label="Overdue" />
                      ) : (
                        <Chip size="small" label="To pay" />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {sheet.payments.length > 0 && (
              <Table size="small" aria-label="Payments made to suppliers" sx={{ mt: 2 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Paid on</TableCell>
                    <TableCell>Line</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell align="right">Rate</TableCell>
                    <TableCell align="right">CAD</TableCell>
                    <TableCell>Reference</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {sheet.payments.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell>{formatDay(p.date)}</TableCell>
                      <TableCell>{lineOf(p.lineId)?.label}</TableCell>
                      <TableCell align="right">{formatMoney(p.amountCents, p.currency)}</TableCell>
                      <TableCell align="right">{rateToText(p.rateMicros)}</TableCell>
                      <TableCell align="right">{cad(p.cadCents)}</TableCell>
                      <TableCell>{p.reference}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </TableContainer>
        )}
      </Box>
      <Suspense fallback={null}>
        {opened.kind === 'line' && (
          <CostLineDialog costs={costs} line={opened.line} onClose={close} />
        )}
        {opened.kind === 'pay' && (
          <SupplierPaymentDialog costs={costs} line={opened.line} onClose={close} />
        )}
        {opened.kind === 'rates' && <RatesDialog costs={costs} onClose={close} />}
        {opened.kind === 'copy' && (
          <CopySheetDialog departureId={sheet.departureId} onClose={close} />
        )}
      </Suspense>
      <ConfirmDialog
        open={opened.kind === 'remove'}
        title="Remove the line?"
        message={opened.kind === 'remove' ? `${opened.line.label} leaves the cost sheet.` : ''}
        confirmLabel="Remove"
        onConfirm={() => {
          if (opened.kind === 'remove') void remove(opened.line).then(close);
        }}
        onCancel={close}
      />
    </Stack>
  );
}

/** The departure's Costs: its sheet, supplier payments, margin and allotment warnings. */
export function CostsSection({ departureId }: { departureId: string }) {
  const costs = useDepartureCosts(departureId);
  if (costs.isPending) return <Loading label="Loading the costs" />;
  if (costs.isError) {
    return (
      <LoadError
        title="Could not load the costs"
        error={costs.error}
        onRetry={() => void costs.refetch()}
      />
    );
  }
  return <CostsView costs={costs.data} />;
}
