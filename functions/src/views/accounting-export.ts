// The accounting package's files (issue 45 item 7): the receipts register of a range of office
// days and the supplier payments made in it, coded by the agency's mapping, as QuickBooks Online
// or Xero import them. A file of the agency's money leaving the system is written to the audit
// log first (who, which file, which days), as the other exports are.
import {
  accountingFile,
  accountingFileName,
  type AccountingFile,
  type ClearingAccount,
  type ExportSupplierPayment,
} from '@umrah/domain/model/money/accounting-export';
import { COST_KIND_LABELS } from '@umrah/domain/model/costs';
import { toCsv } from '@umrah/domain/model/csv';
import type { Receipt } from '@umrah/domain/model/receipts';
import { appendAudit } from '../wings/audit/audit-log';
import { getAccountingMapping } from '../wings/content/accounting-mapping';
import { costSuppliers, storedCostSheets } from '../wings/costs/cost-sheets';
import { lookUpDeparture } from '../wings/departures/read-departures';
import { receiptRegister } from '../wings/money/receipt-register';

const PAGE = 500;

export interface AccountingExportRequest {
  file: AccountingFile;
  from: string;
  to: string;
  account: ClearingAccount;
}

export interface Exporter {
  uid: string;
  username: string;
}

/** Every receipt issued on the office days from..to, in number order. */
async function receiptsBetween(from: string, to: string): Promise<Receipt[]> {
  const all: Receipt[] = [];
  let after = 0;
  for (;;) {
    const page = await receiptRegister(after, PAGE, { from, to });
    all.push(...page.items);
    if (page.next === null) return all;
    after = page.next;
  }
}

/** The supplier payments dated from..to, with their supplier, kind and departure. */
async function supplierPaymentsBetween(from: string, to: string): Promise<ExportSupplierPayment[]> {
  const [sheets, suppliers] = await Promise.all([storedCostSheets(), costSuppliers()]);
  const names = new Map(suppliers.map((s) => [s.id, s.name]));
  const out: ExportSupplierPayment[] = [];
  for (const sheet of sheets) {
    const paid = sheet.payments.filter((p) => p.date >= from && p.date <= to);
    if (!paid.length) continue;
    const departure = await lookUpDeparture(sheet.departureId);
    const leaves = departure?.departureDate ?? sheet.departureId;
    for (const p of paid) {
      const line = sheet.lines.find((l) => l.id === p.lineId);
      const kind = line?.kind ?? 'other';
      out.push({
        id: p.id,
        date: p.date,
        supplierName: names.get(line?.supplierId ?? '') ?? 'Supplier',
        kind,
        description: `${COST_KIND_LABELS[kind]}: ${line?.label ?? ''}, departure ${leaves}`,
        amountCents: p.amountCents,
        currency: p.currency,
        cadCents: p.cadCents,
        reference: p.reference,
      });
    }
  }
  return out;
}

export async function exportAccountingFile(
  request: AccountingExportRequest,
  by: Exporter,
): Promise<{ fileName: string; text: string }> {
  const { file, from, to, account } = request;
  const needsReceipts = !file.endsWith('-bills');
  const needsPayments = file.endsWith('-bills') || file.endsWith('-bank');
  const [mapping, receipts, supplierPayments] = await Promise.all([
    getAccountingMapping(),
    needsReceipts ? receiptsBetween(from, to) : [],
    needsPayments ? supplierPaymentsBetween(from, to) : [],
  ]);
  await appendAudit({
    actorUid: by.uid,
    actorUsername: by.username,
    action: `export accounting ${file}`,
    target: `accounting/${from}..${to}${file.endsWith('-bank') ? `/${account}` : ''}`,
  });
  const csv = accountingFile(file, { receipts, supplierPayments, from, to }, mapping, account);
  return {
    fileName: accountingFileName(file, from, to, account),
    // No byte-order mark: both importers read UTF-8, and a mark would become part of the first
    // column's name, which their importers match by name.
    text: toCsv(csv.header, csv.rows),
  };
}
