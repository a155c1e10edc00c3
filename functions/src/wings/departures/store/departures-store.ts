// The departures store: the only code that reads or writes `departures` documents. A departure
// keeps its held seats as two fields the transactions below keep exact: `bookedSeats` (the
// travellers of its confirmed bookings, moved only inside the bookings' own transactions through
// applySeatChange) and `manualHolds` (seats staff hold by hand).
import {
  DEPARTURE_STATUSES,
  NO_TALLY,
  type DepartureStatus,
  sameTally,
  seatDeltas,
  tallyDeltas,
  type BookingTally,
  seatsFit,
  seatsLeft,
  type Departure,
  type DepartureFields,
  type FlightLeg,
  type ManualHold,
  type SeatChange,
  type SeatClaim,
} from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { isDocId } from '../../../platform/firebase/doc-id';
import { decodeDateCursor, encodeDateCursor, type Page } from '../../../platform/firebase/paging';
import { toIso } from '../../../platform/firebase/timestamps';

const col = () => db().collection('departures');

function departureRef(id: string) {
  if (!isDocId(id)) throw new DomainError('departure_not_found');
  return col().doc(id);
}

function existing(snap: DocumentSnapshot): DocumentData {
  if (!snap.exists) throw new DomainError('departure_not_found');
  return snap.data() ?? {};
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const dateOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);
const numberOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The stored flight legs (none on documents written before legs existed). */
function legsOf(v: unknown): FlightLeg[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((l: unknown) => {
    if (!l || typeof l !== 'object') return [];
    const leg = l as Record<string, unknown>;
    return [
      {
        direction: leg['direction'] === 'return' ? ('return' as const) : ('outbound' as const),
        flightNumber: text(leg['flightNumber']),
        from: text(leg['from']),
        to: text(leg['to']),
        departsAt: text(leg['departsAt']),
        arrivesAt: text(leg['arrivesAt']),
      },
    ];
  });
}

/** A stored document as the API's Departure (fields missing from older documents filled). */
export function toDeparture(id: string, d: DocumentData): Departure {
  const flights = (d['flights'] ?? {}) as Record<string, unknown>;
  const prices = (d['prices'] ?? {}) as Record<string, unknown>;
  const fr = d['fr'] as Record<string, unknown> | null | undefined;
  return {
    id,
    packageId: text(d['packageId']),
    departureDate: text(d['departureDate']),
    returnDate: text(d['returnDate']),
    flights: {
      airline: text(flights['airline']),
      flightNumbers: text(flights['flightNumbers']),
      departureAirport: text(flights['departureAirport']),
      departureTime: text(flights['departureTime']),
      connections: text(flights['connections']),
      legs: legsOf(flights['legs']),
    },
    capacity: Number(d['capacity'] ?? 0),
    prices: {
      quad: numberOrNull(prices['quad']),
      triple: numberOrNull(prices['triple']),
      double: numberOrNull(prices['double']),
      singleSupplement: numberOrNull(prices['singleSupplement']),
    },
    depositDueDate: dateOrNull(d['depositDueDate']),
    balanceDueDate: dateOrNull(d['balanceDueDate']),
    status: (DEPARTURE_STATUSES as readonly unknown[]).includes(d['status'])
      ? (d['status'] as DepartureStatus)
      : 'open',
    notes: text(d['notes']),
    fr: fr ? { notes: text(fr['notes']), connections: text(fr['connections']) } : null,
    // Validated on write (schemas/payment-plan.ts); absent on departures stored before plans.
    paymentPlan: (d['paymentPlan'] as Departure['paymentPlan'] | undefined) ?? null,
    cancellationPolicy:
      (d['cancellationPolicy'] as Departure['cancellationPolicy'] | undefined) ?? null,
    bookedSeats: Number(d['bookedSeats'] ?? 0),
    tally: tallyOf(d['tally']),
    manualHolds: Array.isArray(d['manualHolds']) ? (d['manualHolds'] as ManualHold[]) : [],
    privateFor: typeof d['privateFor'] === 'string' && d['privateFor'] ? d['privateFor'] : null,
    createdAt: toIso(d['createdAt']),
    updatedAt: toIso(d['updatedAt'] ?? d['createdAt']),
  };
}

