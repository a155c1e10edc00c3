// The accounting package's files: the receipts register and the supplier payments of a date range
// as QuickBooks Online and Xero import them (their own CSV columns), each line coded to the
// account the agency's mapping names. Integer cents in, text amounts out; pure, no Firebase.
//
// What goes where (the agency's records, not accounting advice):
// - a payment receipt is a sales invoice (QuickBooks Online: Import invoices; Xero: sales invoice
//   import), numbered by its receipt, split between package sales and the FICAV contribution;
// - a refund receipt is a credit note of the same amount (positive, as both packages take credit
//   notes), coded to refunds, or to customer credits when the money went to a credit;
// - a supplier payment is a bill in CAD (its locked rate's value), coded by its cost line's kind;
// - the money itself (card, e-Transfer, cash, cheque: not credits, which move no money) is a bank
//   statement line, one file per clearing account, so the package matches it to the documents.
import { todayInTimeZone } from '../dates';
import type { CostKind } from '../costs';
import { centsToText } from '../payments';
import { ficavContributionCents, type Receipt } from '../receipts';
import { CREDIT_METHOD } from './credits';

/** Where each kind of line goes: account codes (Xero) or account names (QuickBooks Online). */
export interface AccountingMapping {
  packageSales: string;
  refunds: string;
  customerCredits: string;
  ficav: string;
  bankClearing: string;
  cardClearing: string;
  costHotel: string;
  costAir: string;
  costVisa: string;
  costTransport: string;
  costZiyarat: string;
  costGuide: string;
  costOther: string;
  /** Xero's *TaxType: the tax rate's name as the organisation shows it. */
  taxType: string;
  /** How the files write dates: the format chosen on the import screen. */
  dateFormat: AccountingDateFormat;
}

export const ACCOUNTING_DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type AccountingDateFormat = (typeof ACCOUNTING_DATE_FORMATS)[number];

/** The mapping's account fields, in the form's order, with their labels (staff English). */
export const ACCOUNT_FIELDS = [
  ['packageSales', 'Package sales'],
  ['refunds', 'Refunds'],
  ['customerCredits', 'Refunds to a credit'],
  ['ficav', 'FICAV contribution'],
  ['bankClearing', 'Bank (e-Transfer, cash, cheque)'],
  ['cardClearing', 'Card clearing'],
  ['costHotel', 'Hotel costs'],
  ['costAir', 'Air costs'],
  ['costVisa', 'Visa costs'],
  ['costTransport', 'Transport costs'],
  ['costZiyarat', 'Ziyarat costs'],
  ['costGuide', 'Guide costs'],
  ['costOther', 'Other costs'],
] as const satisfies readonly (readonly [keyof AccountingMapping, string])[];

/** A fresh agency's mapping: Xero's default chart's codes where it has one; staff change them. */
export const DEFAULT_ACCOUNTING_MAPPING: AccountingMapping = {
  packageSales: '200',
  refunds: '200',
  customerCredits: '200',
  ficav: '260',
  bankClearing: '090',
  cardClearing: '090',
  costHotel: '310',
  costAir: '310',
  costVisa: '310',
  costTransport: '310',
  costZiyarat: '310',
  costGuide: '310',
  costOther: '310',
  taxType: 'Tax Exempt',
  dateFormat: 'DD/MM/YYYY',
};

const COST_ACCOUNT: Record<CostKind, keyof AccountingMapping> = {
  hotel: 'costHotel',
  air: 'costAir',
  visa: 'costVisa',
  transport: 'costTransport',
  ziyarat: 'costZiyarat',
  guide: 'costGuide',
  other: 'costOther',
};

/** The files, by the name the download route takes. */
export const ACCOUNTING_FILES = [
  'qbo-invoices',
  'qbo-credit-notes',
  'qbo-bills',
  'qbo-bank',
  'xero-invoices',
  'xero-credit-notes',
  'xero-bills',
  'xero-bank',
] as const;
export type AccountingFile = (typeof ACCOUNTING_FILES)[number];

