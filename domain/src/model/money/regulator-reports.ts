/**
 * The regulators' reports (issue 45, item 6), from the receipts register alone, in integer cents:
 *
 * - Ontario (TICO, O. Reg. 26/05): the compensation fund's return asks for gross sales to Ontario
 *   residents by half-year of the agency's fiscal year. A sale is money received on a receipt
 *   from a customer whose address is in Ontario; a refund paid back nets it in the period the
 *   refund was made (never rewriting a half-year already returned).
 * - Quebec (FICAV, Regulation respecting travel agents ss. 18 (g) and 39.01): the contribution each
 *   receipt states on its booking's total is collected as the booking's money comes in, so a
 *   receipt collects the share of the contribution its amount brings the booking's money to
 *   (cumulative, rounded half up, so a booking paid in full collects exactly the stated
 *   contribution, and a refund gives its share back). Where the fund credits the contribution
 *   ("Credit applicable"), nothing is left to remit.
 *
 * Credits: moving money to a credit (a "refund" by the method 'credit') keeps it with the agency,
 * and paying a later booking from that credit brings in no new money. Neither counts for Ontario:
 * the sale stays in the period the money first came in. FICAV follows the booking's money held
 * (the credit's share leaves the first booking and comes into the later one), so it is never
 * counted twice.
 *
 * The customer's province is read from the address printed on the receipt (the address staff
 * entered or the card checkout's billing address): a province code, else a Canadian postal
 * code's first letter, else a province's name. Receipts without one are reported as "unknown" for staff to check.
 *
 * Days are the agency's (America/Toronto): a payment at 23:30 in Toronto on 30 June belongs to the
 * first half-year even though it is already 1 July in UTC. The agency's records, not accounting
 * or legal advice.
 */
import { isProvinceCode, PROVINCES, type ProvinceCode } from '../agency';
import { addDays, addMonths } from '../dates';
import { CREDIT_METHOD } from './credits';
import { ficavLinesOf, receiptDay, type Receipt } from '../receipts';

/** Where the customer lives, as far as the receipt's address says. */
export type CustomerRegion = ProvinceCode | 'outside' | 'unknown';

/** A postal code's first letter → its province (Canada Post's forward sortation areas). */
const POSTAL_FIRST_LETTER: Record<string, ProvinceCode> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  // X is shared by the Northwest Territories and Nunavut: the code alone cannot say which.
  Y: 'YT',
};

const strip = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** Province names as addresses write them in English and French (accents ignored). */
const NAMES: [RegExp, ProvinceCode][] = [
  ...Object.entries(PROVINCES).map(
    ([code, name]) =>
      [new RegExp(`\\b${strip(name).replace(/ /g, '\\s+')}\\b`), code as ProvinceCode] as [
        RegExp,
        ProvinceCode,
      ],
  ),
  [/\bQUEBEC\b/, 'QC'],
  [/\bCOLOMBIE[-\s]BRITANNIQUE\b/, 'BC'],
  [/\bNOUVEAU[-\s]BRUNSWICK\b/, 'NB'],
  [/\bNOUVELLE[-\s]ECOSSE\b/, 'NS'],
  [/\bILE[-\s]DU[-\s]PRINCE[-\s]EDOUARD\b/, 'PE'],
  [/\bTERRE[-\s]NEUVE\b/, 'NL'],
];

/**
 * The customer's province from an address on one line, as receipts print it
 * ('12 King St, Toronto, ON M5H 1A1'; a foreign address ends with its country code, ', US').
 */
export function customerProvince(address: string): CustomerRegion {
  const text = strip(address.trim());
  if (!text) return 'unknown';
  // billingAddressLine names a country only when it is not Canada.
  const country = /,\s*([A-Z]{2})$/.exec(text)?.[1];
  if (country && country !== 'CA' && !isProvinceCode(country)) return 'outside';
  // Staff may write the country out: the United States is the one pilgrims commonly give.
  if (/\b(USA|U\.S\.A\.|UNITED STATES|ETATS-UNIS)\W*$/.test(text)) return 'outside';
  // A province code as its own word after a comma or before a postal code: 'Toronto, ON M5H'.
  const codes = [...text.matchAll(/(?:^|[,\s])([A-Z]{2})(?=\s+[A-Z]\d[A-Z]|\s*,|\s*$)/g)]
    .map((m) => m[1] ?? '')
    .filter(isProvinceCode);
  if (codes.length) return codes[codes.length - 1] as ProvinceCode;
  // A postal code before a name: streets bear provinces' names ('rue Ontario Est, Montréal').
  const postal = /\b([A-Z])\d[A-Z]\s?\d[A-Z]\d\b/.exec(text)?.[1];
  const byPostal = postal ? POSTAL_FIRST_LETTER[postal] : undefined;
  if (byPostal) return byPostal;
  for (const [pattern, code] of NAMES) if (pattern.test(text)) return code;
  return 'unknown';
}

/** The receipt fields the reports read. */
export type RegisterReceipt = Pick<
  Receipt,
  | 'number'
  | 'seq'
  | 'bookingId'
  | 'issuedAt'
  | 'kind'
  | 'amountCents'
  | 'method'
  | 'totalCents'
  | 'paidCents'
  | 'customer'
  | 'agency'
>;

/** One receipt as the reports count it. */
export interface RegulatorLine {
  number: string;
  /** YYYY-MM-DD in the agency's time zone. */
  date: string;
  kind: Receipt['kind'];
  method: string;
  region: CustomerRegion;
  amountCents: number;
  /** True for a move to or from a credit (no money in or out). */
  creditMove: boolean;
  /** What it adds to Ontario's gross sales (negative: a refund); 0 when not Ontario's. */
  ontarioCents: number;
  /** The FICAV contribution this receipt collects (negative: given back with a refund). */
  ficavCents: number;
  /** The part of it the fund credits (nothing to remit). */
  ficavCreditCents: number;
}

