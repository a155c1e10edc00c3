/**
 * The agency's books for one departure (issue 45, items 1-4): what it costs (a cost sheet of
 * lines, each in its supplier's currency), what was paid to suppliers, the margin it makes and
 * whether the rooms and seats held fit what was sold. Pure rules in integer cents; the server
 * gathers the facts (bookings, receipts, rooming lists, travellers) and these compute from them,
 * so nothing is typed twice. Model only (no yup): the schemas are schemas/costs.ts.
 *
 * Money law:
 * - Amounts are integer cents of their own currency (CAD, USD or SAR).
 * - A rate is how many Canadian dollars one unit of the currency buys, in millionths of a dollar
 *   (0.365 CAD per riyal → 365_000), locked on the departure's sheet. CAD's rate is 1_000_000.
 * - Converting rounds once, to the nearest cent, halves away from zero (so a refund rounds like
 *   the payment it undoes); the products are taken in BigInt, so no float ever touches money.
 * - A payment made keeps the rate it was made at: changing the sheet's rate changes only what is
 *   still to pay (the projection), never a payment already recorded.
 */
import { addDays } from './dates';
import { hijriDateOf } from './hijri';
import { ROOMING_CAPACITY, ROOMING_ROOM_TYPES, type RoomingRoomType } from './rooming';
import type { TrustLedger, TrustMonth } from './trust-ledger';

export const COST_CURRENCIES = ['CAD', 'USD', 'SAR'] as const;
export type CostCurrency = (typeof COST_CURRENCIES)[number];
/** The currencies a sheet locks a rate for (CAD is the books' own). */
export const FOREIGN_CURRENCIES = ['USD', 'SAR'] as const satisfies readonly CostCurrency[];
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];

export const COST_KINDS = [
  'hotel',
  'air',
  'visa',
  'transport',
  'ziyarat',
  'guide',
  'other',
] as const;
export type CostKind = (typeof COST_KINDS)[number];

export const COST_KIND_LABELS: Record<CostKind, string> = {
  hotel: 'Hotel',
  air: 'Air',
  visa: 'Visa',
  transport: 'Transport',
  ziyarat: 'Ziyarat',
  guide: 'Guide',
  other: 'Other',
};

/** Millionths of a Canadian dollar per unit of a currency: one Canadian dollar. */
export const RATE_SCALE = 1_000_000;
/** Highest rate accepted (1,000 CAD per unit: a sanity bound far above USD and SAR). */
export const RATE_MAX = 1_000 * RATE_SCALE;
/** Days ahead a supplier payment counts as due soon on the dashboard (overdue ones too). */
export const SUPPLIER_DUE_SOON_DAYS = 14;

/** The rates locked on a departure's sheet, in millionths of CAD per unit. */
export type LockedRates = Record<ForeignCurrency, number>;

/**
 * The rates a new sheet starts from, for staff to check and lock (the riyal is pegged at 3.75 to
 * the US dollar, so its rate follows the dollar's: 1.40 / 3.75 ≈ 0.373333).
 */
export const STARTING_RATES: LockedRates = { USD: 1_400_000, SAR: 373_333 };

const RATE_PATTERN = /^\d{1,4}(\.\d{1,6})?$/;

/** "0.365" → 365000 (millionths of CAD per unit); null unless a positive rate, 6 decimals at most. */
export function parseRate(text: string | null | undefined): number | null {
  const s = (text ?? '').trim();
  if (!RATE_PATTERN.test(s)) return null;
  const [whole = '0', frac = ''] = s.split('.');
  const micros = Number(whole) * RATE_SCALE + Number(frac.padEnd(6, '0'));
  return micros > 0 && micros <= RATE_MAX ? micros : null;
}