/** The stored tally (absent on departures made before it: zeros until recounted). */
function tallyOf(v: unknown): BookingTally {
  const t = (v ?? {}) as Record<string, unknown>;
  const n = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
  return { requested: n(t['requested']), waiting: n(t['waiting']), paidInFull: n(t['paidInFull']) };
}

/** A tally's change as field increments (zeros left out). */
function tallyIncrements(delta: BookingTally): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {};
  for (const key of ['requested', 'waiting', 'paidInFull'] as const) {
    if (delta[key]) fields[`tally.${key}`] = FieldValue.increment(delta[key]);
  }
  return fields;
}

const fromDoc = (doc: DocumentSnapshot) => toDeparture(doc.id, doc.data() ?? {});

/** The fields staff write (never the seat counts). */
const writable = (f: DepartureFields) => ({
  departureDate: f.departureDate,
  returnDate: f.returnDate,
  flights: f.flights,
  capacity: f.capacity,
  prices: f.prices,
  depositDueDate: f.depositDueDate,
  balanceDueDate: f.balanceDueDate,
  status: f.status,
  notes: f.notes,
  fr: f.fr,
  paymentPlan: f.paymentPlan,
  cancellationPolicy: f.cancellationPolicy,
});

/**
 * Adds a departure to a package, with no seat taken. `id` fixes the document id (the migration
 * makes one per package, so running it again finds it); otherwise a new id.
 */
export async function createDeparture(
  packageId: string,
  fields: DepartureFields,
  seats: { bookedSeats?: number; tally?: BookingTally; id?: string } = {},
): Promise<Departure> {
  const ref = seats.id ? departureRef(seats.id) : col().doc();
  const now = FieldValue.serverTimestamp();
  await ref.create({
    ...writable(fields),
    packageId,
    bookedSeats: seats.bookedSeats ?? 0,
    tally: seats.tally ?? NO_TALLY,
    manualHolds: [],
    createdAt: now,
    updatedAt: now,
  });
  return fromDoc(await ref.get());
}

export async function readDeparture(id: string): Promise<Departure> {
  return toDeparture(id, existing(await departureRef(id).get()));
}

/** The departure an id names, or null. */
export async function findDeparture(id: string): Promise<Departure | null> {
  if (!isDocId(id)) return null;
  const snap = await col().doc(id).get();
  return snap.exists ? fromDoc(snap) : null;
}

/**
 * Replaces what staff entered; the seats stay as they are. Capacity may go below what is held
 * (an airline cut a block): the departure then shows sold out and takes no more confirmations.
 */
export async function updateDeparture(id: string, fields: DepartureFields): Promise<Departure> {
  const ref = departureRef(id);
  return db().runTransaction(async (tx) => {
    const data = existing(await tx.get(ref));
    const next = { ...data, ...writable(fields) };
    tx.update(ref, { ...writable(fields), updatedAt: FieldValue.serverTimestamp() });
    return toDeparture(id, next);
  });
}

/**
 * The departure's new fields written inside a transaction the caller runs (the bookings wing
 * moves its confirmed bookings to the new dates in the same one). Reads before it writes.
 */
export async function updateDepartureIn(
  tx: Transaction,
  id: string,
  fields: DepartureFields,
): Promise<{ before: Departure; after: Departure }> {
  const ref = departureRef(id);
  const data = existing(await tx.get(ref));
  tx.update(ref, { ...writable(fields), updatedAt: FieldValue.serverTimestamp() });
  return {
    before: toDeparture(id, data),
    after: toDeparture(id, { ...data, ...writable(fields) }),
  };
}

export async function setDepartureStatus(
  id: string,
  status: DepartureFields['status'],
): Promise<Departure> {
  const ref = departureRef(id);
  return db().runTransaction(async (tx) => {
    const data = existing(await tx.get(ref));
    tx.update(ref, { status, updatedAt: FieldValue.serverTimestamp() });
    return toDeparture(id, { ...data, status });
  });
}

