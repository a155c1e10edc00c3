/**
 * A departure at a glance (issue 30, item 4): the figures staff check before a group flies
 * (seats, paid in full, ready, roomed) and what still blocks the departure, as named problems
 * each pointing at the screen that fixes it. Pure: the server gathers the facts.
 */
import type { DepartureStatus } from './departures';
import { frenchSpacing } from './french-typography';
import type { FormLanguage } from './validation-messages';

export interface GlanceBooking {
  id: string;
  reference: string;
  leadName: string;
  paidInFull: boolean;
  /** YYYY-MM-DD; null when no balance is due (paid, or no plan). */
  balanceDueDate: string | null;
  travellersPaid: number;
  travellersNamed: number;
}

export interface GlanceStay {
  key: string;
  city: string;
  /** Travellers in a room of the stay's list (0 when there is no list yet). */
  placed: number;
  hasList: boolean;
  locked: boolean;
  /** Rooms changed since the list was locked: to resend to the hotel. */
  changedAfterLock: number;
}

export interface GlanceFacts {
  today: string;
  departureDate: string;
  status: DepartureStatus;
  capacity: number;
  held: number;
  left: number;
  requested: number;
  waiting: number;
  flightsGiven: boolean;
  bookings: GlanceBooking[];
  /** Travellers of the confirmed bookings and how many pass every readiness rule. */
  travellers: { total: number; ready: number };
  stays: GlanceStay[];
  /**
   * The airline's name deadline (the earliest of the cost sheet's air lines) and how many
   * travellers have no passport name yet; absent or null when no air line sets one.
   */
  nameDeadline?: { date: string; missing: number } | null;
}

/** Where staff fix a problem: a section of the departure page, or a booking. */
export type GlanceFix =
  | { to: 'readiness' }
  | { to: 'rooming'; stay: string }
  | { to: 'booking'; bookingId: string }
  | { to: 'departure' }
  | { to: 'costs' };

export type GlanceProblem =
  | { code: 'no_flights'; fix: GlanceFix }
  | { code: 'not_guaranteed'; params: { held: number; capacity: number }; fix: GlanceFix }
  | { code: 'not_ready'; params: { count: number; total: number }; fix: GlanceFix }
  | { code: 'names_missing'; params: { reference: string; missing: number }; fix: GlanceFix }
  | { code: 'balance_overdue'; params: { reference: string; due: string }; fix: GlanceFix }
  | { code: 'not_roomed'; params: { city: string; count: number }; fix: GlanceFix }
  | { code: 'rooming_unlocked'; params: { city: string }; fix: GlanceFix }
  | { code: 'rooming_changed'; params: { city: string; rooms: number }; fix: GlanceFix }
  | {
      code: 'name_deadline';
      params: { deadline: string; missing: number; days: number };
      fix: GlanceFix;
    };

export type GlanceProblemCode = GlanceProblem['code'];

export interface DepartureGlance {
  seats: { capacity: number; held: number; left: number; requested: number; waiting: number };
  paidInFull: { bookings: number; of: number };
  ready: { travellers: number; of: number };
  roomed: { key: string; city: string; travellers: number; of: number; locked: boolean }[];
  problems: GlanceProblem[];
}

/**
 * How close to departure a list that is still open becomes a problem: hotels want the rooming list
 * about two weeks ahead (an agency practice, not a rule of law).
 */
export const ROOMING_LOCK_DAYS = 14;

/** How close to the airline's name deadline missing passport names become a problem. */
export const NAME_DEADLINE_DAYS = 21;

const daysUntil = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function departureGlance(f: GlanceFacts): DepartureGlance {
  const problems: GlanceProblem[] = [];
  const departure: GlanceFix = { to: 'departure' };
  if (!f.flightsGiven) problems.push({ code: 'no_flights', fix: departure });
  if (f.status === 'open' && f.bookings.length > 0) {
    problems.push({
      code: 'not_guaranteed',
      params: { held: f.held, capacity: f.capacity },
      fix: departure,
    });
  }
  const notReady = f.travellers.total - f.travellers.ready;
  if (notReady > 0) {
    problems.push({
      code: 'not_ready',
      params: { count: notReady, total: f.travellers.total },
      fix: { to: 'readiness' },
    });
  }
  for (const b of f.bookings) {
    const missing = b.travellersPaid - b.travellersNamed;
    if (missing > 0) {
      problems.push({
        code: 'names_missing',
        params: { reference: b.reference, missing },
        fix: { to: 'booking', bookingId: b.id },
      });
    }
    if (!b.paidInFull && b.balanceDueDate && b.balanceDueDate < f.today) {
      problems.push({
        code: 'balance_overdue',
        params: { reference: b.reference, due: b.balanceDueDate },
        fix: { to: 'booking', bookingId: b.id },
      });
    }
  }
  const lockDue = daysUntil(f.today, f.departureDate) <= ROOMING_LOCK_DAYS;
  for (const s of f.stays) {
    const fix: GlanceFix = { to: 'rooming', stay: s.key };
    const unplaced = f.travellers.total - s.placed;
    if (unplaced > 0) {
      problems.push({ code: 'not_roomed', params: { city: s.city, count: unplaced }, fix });
    }
    if (s.hasList && !s.locked && lockDue) {
      problems.push({ code: 'rooming_unlocked', params: { city: s.city }, fix });
    }
    if (s.locked && s.changedAfterLock > 0) {
      problems.push({
        code: 'rooming_changed',
        params: { city: s.city, rooms: s.changedAfterLock },
        fix,
      });
    }
  }
  const names = f.nameDeadline;
  if (names && names.missing > 0 && daysUntil(f.today, names.date) <= NAME_DEADLINE_DAYS) {
    problems.push({
      code: 'name_deadline',
      params: {
        deadline: names.date,
        missing: names.missing,
        days: daysUntil(f.today, names.date),
      },
      fix: { to: 'costs' },
    });
  }
  return {
    seats: {
      capacity: f.capacity,
      held: f.held,
      left: f.left,
      requested: f.requested,
      waiting: f.waiting,
    },
    paidInFull: { bookings: f.bookings.filter((b) => b.paidInFull).length, of: f.bookings.length },
    ready: { travellers: f.travellers.ready, of: f.travellers.total },
    roomed: f.stays.map((s) => ({
      key: s.key,
      city: s.city,
      travellers: s.placed,
      of: f.travellers.total,
      locked: s.locked,
    })),
    problems,
  };
}