/** 365000 → "0.365" (no trailing zeros beyond the first decimal). */
export function rateToText(micros: number): string {
  const whole = Math.floor(micros / RATE_SCALE);
  const frac = String(micros % RATE_SCALE)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${whole}.${frac || '0'}`;
}

/** The rate of a currency on a sheet (CAD: one). */
export function rateOf(currency: CostCurrency, rates: LockedRates): number {
  return currency === 'CAD' ? RATE_SCALE : rates[currency];
}

/**
 * `cents` of a currency at `rateMicros` (millionths of CAD per unit), in CAD cents: the exact
 * product divided by a million, rounded once to the nearest cent, halves away from zero.
 */
export function toCadCents(cents: number, rateMicros: number): number {
  if (!Number.isInteger(cents) || !Number.isInteger(rateMicros) || rateMicros < 0) {
    throw new Error('cents and rate must be integers');
  }
  const product = BigInt(Math.abs(cents)) * BigInt(rateMicros);
  const scale = BigInt(RATE_SCALE);
  const rounded = (product * 2n + scale) / (scale * 2n);
  return Number(cents < 0 ? -rounded : rounded);
}

/** numerator / denominator rounded half up (non-negative integers). */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A supplier (hotel, airline, visa agent, transport company...): a small list of its own. */
export interface SupplierFields {
  name: string;
  contact: string;
  currency: CostCurrency;
  notes: string;
}
export interface Supplier extends SupplierFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** One payment due to a supplier for a line: "deposit", "balance 30 days before"... */
export interface ScheduledPayment {
  id: string;
  label: string;
  /** YYYY-MM-DD */
  dueDate: string;
  /** Cents of the line's currency. */
  amountCents: number;
}

/**
 * One line of a cost sheet. What it counts depends on its kind:
 * - hotel: `rooms` rooms of `roomType` for `nights` nights at a stay (`stayKey`), at `unitCents`
 *   per room and night;
 * - air: a block of `seats` seats at `unitCents` a seat, with its name and ticketing deadlines;
 * - visa: `unitCents` per traveller who flies (counted from the bookings, never typed);
 * - transport, ziyarat, guide, other: `quantity` × `unitCents`, or per traveller when
 *   `perTraveller` is set.
 */
export interface CostLineFields {
  kind: CostKind;
  label: string;
  supplierId: string;
  currency: CostCurrency;
  unitCents: number;
  quantity: number;
  perTraveller: boolean;
  stayKey: string;
  roomType: RoomingRoomType | null;
  rooms: number;
  nights: number;
  seats: number;
  /** YYYY-MM-DD: the airline wants the passport names by then (air lines). */
  nameDeadline: string | null;
  /** YYYY-MM-DD: the tickets are issued by then (air lines). */
  ticketingDeadline: string | null;
  schedule: ScheduledPayment[];
}
export interface CostLine extends CostLineFields {
  id: string;
}

/** What staff paid a supplier against a line (its own rate kept: a later rate never changes it). */
export interface SupplierPayment {
  id: string;
  lineId: string;
  /** YYYY-MM-DD */
  date: string;
  /** Cents of the line's currency. */
  amountCents: number;
  currency: CostCurrency;
  /** The rate the money left at (millionths of CAD per unit). */
  rateMicros: number;
  /** Its value in CAD cents, fixed when recorded. */
  cadCents: number;
  reference: string;
  recordedBy: string;
  at: string;
}

/** A departure's cost sheet (`costSheets/{departureId}`). */
export interface CostSheet {
  departureId: string;
  rates: LockedRates;
  lines: CostLine[];
  payments: SupplierPayment[];
  updatedAt: string;
  updatedBy: string;
}

export const emptyCostSheet = (departureId: string, rates: LockedRates): CostSheet => ({
  departureId,
  rates,
  lines: [],
  payments: [],
  updatedAt: '',
  updatedBy: '',
});

/** Whether a line's cost follows the number of travellers (visa, or a line set per traveller). */
export function isPerTraveller(line: Pick<CostLineFields, 'kind' | 'perTraveller'>): boolean {
  return (
    line.kind === 'visa' || (line.kind !== 'hotel' && line.kind !== 'air' && line.perTraveller)
  );
}

/** How many units a line counts: rooms × nights, seats, travellers or its quantity. */
export function lineUnits(line: CostLineFields, travellers: number): number {
  if (line.kind === 'hotel') return line.rooms * line.nights;
  if (line.kind === 'air') return line.seats;
  return isPerTraveller(line) ? travellers : line.quantity;
}

/** A line's amount in its own currency's cents. */
export function lineAmountCents(line: CostLineFields, travellers: number): number {
  return lineUnits(line, travellers) * line.unitCents;
}

/** What was paid against a line: in its currency, and in CAD at the payments' own rates. */
export function paidOf(lineId: string, payments: readonly SupplierPayment[]) {
  const own = payments.filter((p) => p.lineId === lineId);
  return {
    cents: own.reduce((s, p) => s + p.amountCents, 0),
    cadCents: own.reduce((s, p) => s + p.cadCents, 0),
  };
}

export interface LineFigures {
  lineId: string;
  /** In the line's currency. */
  amountCents: number;
  paidCents: number;
  toPayCents: number;
  /** CAD: payments at their own rates + what is still to pay at the sheet's rate. */
  committedCadCents: number;
  paidCadCents: number;
  perTraveller: boolean;
  /** The sum of the line's schedule, and how far it is from the line's amount (0: it matches). */
  scheduledCents: number;
}

/** One line's figures: its amount, what is paid and the CAD it commits. */
export function lineFigures(
  line: CostLine,
  sheet: Pick<CostSheet, 'rates' | 'payments'>,
  travellers: number,
): LineFigures {
  const amountCents = lineAmountCents(line, travellers);
  const paid = paidOf(line.id, sheet.payments);
  const toPayCents = Math.max(0, amountCents - paid.cents);
  return {
    lineId: line.id,
    amountCents,
    paidCents: paid.cents,
    toPayCents,
    committedCadCents: paid.cadCents + toCadCents(toPayCents, rateOf(line.currency, sheet.rates)),
    paidCadCents: paid.cadCents,
    perTraveller: isPerTraveller(line),
    scheduledCents: line.schedule.reduce((s, p) => s + p.amountCents, 0),
  };
}

/** What a booking brings to the margin (confirmed or completed; the server reads its plan). */
export interface MarginBooking {
  /** The agreed total in CAD cents (0 while no price is agreed). */
  totalCents: number;
  travellers: number;
}

export interface MarginFacts {
  bookings: readonly MarginBooking[];
  /** Net of every receipt of the departure's bookings (payments less refunds), CAD cents. */
  collectedCents: number;
  lines: readonly LineFigures[];
}

export interface Margin {
  /** The agreed totals of the confirmed (and completed) bookings. */
  revenueCents: number;
  collectedCents: number;
  /** Every line in CAD: paid at the payments' rates, the rest at the sheet's. */
  committedCents: number;
  paidToSuppliersCents: number;
  /** Costs that do not move with the number of pilgrims (hotel rooms, the air block...). */
  fixedCents: number;
  /** Costs per pilgrim (visas...), for all pilgrims sold. */
  variableCents: number;
  marginCents: number;
  pilgrims: number;
  /** Margin ÷ pilgrims, rounded half away from zero; null without pilgrims. */
  marginPerPilgrimCents: number | null;
  /**
   * The fewest pilgrims at today's average price that cover the costs: fixed ÷ (average price −
   * variable cost per pilgrim), rounded up. Null without pilgrims or when each pilgrim costs at
   * least what they pay (no number breaks even).
   */
  breakEvenPilgrims: number | null;
}

/** Margin, per pilgrim and break-even, from the bookings, the receipts and the sheet's lines. */
export function marginOf(f: MarginFacts): Margin {
  const revenueCents = f.bookings.reduce((s, b) => s + b.totalCents, 0);
  const pilgrims = f.bookings.reduce((s, b) => s + b.travellers, 0);
  const committedCents = f.lines.reduce((s, l) => s + l.committedCadCents, 0);
  const variableCents = f.lines
    .filter((l) => l.perTraveller)
    .reduce((s, l) => s + l.committedCadCents, 0);
  const fixedCents = committedCents - variableCents;
  const marginCents = revenueCents - committedCents;
  const perPilgrim =
    pilgrims > 0 ? Math.sign(marginCents) * divideRounded(Math.abs(marginCents), pilgrims) : null;
  // Per pilgrim: price p = revenue / n, variable v = variable / n; break-even k = fixed / (p − v)
  // = fixed × n / (revenue − variable), rounded up, integers throughout.
  const contribution = revenueCents - variableCents;
  const breakEvenPilgrims =
    pilgrims > 0 && contribution > 0
      ? Math.max(0, Math.ceil((fixedCents * pilgrims) / contribution))
      : null;
  return {
    revenueCents,
    collectedCents: f.collectedCents,
    committedCents,
    paidToSuppliersCents: f.lines.reduce((s, l) => s + l.paidCadCents, 0),
    fixedCents,
    variableCents,
    marginCents,
    pilgrims,
    marginPerPilgrimCents: perPilgrim === 0 ? 0 : perPilgrim,
    breakEvenPilgrims,
  };
}

/** One scheduled payment with what is left of it once payments settle the earliest first. */
export interface DuePayment {
  lineId: string;
  scheduleId: string;
  label: string;
  dueDate: string;
  currency: CostCurrency;
  amountCents: number;
  outstandingCents: number;
  /** The outstanding amount in CAD at the sheet's rate. */
  outstandingCadCents: number;
  overdue: boolean;
}

/**
 * The line's schedule, each item with what is still owed: what was paid settles the earliest due
 * items first (as the pilgrims' own payments do).
 */
export function scheduleStatus(
  line: CostLine,
  sheet: Pick<CostSheet, 'rates' | 'payments'>,
  today: string,
): DuePayment[] {
  let paid = paidOf(line.id, sheet.payments).cents;
  const rate = rateOf(line.currency, sheet.rates);
  return [...line.schedule]
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id))
    .map((item) => {
      const settled = Math.min(paid, item.amountCents);
      paid -= settled;
      const outstandingCents = item.amountCents - settled;
      return {
        lineId: line.id,
        scheduleId: item.id,
        label: item.label,
        dueDate: item.dueDate,
        currency: line.currency,
        amountCents: item.amountCents,
        outstandingCents,
        outstandingCadCents: toCadCents(outstandingCents, rate),
        overdue: outstandingCents > 0 && item.dueDate < today,
      };
    });
}

/** What is still owed on a sheet and due by `today` + SUPPLIER_DUE_SOON_DAYS (overdue too). */
export function dueSoon(
  sheet: Pick<CostSheet, 'rates' | 'payments' | 'lines'>,
  today: string,
  days = SUPPLIER_DUE_SOON_DAYS,
): DuePayment[] {
  const until = addDays(today, days);
  return sheet.lines
    .flatMap((line) => scheduleStatus(line, sheet, today))
    .filter((d) => d.outstandingCents > 0 && d.dueDate <= until)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** Rooms of each type a stay's bookings need: their travellers by type, filled to the type. */
export function roomsNeeded(
  bookings: readonly { roomType: RoomingRoomType; travellers: number }[],
): Record<RoomingRoomType, number> {
  const out = Object.fromEntries(ROOMING_ROOM_TYPES.map((t) => [t, 0])) as Record<
    RoomingRoomType,
    number
  >;
  for (const t of ROOMING_ROOM_TYPES) {
    const people = bookings.filter((b) => b.roomType === t).reduce((s, b) => s + b.travellers, 0);
    out[t] = Math.ceil(people / ROOMING_CAPACITY[t]);
  }
  return out;
}

export interface AllotmentRow {
  stayKey: string;
  roomType: RoomingRoomType;
  held: number;
  /** Rooms the bookings' room types need. */
  sold: number;
  /** Rooms of the type in the stay's rooming list (null: no list yet). */
  listed: number | null;
  /** How many rooms are missing (0: it fits). */
  shortfall: number;
}

export interface AllotmentStay {
  key: string;
  city: string;
  /** Rooms by type in the stay's rooming list; null when the stay has no list yet. */
  listed: Record<RoomingRoomType, number> | null;
}

export interface AllotmentFacts {
  lines: readonly CostLineFields[];
  stays: readonly AllotmentStay[];
  bookings: readonly { roomType: RoomingRoomType; travellers: number }[];
  /** Travellers who fly (the confirmed bookings' travellers). */
  travellers: number;
  /** Travellers whose passport names (surname and given names) are not entered yet. */
  namesMissing: readonly { bookingReference: string; index: number }[];
  today: string;
}

export type AllotmentWarning =
  | { code: 'rooms_short'; stayKey: string; roomType: RoomingRoomType; shortfall: number }
  | { code: 'seats_short'; shortfall: number }
  | { code: 'names_due'; deadline: string; missing: number; daysLeft: number };

export interface Allotments {
  rooms: AllotmentRow[];
  seats: { held: number; travellers: number; shortfall: number };
  /** The earliest name deadline of the air lines, with the travellers still without names. */
  nameDeadline: {
    date: string;
    daysLeft: number;
    missing: AllotmentFacts['namesMissing'];
  } | null;
  warnings: AllotmentWarning[];
}

/** Days from `today` to `date` (negative once passed). */
export function daysBetween(today: string, date: string): number {
  return Math.round(
    (Date.parse(`${date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000,
  );
}

