/**
 * Where the pilgrims' money sits (issue 45, item 5): a departure's trust ledger, money in from its
 * pilgrims (every payment and refund, by method, from the receipts register) and money out to its
 * suppliers (the payments recorded on its cost sheet, in CAD at the rate each was made at), with
 * the balance held; a payment to a supplier that takes more than the departure holds draws on
 * other departures' money and is flagged. The whole agency by month adds up the same entries.
 * The agency's records, not accounting advice. Pure; integer cents of CAD throughout.
 */

export interface TrustIn {
  /** YYYY-MM-DD (the receipt's day in the agency's time zone). */
  date: string;
  /** Positive: a payment; negative: a refund. */
  amountCents: number;
  method: string;
  /** The receipt's number, for the entry's reference. */
  reference: string;
}

export interface TrustOut {
  date: string;
  /** Positive: CAD paid to a supplier. */
  amountCents: number;
  reference: string;
}

export interface TrustEntry {
  date: string;
  kind: 'in' | 'out';
  method: string;
  reference: string;
  /** Signed: money in positive (a refund negative), money out negative. */
  amountCents: number;
  /** The departure's balance after the entry. */
  balanceCents: number;
  /** For money out: what it took beyond the departure's own balance (0: none). */
  drawsOnOthersCents: number;
}

export interface TrustLedger {
  entries: TrustEntry[];
  /** Money in per method (payments less refunds). */
  inByMethod: Record<string, number>;
  inCents: number;
  outCents: number;
  balanceCents: number;
  /** The supplier payments that drew on other departures' money. */
  overdrawn: TrustEntry[];
}

/**
 * The departure's ledger in date order (money in before money out on one day: a pilgrim's
 * e-Transfer and the hotel's wire of the same morning count the money as there).
 */
export function trustLedger(ins: readonly TrustIn[], outs: readonly TrustOut[]): TrustLedger {
  const all = [
    ...ins.map((i) => ({ ...i, kind: 'in' as const, signed: i.amountCents })),
    ...outs.map((o) => ({ ...o, kind: 'out' as const, method: '', signed: -o.amountCents })),
  ].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.kind === b.kind ? 0 : a.kind === 'in' ? -1 : 1) ||
      a.reference.localeCompare(b.reference),
  );
  let balance = 0;
  const entries = all.map((e): TrustEntry => {
    const before = balance;
    balance += e.signed;
    return {
      date: e.date,
      kind: e.kind,
      method: e.method,
      reference: e.reference,
      amountCents: e.signed,
      balanceCents: balance,
      drawsOnOthersCents: e.kind === 'out' ? wouldDrawOnOthers(before, -e.signed) : 0,
    };
  });
  const inByMethod: Record<string, number> = {};
  for (const i of ins) inByMethod[i.method] = (inByMethod[i.method] ?? 0) + i.amountCents;
  const inCents = ins.reduce((s, i) => s + i.amountCents, 0);
  const outCents = outs.reduce((s, o) => s + o.amountCents, 0);
  return {
    entries,
    inByMethod,
    inCents,
    outCents,
    balanceCents: inCents - outCents,
    overdrawn: entries.filter((e) => e.drawsOnOthersCents > 0),
  };
}

/** What paying `amountCents` (CAD) now would take beyond the departure's balance (0: it fits). */
export function wouldDrawOnOthers(balanceCents: number, amountCents: number): number {
  return Math.max(0, amountCents - Math.max(0, balanceCents));
}

export interface TrustMonth {
  /** YYYY-MM */
  month: string;
  inCents: number;
  outCents: number;
  /** The agency's money held at the month's end (every month before it included). */
  closingCents: number;
}

/** The whole agency by month: every departure's money in and out, with the balance held. */
export function trustByMonth(ins: readonly TrustIn[], outs: readonly TrustOut[]): TrustMonth[] {
  const months = new Map<string, { inCents: number; outCents: number }>();
  const add = (date: string, key: 'inCents' | 'outCents', cents: number) => {
    const month = date.slice(0, 7);
    const m = months.get(month) ?? { inCents: 0, outCents: 0 };
    m[key] += cents;
    months.set(month, m);
  };
  ins.forEach((i) => add(i.date, 'inCents', i.amountCents));
  outs.forEach((o) => add(o.date, 'outCents', o.amountCents));
  let closing = 0;
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, m]) => {
      closing += m.inCents - m.outCents;
      return { month, ...m, closingCents: closing };
    });
}