/** The two clearing accounts a bank statement file is for. */
export const CLEARING_ACCOUNTS = ['bank', 'card'] as const;
export type ClearingAccount = (typeof CLEARING_ACCOUNTS)[number];

export type ExportReceipt = Pick<
  Receipt,
  | 'number'
  | 'kind'
  | 'amountCents'
  | 'method'
  | 'issuedAt'
  | 'customer'
  | 'services'
  | 'reference'
  | 'totalCents'
  | 'paidCents'
> & { agency: Pick<Receipt['agency'], 'ficavBasisPoints' | 'ficavCredit'> };

/** A supplier payment with what its bill says. */
export interface ExportSupplierPayment {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  supplierName: string;
  kind: CostKind;
  /** The cost line's label and its departure, for the bill's description. */
  description: string;
  amountCents: number;
  currency: string;
  /** Its value in CAD, fixed when it was recorded. */
  cadCents: number;
  reference: string;
}

export interface AccountingFacts {
  receipts: readonly ExportReceipt[];
  supplierPayments: readonly ExportSupplierPayment[];
  /** Office days (America/Toronto), both included. */
  from: string;
  to: string;
}

export interface CsvFile {
  header: string[];
  rows: (string | number)[][];
}

/** YYYY-MM-DD in the format the mapping names. */
export function formatAccountingDate(day: string, format: AccountingDateFormat): string {
  const [y = '', m = '', d = ''] = day.split('-');
  if (format === 'DD/MM/YYYY') return `${d}/${m}/${y}`;
  if (format === 'MM/DD/YYYY') return `${m}/${d}/${y}`;
  return day;
}

/** A receipt's office day (America/Toronto), not UTC's. */
const dayOf = (r: Pick<Receipt, 'issuedAt'>) => todayInTimeZone(undefined, new Date(r.issuedAt));

const inRange = (day: string, from: string, to: string) => day >= from && day <= to;

/**
 * The FICAV contribution's share of one receipt: the contribution (on the total the receipt
 * states) is counted from the first money in, so a receipt carries what it adds to min(paid,
 * contribution), negative for a refund that takes the paid amount back below it. Nothing when the
 * fund credits the contribution, no rate is set, or no total was agreed yet. While a booking's
 * total stays the same, its receipts' shares add up to the contribution on what was paid.
 */
export function ficavShareCents(r: ExportReceipt): number {
  const bp = r.agency.ficavBasisPoints;
  if (bp === null || r.agency.ficavCredit || r.totalCents === null) return 0;
  const contribution = ficavContributionCents(r.totalCents, bp);
  const clamp = (paid: number) => Math.min(Math.max(paid, 0), contribution);
  return clamp(r.paidCents) - clamp(r.paidCents - r.amountCents);
}

/** One line of a sales document: its account and amount (positive on the document). */
export interface DocumentLine {
  account: string;
  description: string;
  cents: number;
}

/** The lines a receipt's document carries (an invoice for a payment, a credit note for a refund). */
export function receiptLines(r: ExportReceipt, m: AccountingMapping): DocumentLine[] {
  const sign = r.amountCents < 0 ? -1 : 1;
  const ficav = sign * ficavShareCents(r);
  const main = sign * r.amountCents - ficav;
  const what = `${r.services.packageTitle} (${r.services.departureDate}), receipt ${r.number}`;
  const mainAccount =
    sign > 0 ? m.packageSales : r.method === CREDIT_METHOD ? m.customerCredits : m.refunds;
  const lines: DocumentLine[] = [{ account: mainAccount, description: what, cents: main }];
  if (ficav !== 0) {
    lines.push({ account: m.ficav, description: `FICAV contribution, ${what}`, cents: ficav });
  }
  return lines;
}

const money = (cents: number) => centsToText(cents);

function receiptsOf(f: AccountingFacts, kind: Receipt['kind']): ExportReceipt[] {
  return f.receipts.filter(
    (r) =>
      inRange(dayOf(r), f.from, f.to) &&
      (kind === 'refund' ? r.amountCents < 0 : r.amountCents > 0),
  );
}

