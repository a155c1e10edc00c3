// A departure's cost sheet: staff save it whole (rates and lines, each line with its payment
// schedule), copy it from another departure, and record what they paid a supplier against a line.
// A payment keeps the rate it was made at: saving new rates never changes one.
import {
  STARTING_RATES,
  copiedSheet,
  daysBetween,
  emptyCostSheet,
  parseRate,
  toCadCents,
  type CostLine,
  type CostSheet,
  type SupplierPayment,
} from '@umrah/domain/model/costs';
import { DomainError } from '@umrah/domain/model/errors';
import { parseCents } from '@umrah/domain/model/payments';
import {
  sheetFromInput,
  type CostSheetInput,
  type SupplierPaymentInput,
} from '@umrah/domain/schemas/costs';
import { inTransaction } from '../../platform/firebase/transaction';
import { getDeparture } from '../departures/read-departures';
import {
  listSuppliers,
  newCostId,
  readSheet,
  readSheetIn,
  writeSheetIn,
} from './store/costs-store';

/** A departure's sheet, or an empty one at the starting rates (nothing is written). */
export async function costSheetOf(departureId: string): Promise<CostSheet> {
  const departure = await getDeparture(departureId);
  return (await readSheet(departure.id)) ?? emptyCostSheet(departure.id, STARTING_RATES);
}

/** Lines that carry payments must stay, in their currency: a payment never loses its line. */
function keepPaidLines(before: CostSheet | null, lines: readonly CostLine[]): void {
  for (const paid of before?.lines ?? []) {
    if (!before?.payments.some((p) => p.lineId === paid.id)) continue;
    const now = lines.find((l) => l.id === paid.id);
    if (!now || now.currency !== paid.currency) {
      throw new DomainError('cost_line_has_payments', { label: paid.label.slice(0, 120) });
    }
  }
}

/** Saves the sheet's rates and lines; its payments stay as they were. Answers the sheet. */
export async function saveCostSheet(
  departureId: string,
  input: CostSheetInput,
  by: string,
): Promise<CostSheet> {
  const departure = await getDeparture(departureId);
  const known = new Set((await listSuppliers()).map((s) => s.id));
  input.lines.forEach((l, index) => {
    if (!known.has(l.supplierId)) throw new DomainError('cost_line_supplier_unknown', { index });
  });
  const { rates, lines } = sheetFromInput(input, newCostId);
  await inTransaction(async (tx) => {
    const before = await readSheetIn(tx, departure.id);
    keepPaidLines(before, lines);
    writeSheetIn(
      tx,
      { departureId: departure.id, rates, lines, payments: before?.payments ?? [] },
      by,
    );
  });
  return costSheetOf(departure.id);
}

/**
 * Copies another departure's sheet onto this one: its lines and rates, every date moved by the
 * days between the two departures, no payment. Refused when this one has payments already.
 */
export async function copyCostSheet(
  departureId: string,
  fromDepartureId: string,
  by: string,
): Promise<CostSheet> {
  const [to, from] = await Promise.all([getDeparture(departureId), getDeparture(fromDepartureId)]);
  const source = await readSheet(from.id);
  if (!source) throw new DomainError('cost_sheet_not_found');
  const shift = daysBetween(from.departureDate, to.departureDate);
  await inTransaction(async (tx) => {
    const before = await readSheetIn(tx, to.id);
    const paid = before?.payments[0];
    if (paid) {
      const line = before.lines.find((l) => l.id === paid.lineId);
      throw new DomainError('cost_line_has_payments', { label: line?.label ?? '' });
    }
    writeSheetIn(tx, copiedSheet(source, to.id, newCostId, shift), by);
  });
  return costSheetOf(to.id);
}

/** Records a payment to a supplier against a line, at the rate it was made at. */
export async function recordSupplierPayment(
  departureId: string,
  input: SupplierPaymentInput,
  by: string,
): Promise<SupplierPayment> {
  const departure = await getDeparture(departureId);
  const amountCents = parseCents(input.amount) ?? 0;
  const rateMicros = input.currency === 'CAD' ? 1_000_000 : (parseRate(input.rate) ?? 0);
  return inTransaction(async (tx) => {
    const sheet = await readSheetIn(tx, departure.id);
    const line = sheet?.lines.find((l) => l.id === input.lineId);
    if (!sheet || !line) throw new DomainError('cost_line_not_found', { field: 'lineId' });
    if (line.currency !== input.currency) {
      throw new DomainError('supplier_payment_currency', { currency: line.currency });
    }
    const payment: SupplierPayment = {
      id: newCostId(),
      lineId: line.id,
      date: input.date,
      amountCents,
      currency: line.currency,
      rateMicros,
      cadCents: toCadCents(amountCents, rateMicros),
      reference: input.reference,
      recordedBy: by,
      at: new Date().toISOString(),
    };
    writeSheetIn(tx, { ...sheet, payments: [...sheet.payments, payment] }, by);
    return payment;
  });
}

/** Every stored sheet (the dashboard's payments due, the margin report). */
export { allSheets as storedCostSheets } from './store/costs-store';

/** The suppliers, for the views. */
export { listSuppliers as costSuppliers } from './store/costs-store';