/** numerator / denominator rounded half up, integers only. */
const rounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * Every receipt of the register as the reports count it, in number order. It needs the whole
 * register (a booking's earlier receipts decide what its later ones collect for FICAV).
 */
export function regulatorLines(register: readonly RegisterReceipt[]): RegulatorLine[] {
  const covered = new Map<string, number>();
  return [...register]
    .sort((a, b) => a.seq - b.seq)
    .map((r) => {
      const region = customerProvince(r.customer.address);
      const creditMove = r.method === CREDIT_METHOD;
      const ficav = ficavLinesOf(r);
      // What the booking's contribution is covered to after this receipt: its share of the
      // contribution stated on this receipt, as the money held (capped at the total) is of it.
      let toDate = covered.get(r.bookingId) ?? 0;
      if (ficav?.contribution && r.totalCents !== null && r.totalCents > 0) {
        const held = Math.min(Math.max(0, r.paidCents), r.totalCents);
        toDate = rounded(ficav.contribution.cents * held, r.totalCents);
      }
      const ficavCents = toDate - (covered.get(r.bookingId) ?? 0);
      covered.set(r.bookingId, toDate);
      return {
        number: r.number,
        date: receiptDay(r),
        kind: r.kind,
        method: r.method,
        region,
        amountCents: r.amountCents,
        creditMove,
        ontarioCents: region === 'ON' && !creditMove ? r.amountCents : 0,
        ficavCents,
        // The fund credits the whole contribution (s. 39.01), so the receipt's share with it.
        ficavCreditCents: ficav && ficav.creditCents !== null ? ficavCents : 0,
      };
    });
}

/** A period of days, both ends included (YYYY-MM-DD, the agency's days). */
export interface Period {
  from: string;
  to: string;
}

/**
 * The fiscal year's half (1 or 2) of the fiscal year starting in month `startMonth` (1-12) of
 * `year`: the compensation fund's return periods follow the registrant's fiscal year.
 */
export function halfYear(year: number, half: 1 | 2, startMonth = 1): Period {
  const start = `${String(year).padStart(4, '0')}-${String(startMonth).padStart(2, '0')}-01`;
  const from = addMonths(start, half === 1 ? 0 : 6);
  return { from, to: addDays(addMonths(from, 6), -1) };
}

export interface RegulatorFigures {
  /** Receipts counted (every receipt of the period). */
  receipts: number;
  /** The register's net money (payments less refunds, credit moves included). */
  registerCents: number;
  /** Money moved to or from credits (in the register, not new money or money returned). */
  creditMovesCents: number;
  ontario: { salesCents: number; refundsCents: number; netCents: number };
  /** Net money from customers in other provinces, outside Canada, or of unknown address. */
  otherProvincesCents: number;
  outsideCanadaCents: number;
  unknownCents: number;
  ficav: { collectedCents: number; creditCents: number; remitCents: number };
}

export interface RegulatorMonth extends RegulatorFigures {
  /** YYYY-MM */
  month: string;
}

export interface RegulatorReport {
  period: Period;
  months: RegulatorMonth[];
  totals: RegulatorFigures;
  lines: RegulatorLine[];
  /** The receipts whose address names no province: staff should check them. */
  unknown: string[];
}

function figuresOf(lines: readonly RegulatorLine[]): RegulatorFigures {
  const sum = (f: (l: RegulatorLine) => number, only: (l: RegulatorLine) => boolean = () => true) =>
    lines.filter(only).reduce((s, l) => s + f(l), 0);
  const money = (l: RegulatorLine) => (l.creditMove ? 0 : l.amountCents);
  const salesCents = sum((l) => Math.max(0, l.ontarioCents));
  const refundsCents = sum((l) => Math.min(0, l.ontarioCents));
  const collectedCents = sum((l) => l.ficavCents);
  const creditCents = sum((l) => l.ficavCreditCents);
  return {
    receipts: lines.length,
    registerCents: sum((l) => l.amountCents),
    creditMovesCents: sum(
      (l) => l.amountCents,
      (l) => l.creditMove,
    ),
    ontario: { salesCents, refundsCents, netCents: salesCents + refundsCents },
    otherProvincesCents: sum(money, (l) => l.region !== 'ON' && isProvinceCode(l.region)),
    outsideCanadaCents: sum(money, (l) => l.region === 'outside'),
    unknownCents: sum(money, (l) => l.region === 'unknown'),
    ficav: { collectedCents, creditCents, remitCents: collectedCents - creditCents },
  };
}

/** The months ('YYYY-MM') a period touches, in order. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  for (let m = `${period.from.slice(0, 7)}-01`; m <= period.to; m = addMonths(m, 1))
    months.push(m.slice(0, 7));
  return months;
}

/** The reports for a period, month by month and in total, from the whole register. */
export function regulatorReport(
  register: readonly RegisterReceipt[],
  period: Period,
): RegulatorReport {
  const lines = regulatorLines(register).filter(
    (l) => l.date >= period.from && l.date <= period.to,
  );
  return {
    period,
    // Every month of the period, an empty one with zeros (a return shows the month as nil).
    months: monthsOf(period).map((month) => ({
      month,
      ...figuresOf(lines.filter((l) => l.date.startsWith(month))),
    })),
    totals: figuresOf(lines),
    lines,
    unknown: lines.filter((l) => l.region === 'unknown').map((l) => l.number),
  };
}

/** What the admin screen shows (the receipts' lines stay in the CSV). */
export type RegulatorReportSummary = Omit<RegulatorReport, 'lines'>;