/** Whether a traveller's passport names are still to enter (the airline needs both). */
export function passportNameMissing(t: { givenNames: string; surname: string }): boolean {
  return !t.givenNames.trim() || !t.surname.trim();
}

/** How far before the name deadline its warning shows. */
export const NAME_DEADLINE_WARN_DAYS = 21;

/**
 * The airline's name deadline of a departure: the earliest of its air blocks' (YYYY-MM-DD), or
 * null when none is set. Names go to the airline then; a later name change may cost more.
 */
export function nameDeadlineOf(
  lines: readonly { kind: string; nameDeadline?: string | null }[],
): string | null {
  const deadlines = lines
    .filter((l) => l.kind === 'air')
    .map((l) => l.nameDeadline)
    .filter((d): d is string => Boolean(d))
    .sort();
  return deadlines[0] ?? null;
}
/**
 * Rooms held by stay and type (the hotel lines) against the rooms the bookings' types need and
 * the rooming list holds; air seats held against the travellers; the name deadline at a glance.
 * A stay with no line holds no room: whatever is sold there is short.
 */
export function allotmentsOf(f: AllotmentFacts): Allotments {
  const needed = roomsNeeded(f.bookings);
  const rooms: AllotmentRow[] = [];
  const warnings: AllotmentWarning[] = [];
  const stayKeys = [
    ...f.stays.map((s) => s.key),
    ...f.lines.filter((l) => l.kind === 'hotel').map((l) => l.stayKey),
  ].filter((k, i, all) => k && all.indexOf(k) === i);
  for (const stayKey of stayKeys) {
    const stay = f.stays.find((s) => s.key === stayKey);
    for (const roomType of ROOMING_ROOM_TYPES) {
      const held = f.lines
        .filter((l) => l.kind === 'hotel' && l.stayKey === stayKey && l.roomType === roomType)
        .reduce((s, l) => s + l.rooms, 0);
      // A stay the package does not have sells nothing; a stay it has sells every booking's room.
      const sold = stay ? needed[roomType] : 0;
      const listed = stay?.listed ? stay.listed[roomType] : null;
      if (held === 0 && sold === 0 && !listed) continue;
      const shortfall = Math.max(0, Math.max(sold, listed ?? 0) - held);
      rooms.push({ stayKey, roomType, held, sold, listed, shortfall });
      if (shortfall > 0) warnings.push({ code: 'rooms_short', stayKey, roomType, shortfall });
    }
  }
  const air = f.lines.filter((l) => l.kind === 'air');
  const seatsHeld = air.reduce((s, l) => s + l.seats, 0);
  const seatShortfall = air.length ? Math.max(0, f.travellers - seatsHeld) : 0;
  if (seatShortfall > 0) warnings.push({ code: 'seats_short', shortfall: seatShortfall });
  const first = nameDeadlineOf(air);
  const nameDeadline = first
    ? { date: first, daysLeft: daysBetween(f.today, first), missing: f.namesMissing }
    : null;
  if (
    nameDeadline &&
    nameDeadline.missing.length > 0 &&
    nameDeadline.daysLeft <= NAME_DEADLINE_WARN_DAYS
  ) {
    warnings.push({
      code: 'names_due',
      deadline: nameDeadline.date,
      missing: nameDeadline.missing.length,
      daysLeft: nameDeadline.daysLeft,
    });
  }
  return {
    rooms,
    seats: { held: seatsHeld, travellers: f.travellers, shortfall: seatShortfall },
    nameDeadline,
    warnings,
  };
}