const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);

function englishText(p: GlanceProblem): string {
  switch (p.code) {
    case 'no_flights':
      return 'The flights are not entered yet.';
    case 'not_guaranteed':
      return `Not guaranteed yet: ${p.params.held} of ${p.params.capacity} seats held.`;
    case 'not_ready':
      return `${p.params.count} of ${p.params.total} ${plural(p.params.total, 'traveller', 'travellers')} not ready.`;
    case 'names_missing':
      return `Booking ${p.params.reference}: ${p.params.missing} traveller ${plural(p.params.missing, 'name', 'names')} missing.`;
    case 'balance_overdue':
      return `Booking ${p.params.reference}: balance overdue (due ${p.params.due}).`;
    case 'not_roomed':
      return `${p.params.city}: ${p.params.count} ${plural(p.params.count, 'traveller', 'travellers')} not in a room.`;
    case 'rooming_unlocked':
      return `${p.params.city}: lock the rooming list and send it to the hotel.`;
    case 'rooming_changed':
      return `${p.params.city}: ${p.params.rooms} ${plural(p.params.rooms, 'room', 'rooms')} changed since the list was locked; resend it to the hotel.`;
    case 'name_deadline':
      return p.params.days < 0
        ? `The airline's name deadline (${p.params.deadline}) has passed: ${p.params.missing} passport ${plural(p.params.missing, 'name', 'names')} still missing.`
        : `The airline wants the passport names by ${p.params.deadline} (in ${p.params.days} ${plural(p.params.days, 'day', 'days')}): ${p.params.missing} still missing.`;
  }
}

function frenchText(p: GlanceProblem): string {
  switch (p.code) {
    case 'no_flights':
      return 'Les vols ne sont pas encore saisis.';
    case 'not_guaranteed':
      return `Départ pas encore garanti : ${p.params.held} places réservées sur ${p.params.capacity}.`;
    case 'not_ready':
      return `${p.params.count} ${plural(p.params.count, 'voyageur n’est pas prêt', 'voyageurs ne sont pas prêts')} sur ${p.params.total}.`;
    case 'names_missing':
      return `Réservation ${p.params.reference} : ${p.params.missing} ${plural(p.params.missing, 'nom de voyageur manquant', 'noms de voyageurs manquants')}.`;
    case 'balance_overdue':
      return `Réservation ${p.params.reference} : solde en retard (dû le ${p.params.due}).`;
    case 'not_roomed':
      return `${p.params.city} : ${p.params.count} ${plural(p.params.count, 'voyageur sans chambre', 'voyageurs sans chambre')}.`;
    case 'rooming_unlocked':
      return `${p.params.city} : verrouillez la liste des chambres et envoyez-la à l’hôtel.`;
    case 'rooming_changed':
      return `${p.params.city} : ${p.params.rooms} ${plural(p.params.rooms, 'chambre modifiée', 'chambres modifiées')} depuis le verrouillage ; renvoyez la liste à l’hôtel.`;
    case 'name_deadline':
      return p.params.days < 0
        ? `La date limite des noms de la compagnie aérienne (${p.params.deadline}) est passée : ${p.params.missing} ${plural(p.params.missing, 'nom de passeport manque', 'noms de passeport manquent')} encore.`
        : `La compagnie aérienne attend les noms des passeports d’ici le ${p.params.deadline} (dans ${p.params.days} ${plural(p.params.days, 'jour', 'jours')}) : ${p.params.missing} ${plural(p.params.missing, 'manque', 'manquent')} encore.`;
  }
}

/** The sentence staff read for a problem. */
export function glanceProblemText(p: GlanceProblem, language: FormLanguage = 'en'): string {
  return language === 'fr' ? frenchSpacing(frenchText(p)) : englishText(p);
}