/**
 * The agency cancels the departure: its status and who, when and why, in the caller's
 * transaction (the bookings' side follows in theirs). Answers the departure as it was.
 */
export async function cancelDepartureIn(
  tx: Transaction,
  id: string,
  cancelled: { reason: string; at: string; by: string },
): Promise<Departure> {
  const ref = departureRef(id);
  const data = existing(await tx.get(ref));
  const before = toDeparture(id, data);
  if (before.status !== 'cancelled') {
    tx.update(ref, { status: 'cancelled', cancelled, updatedAt: FieldValue.serverTimestamp() });
  }
  return before;
}

/**
 * Keeps the departure for one leader's group (its code), or opens it to the public again (null).
 * Written apart from what staff enter on the departure form, which never changes it.
 */
export async function setDeparturePrivateFor(id: string, code: string | null): Promise<void> {
  const ref = departureRef(id);
  existing(await ref.get());
  await ref.update({ privateFor: code, updatedAt: FieldValue.serverTimestamp() });
}

export async function deleteDeparture(id: string): Promise<void> {
  const ref = departureRef(id);
  existing(await ref.get());
  await ref.delete();
}

/** A package's departures, soonest first. */
export async function packageDepartures(packageId: string): Promise<Departure[]> {
  const snap = await col().where('packageId', '==', packageId).get();
  return snap.docs.map(fromDoc).sort((a, b) => a.departureDate.localeCompare(b.departureDate));
}

/** Documents read per query by everyUpcomingDeparture. */
const UPCOMING_CHUNK = 5000;

/**
 * Every departure from `today` on, soonest first (every package): the public lists and the
 * sitemap must not lose the later ones. Read in chunks of 5,000, one query for any real season
 * (each query is a round trip), bounded in memory however many there are.
 */
export async function everyUpcomingDeparture(
  today: string,
  chunk = UPCOMING_CHUNK,
): Promise<Departure[]> {
  const all: Departure[] = [];
  let query = col()
    .where('departureDate', '>=', today)
    .orderBy('departureDate')
    .orderBy(FieldPath.documentId())
    .limit(chunk);
  for (;;) {
    const snap = await query.get();
    all.push(...snap.docs.map(fromDoc));
    const last = snap.docs.at(-1);
    if (snap.size < chunk || !last) return all;
    query = query.startAfter(last.get('departureDate'), last.id);
  }
}

/**
 * One page of the departures from `today` on, soonest first, ties by document id, after the
 * departure `cursor` names (a date cursor: the previous page's last date and id). Reads one more
 * than `limit` to know whether a page follows.
 */
export async function upcomingDeparturePage(
  today: string,
  request: { limit: number; cursor?: string | undefined },
): Promise<Page<Departure>> {
  let query = col()
    .where('departureDate', '>=', today)
    .orderBy('departureDate')
    .orderBy(FieldPath.documentId());
  if (request.cursor) {
    const { date, id } = decodeDateCursor(request.cursor);
    query = query.startAfter(date, id);
  }
  const snap = await query.limit(request.limit + 1).get();
  const items = snap.docs.slice(0, request.limit).map(fromDoc);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor:
      snap.docs.length > request.limit && last
        ? encodeDateCursor({ date: last.departureDate, id: last.id })
        : null,
  };
}

/** Departures leaving from `from` to `to` (YYYY-MM-DD, inclusive), soonest first (every package). */
export async function departuresLeavingBetween(from: string, to: string): Promise<Departure[]> {
  const snap = await col()
    .where('departureDate', '>=', from)
    .where('departureDate', '<=', to)
    .orderBy('departureDate')
    .get();
  return snap.docs.map(fromDoc);
}