const ROOM_WORDS: Record<RoomingRoomType, [string, string]> = {
  quad: ['quad', 'quads'],
  triple: ['triple', 'triples'],
  double: ['double', 'doubles'],
  single: ['single', 'singles'],
};

/** A warning as staff read it (English: the admin area is English). */
export function allotmentWarningText(w: AllotmentWarning, cityOf: (key: string) => string): string {
  switch (w.code) {
    case 'rooms_short': {
      const [one, many] = ROOM_WORDS[w.roomType];
      return `${cityOf(w.stayKey)}: ${w.shortfall} ${w.shortfall === 1 ? one : many} more sold than held`;
    }
    case 'seats_short':
      return `Air: ${w.shortfall} more ${w.shortfall === 1 ? 'traveller' : 'travellers'} than seats held`;
    case 'names_due':
      return w.daysLeft < 0
        ? `Name deadline passed ${-w.daysLeft} days ago: ${w.missing} passport ${w.missing === 1 ? 'name' : 'names'} still missing`
        : `Name deadline in ${w.daysLeft} days: ${w.missing} passport ${w.missing === 1 ? 'name' : 'names'} still missing`;
  }
}

/** The Umrah season a departure counts in: the Hijri year it leaves in ("1448 AH"). */
export function seasonOf(departureDate: string): string {
  const h = hijriDateOf(departureDate);
  return h ? `${h.year} AH` : '';
}