function paymentsOf(f: AccountingFacts): ExportSupplierPayment[] {
  return f.supplierPayments
    .filter((p) => inRange(p.date, f.from, f.to))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

const clearingOf = (method: string): ClearingAccount | null =>
  method === CREDIT_METHOD ? null : method === 'card' ? 'card' : 'bank';

/** QuickBooks Online's invoice import columns (Import data › Invoices). */
export const QBO_INVOICE_HEADER = [
  'Invoice no',
  'Customer',
  'Invoice date',
  'Due date',
  'Item(Product/Service)',
  'Item description',
  'Item quantity',
  'Item rate',
  'Item amount',
  'Memo',
];
/** QuickBooks Online's credit note import (Import data › Credit notes): the same line columns. */
export const QBO_CREDIT_NOTE_HEADER = [
  'Credit note no',
  'Customer',
  'Credit note date',
  'Item(Product/Service)',
  'Item description',
  'Item quantity',
  'Item rate',
  'Item amount',
  'Memo',
];
/** QuickBooks Online's bill import (Import data › Bills), account-based lines. */
export const QBO_BILL_HEADER = [
  'Bill no',
  'Supplier',
  'Bill date',
  'Due date',
  'Account',
  'Line description',
  'Line amount',
  'Memo',
];
/** QuickBooks Online's bank upload: the 3-column format (money in positive, out negative). */
export const QBO_BANK_HEADER = ['Date', 'Description', 'Amount'];

/** Xero's sales invoice and bill import template (the starred columns are required). */
export const XERO_INVOICE_HEADER = [
  '*ContactName',
  'EmailAddress',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  '*AccountCode',
  '*TaxType',
  'Currency',
];
/** Xero's credit note import template. */
export const XERO_CREDIT_NOTE_HEADER = [
  '*ContactName',
  'EmailAddress',
  '*CreditNoteNumber',
  'Reference',
  '*CreditNoteDate',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  '*AccountCode',
  '*TaxType',
  'Currency',
];
/** Xero's precoded bank statement CSV. */
export const XERO_BANK_HEADER = ['*Date', '*Amount', 'Payee', 'Description', 'Reference'];

/** One file of the range, as its package imports it. */
export function accountingFile(
  file: AccountingFile,
  facts: AccountingFacts,
  m: AccountingMapping,
  clearing: ClearingAccount = 'bank',
): CsvFile {
  const date = (day: string) => formatAccountingDate(day, m.dateFormat);
  switch (file) {
    case 'qbo-invoices':
      return {
        header: QBO_INVOICE_HEADER,
        rows: receiptsOf(facts, 'payment').flatMap((r) =>
          receiptLines(r, m).map((l) => [
            r.number,
            r.customer.name,
            date(dayOf(r)),
            date(dayOf(r)),
            l.account,
            l.description,
            1,
            money(l.cents),
            money(l.cents),
            `Booking ${r.reference}`,
          ]),
        ),
      };
    case 'qbo-credit-notes':
      return {
        header: QBO_CREDIT_NOTE_HEADER,
        rows: receiptsOf(facts, 'refund').flatMap((r) =>
          receiptLines(r, m).map((l) => [
            r.number,
            r.customer.name,
            date(dayOf(r)),
            l.account,
            l.description,
            1,
            money(l.cents),
            money(l.cents),
            `Booking ${r.reference}`,
          ]),
        ),
      };
    case 'qbo-bills':
      return {
        header: QBO_BILL_HEADER,
        rows: paymentsOf(facts).map((p) => [
          billNumber(p),
          p.supplierName,
          date(p.date),
          date(p.date),
          m[COST_ACCOUNT[p.kind]],
          billDescription(p),
          money(p.cadCents),
          p.reference,
        ]),
      };
    case 'qbo-bank':
      return {
        header: QBO_BANK_HEADER,
        rows: bankLines(facts, clearing).map((b) => [
          date(b.day),
          `${b.payee}, ${b.description}`,
          money(b.cents),
        ]),
      };
    case 'xero-invoices':
      return {
        header: XERO_INVOICE_HEADER,
        rows: receiptsOf(facts, 'payment').flatMap((r) =>
          receiptLines(r, m).map((l) => [
            r.customer.name,
            r.customer.email,
            r.number,
            r.reference,
            date(dayOf(r)),
            date(dayOf(r)),
            l.description,
            1,
            money(l.cents),
            l.account,
            m.taxType,
            'CAD',
          ]),
        ),
      };
    case 'xero-credit-notes':
      return {
        header: XERO_CREDIT_NOTE_HEADER,
        rows: receiptsOf(facts, 'refund').flatMap((r) =>
          receiptLines(r, m).map((l) => [
            r.customer.name,
            r.customer.email,
            r.number,
            r.reference,
            date(dayOf(r)),
            l.description,
            1,
            money(l.cents),
            l.account,
            m.taxType,
            'CAD',
          ]),
        ),
      };
    case 'xero-bills':
      return {
        header: XERO_INVOICE_HEADER,
        rows: paymentsOf(facts).map((p) => [
          p.supplierName,
          '',
          billNumber(p),
          p.reference,
          date(p.date),
          date(p.date),
          billDescription(p),
          1,
          money(p.cadCents),
          m[COST_ACCOUNT[p.kind]],
          m.taxType,
          'CAD',
        ]),
      };
    case 'xero-bank':
      return {
        header: XERO_BANK_HEADER,
        rows: bankLines(facts, clearing).map((b) => [
          date(b.day),
          money(b.cents),
          b.payee,
          b.description,
          b.reference,
        ]),
      };
  }
}

/** A supplier payment's bill number: its reference when staff gave one, else its id. */
const billNumber = (p: ExportSupplierPayment) => p.reference.trim() || `SP-${p.id}`;

function billDescription(p: ExportSupplierPayment): string {
  const original =
    p.currency === 'CAD' ? '' : ` (${centsToText(p.amountCents)} ${p.currency} at its rate)`;
  return `${p.description}${original}`;
}

interface BankLine {
  day: string;
  cents: number;
  payee: string;
  description: string;
  reference: string;
}

/** The money through one clearing account: receipts by its methods, then supplier payments. */
function bankLines(f: AccountingFacts, clearing: ClearingAccount): BankLine[] {
  const received = f.receipts
    .filter((r) => clearingOf(r.method) === clearing && inRange(dayOf(r), f.from, f.to))
    .map((r) => ({
      day: dayOf(r),
      cents: r.amountCents,
      payee: r.customer.name,
      description: `${r.kind === 'refund' ? 'Refund' : 'Payment'} ${r.number} (${r.method})`,
      reference: r.reference,
    }));
  // Suppliers are paid from the bank, never through the card clearing account.
  const paid =
    clearing === 'bank'
      ? paymentsOf(f).map((p) => ({
          day: p.date,
          cents: -p.cadCents,
          payee: p.supplierName,
          description: `Supplier payment, ${billDescription(p)}`,
          reference: billNumber(p),
        }))
      : [];
  return [...received, ...paid];
}

/** The register's side of a range, to check a file against: net receipts and supplier money. */
export function accountingTotals(f: AccountingFacts) {
  const receipts = f.receipts.filter((r) => inRange(dayOf(r), f.from, f.to));
  return {
    paymentsCents: receipts.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0),
    refundsCents: receipts.filter((r) => r.amountCents < 0).reduce((s, r) => s - r.amountCents, 0),
    supplierCents: paymentsOf(f).reduce((s, p) => s + p.cadCents, 0),
  };
}

/** The download's file name: `xero-invoices-2026-01-01-to-2026-03-31.csv`. */
export function accountingFileName(
  file: AccountingFile,
  from: string,
  to: string,
  clearing?: ClearingAccount,
): string {
  const which = file.endsWith('-bank') && clearing ? `-${clearing}` : '';
  return `${file}${which}-${from}-to-${to}.csv`;
}