/** Seats staff hold by hand, refused when they do not fit. Answers the departure as written. */
export async function addManualHold(id: string, hold: Omit<ManualHold, 'id'>): Promise<Departure> {
  const ref = departureRef(id);
  return db().runTransaction(async (tx) => {
    const before = toDeparture(id, existing(await tx.get(ref)));
    if (!seatsFit(before, hold.seats)) {
      throw new DomainError('departure_sold_out', {
        seatsLeft: seatsLeft(before),
        departureDate: before.departureDate,
      });
    }
    const manualHolds = [...before.manualHolds, { ...hold, id: col().doc().id }];
    tx.update(ref, { manualHolds, updatedAt: FieldValue.serverTimestamp() });
    return { ...before, manualHolds };
  });
}

/** Releases a hold staff placed. */
export async function removeManualHold(id: string, holdId: string): Promise<Departure> {
  const ref = departureRef(id);
  return db().runTransaction(async (tx) => {
    const before = toDeparture(id, existing(await tx.get(ref)));
    const manualHolds = before.manualHolds.filter((h) => h.id !== holdId);
    if (manualHolds.length === before.manualHolds.length) throw new DomainError('hold_not_found');
    tx.update(ref, { manualHolds, updatedAt: FieldValue.serverTimestamp() });
    return { ...before, manualHolds };
  });
}

/**
 * Counts a new request on its departure inside the request's transaction `tx`, without reading
 * the departure (the request's use case has checked it): a burst of requests for one date adds
 * up without any of them waiting on the others.
 */
export function countNewRequest(tx: Transaction, claim: SeatClaim): void {
  const fields = tallyIncrements(claim.tally);
  if (Object.keys(fields).length) tx.update(departureRef(claim.departureId), fields);
}

/** A departure's stored tally read in the caller's transaction (its recount; 404 when gone). */
export async function departureTallyIn(tx: Transaction, id: string): Promise<BookingTally> {
  return toDeparture(id, existing(await tx.get(departureRef(id)))).tally;
}

/**
 * Sets a departure's tally to one counted afresh from its bookings, in the caller's transaction
 * after its reads (`before` as read there). Answers whether the stored tally changed.
 */
export function setDepartureTallyIn(
  tx: Transaction,
  id: string,
  before: BookingTally,
  tally: BookingTally,
): boolean {
  if (sameTally(before, tally)) return false;
  tx.update(departureRef(id), { tally });
  return true;
}

/**
 * Moves the held seats of one booking write inside that write's transaction `tx`: reads every
 * departure involved (the caller has done its own reads; Firestore wants every read before the
 * first write), refuses a change that adds more seats than are left (`departure_sold_out`, with
 * the seats left), then writes the new counts and moves the tally (requested, waiting, paid in
 * full) by the difference. A departure deleted since only loses seats.
 * Answers the departures as read (before the change).
 */
export async function applySeatChange(
  tx: Transaction,
  change: SeatChange,
): Promise<Map<string, Departure>> {
  const deltas = seatDeltas(change);
  const ids = [...new Set([change.from?.departureId, change.to?.departureId])].filter(
    (id): id is string => !!id,
  );
  const refs = ids.map((id) => departureRef(id));
  const snaps = refs.length ? await tx.getAll(...refs) : [];
  const read = new Map<string, Departure>();
  snaps.forEach((snap) => {
    if (snap.exists) read.set(snap.id, fromDoc(snap));
  });
  for (const [id, delta] of deltas) {
    const d = read.get(id);
    if (!d) {
      if (delta > 0) throw new DomainError('departure_not_found');
      continue;
    }
    if (!seatsFit(d, delta)) {
      throw new DomainError('departure_sold_out', {
        seatsLeft: seatsLeft(d),
        departureDate: d.departureDate,
      });
    }
  }
  const tallies = tallyDeltas(change);
  for (const id of ids) {
    const d = read.get(id);
    const seats = deltas.get(id);
    const tally = tallies.get(id);
    if (!d || (!seats && !tally)) continue;
    tx.update(departureRef(id), {
      ...(tally ? tallyIncrements(tally) : {}),
      // Seats left show on the public pages (and the sitemap's lastmod); the tally does not.
      ...(seats
        ? {
            bookedSeats: Math.max(0, d.bookedSeats + seats),
            updatedAt: FieldValue.serverTimestamp(),
          }
        : {}),
    });
  }
  return read;
}