/** One departure's line of the margin report. */
export interface MarginReportRow {
  departureId: string;
  departureDate: string;
  packageId: string;
  packageTitle: string;
  margin: Margin;
}

export interface MarginGroup {
  key: string;
  label: string;
  departures: number;
  pilgrims: number;
  revenueCents: number;
  collectedCents: number;
  committedCents: number;
  marginCents: number;
}

/** The margin report's totals per package or per season, in the rows' order of first appearance. */
export function marginGroups(
  rows: readonly MarginReportRow[],
  by: 'package' | 'season',
): MarginGroup[] {
  const groups = new Map<string, MarginGroup>();
  for (const r of rows) {
    const key = by === 'package' ? r.packageId : seasonOf(r.departureDate);
    const label = by === 'package' ? r.packageTitle || r.packageId : key;
    const g = groups.get(key) ?? {
      key,
      label,
      departures: 0,
      pilgrims: 0,
      revenueCents: 0,
      collectedCents: 0,
      committedCents: 0,
      marginCents: 0,
    };
    g.departures += 1;
    g.pilgrims += r.margin.pilgrims;
    g.revenueCents += r.margin.revenueCents;
    g.collectedCents += r.margin.collectedCents;
    g.committedCents += r.margin.committedCents;
    g.marginCents += r.margin.marginCents;
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** 123450 and 'SAR' → "SAR 1,234.50"; CAD reads "$1,234.50". */
export function formatMoney(cents: number, currency: CostCurrency): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-CA');
  const text = `${whole}.${String(abs % 100).padStart(2, '0')}`;
  return currency === 'CAD' ? `${sign}$${text}` : `${sign}${currency} ${text}`;
}

/**
 * A sheet copied onto another departure: its lines and rates with new ids, no payment, and every
 * date (schedule, name and ticketing deadlines) moved by `shiftDays` (the days between the two
 * departures), so "balance 30 days before" stays 30 days before.
 */
export function copiedSheet(
  from: Pick<CostSheet, 'rates' | 'lines'>,
  departureId: string,
  newId: () => string,
  shiftDays = 0,
): Pick<CostSheet, 'departureId' | 'rates' | 'lines' | 'payments'> {
  const shift = (d: string | null) => (d ? addDays(d, shiftDays) : null);
  return {
    departureId,
    rates: { ...from.rates },
    lines: from.lines.map((l) => ({
      ...l,
      id: newId(),
      nameDeadline: shift(l.nameDeadline),
      ticketingDeadline: shift(l.ticketingDeadline),
      schedule: l.schedule.map((s) => ({
        ...s,
        id: newId(),
        dueDate: addDays(s.dueDate, shiftDays),
      })),
    })),
    payments: [],
  };
}

/** GET /api/admin/departures/{id}/costs: the departure's books as the Costs tab shows them. */
export interface DepartureCosts {
  sheet: CostSheet;
  suppliers: Supplier[];
  lines: LineFigures[];
  schedule: DuePayment[];
  margin: Margin;
  allotments: Allotments;
  /** The package's stays (keys for hotel lines), with their nights. */
  stays: { key: string; city: string; nights: number }[];
  /** Where the pilgrims' money sits: in from the receipts, out to the suppliers. */
  trust: TrustLedger;
}

/** GET /api/admin/costs/trust: the whole agency's money held, by month. */
export interface AgencyTrust {
  months: TrustMonth[];
}

/** GET /api/admin/costs/due: one payment owed to a supplier soon, with where it belongs. */
export interface SupplierPaymentDue extends DuePayment {
  departureId: string;
  departureDate: string;
  lineLabel: string;
  supplierName: string;
}

/** GET /api/admin/costs/report: every costed departure's margin, per package and per season. */
export interface MarginReport {
  departures: MarginReportRow[];
  byPackage: MarginGroup[];
  bySeason: MarginGroup[];
}
