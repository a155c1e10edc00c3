/**
 * Group leaders: the imam or community organiser who brings a whole group, the groups they lead
 * (one per departure they lead) and the group's price, which drops once the group passes set
 * sizes. Model only (no yup): the schemas are schemas/group-leader.ts. Money in whole dollars per
 * traveller (as departures' prices), totals in cents.
 */
import { scheduleForTotal } from './money/cancellation';
import type { Instalment } from './money/plan-schedule';
import type { PublicDeparture } from './departures';

export const LEADER_LANGUAGES = ['en', 'fr'] as const;
export type LeaderLanguage = (typeof LEADER_LANGUAGES)[number];

/** What staff enter for a leader. */
export interface GroupLeaderFields {
  name: string;
  organisation: string;
  email: string;
  phone: string;
  /** The language the agency writes to them in. */
  language: LeaderLanguage;
}

export interface GroupLeader extends GroupLeaderFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** From `minTravellers` confirmed travellers in the group on, each pays `pricePerTraveller`. */
export interface GroupPriceStep {
  minTravellers: number;
  pricePerTraveller: number;
}

/** What staff enter for a group: its leader, its departure, its name and its prices. */
export interface GroupFields {
  leaderId: string;
  departureId: string;
  /** The group's name as pilgrims read it on the booking form (e.g. "Masjid Al-Noor, Montréal"). */
  name: string;
  /** The price per traveller before any step (whole dollars). */
  pricePerTraveller: number;
  /** Lower prices from set sizes on (any order as entered; read through sortedSteps). */
  priceSteps: GroupPriceStep[];
  /** The departure is the group's alone: off /packages, the package page and search engines. */
  privateDeparture: boolean;
}

/** A stored group. Its id is its code, the short code the leader shares (/g/CODE). */
export interface Group extends GroupFields {
  code: string;
  packageId: string;
  createdAt: string;
}

/** What visitors read of a group through its link: no leader's contact details. */
export interface PublicGroup {
  code: string;
  name: string;
  leaderName: string;
  organisation: string;
  packageId: string;
  departureId: string;
  /** The price per traveller now, for the travellers confirmed so far. */
  pricePerTraveller: number;
  /** The steps still ahead or reached, smallest size first. */
  priceSteps: GroupPriceStep[];
  confirmedTravellers: number;
}

/** Codes are read aloud and typed on phones: no 0/O, 1/I/L. */
export const GROUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GROUP_CODE_LENGTH = 6;
/** At most this many price steps per group. */
export const GROUP_PRICE_STEPS_MAX = 5;

/** The group's booking page, in English (localizedPath gives the other languages'). */
export function groupBookingPath(code: string): string {
  return `/booking/group/${code}`;
}

/** The short address a leader shares: it answers with a redirect to the booking page. */
export function groupShortPath(code: string): string {
  return `/g/${code}`;
}

/** A code as typed (spaces, lower case) in its stored form. */
export function normalizeGroupCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isGroupCode(value: string): boolean {
  if (value.length !== GROUP_CODE_LENGTH) return false;
  return [...value].every((c) => GROUP_CODE_ALPHABET.includes(c));
}

/** A code from random bytes (one per character; the caller supplies them). */
export function groupCodeFrom(bytes: ArrayLike<number>): string {
  let code = '';
  for (let i = 0; i < GROUP_CODE_LENGTH; i += 1) {
    code += GROUP_CODE_ALPHABET[(bytes[i] ?? 0) % GROUP_CODE_ALPHABET.length];
  }
  return code;
}

/** The steps, smallest size first. */
export function sortedSteps(steps: readonly GroupPriceStep[]): GroupPriceStep[] {
  return [...steps].sort((a, b) => a.minTravellers - b.minTravellers);
}

export interface GroupPrice {
  pricePerTraveller: number;
  /** The step that set it; null: the group's base price. */
  step: GroupPriceStep | null;
}

/**
 * The group's price per traveller once `confirmedTravellers` are confirmed: the lowest price of
 * the steps reached (a step is reached at exactly its size), never above the base price.
 */
export function groupPriceFor(
  group: Pick<GroupFields, 'pricePerTraveller' | 'priceSteps'>,
  confirmedTravellers: number,
): GroupPrice {
  let best: GroupPrice = { pricePerTraveller: group.pricePerTraveller, step: null };
  for (const step of sortedSteps(group.priceSteps)) {
    if (
      confirmedTravellers >= step.minTravellers &&
      step.pricePerTraveller < best.pricePerTraveller
    ) {
      best = { pricePerTraveller: step.pricePerTraveller, step };
    }
  }
  return best;
}

/** A booking's total at a price per traveller, in cents. */
export function groupTotalCents(pricePerTraveller: number, travellers: number): number {
  return Math.round(pricePerTraveller * 100) * travellers;
}

/** The next step the group has not reached yet (what the booking form may promise), or null. */
export function nextGroupStep(
  group: Pick<GroupFields, 'priceSteps'>,
  confirmedTravellers: number,
): GroupPriceStep | null {
  return sortedSteps(group.priceSteps).find((s) => s.minTravellers > confirmedTravellers) ?? null;
}

/** What a confirmed group booking's plan records of its price (the pay page says why). */
export interface GroupPriceNote {
  code: string;
  name: string;
  pricePerTraveller: number;
  /** The group size that brought the price down; null: the group's base price. */
  minTravellers: number | null;
}

/** The plan parts a new group price changes. */
export interface RepricedPlan {
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  schedule?: Instalment[] | null;
}

/**
 * A confirmed plan brought down to a lower group total: a schedule sheds the difference from its
 * last instalments (what is due first stays due first; scheduleForTotal); a deposit-and-balance
 * plan keeps its deposit (capped at the new total) and lowers its balance. Null when the new
 * total is not lower: a group price only ever lowers a confirmed plan.
 */
export function planAtLowerTotal(plan: RepricedPlan, totalCents: number): RepricedPlan | null {
  if (totalCents >= plan.totalCents) return null;
  if (plan.schedule) {
    const schedule = scheduleForTotal(plan.schedule, totalCents);
    const depositCents = schedule.find((i) => i.kind === 'deposit')?.amountCents ?? 0;
    return { totalCents, depositCents, balanceCents: totalCents - depositCents, schedule };
  }
  const depositCents = Math.min(plan.depositCents, totalCents);
  return { totalCents, depositCents, balanceCents: totalCents - depositCents };
}

/** The group as its booking link shows it. */
export function publicGroup(
  group: Group,
  leader: Pick<GroupLeader, 'name' | 'organisation'>,
  confirmedTravellers: number,
): PublicGroup {
  return {
    code: group.code,
    name: group.name,
    leaderName: leader.name,
    organisation: leader.organisation,
    packageId: group.packageId,
    departureId: group.departureId,
    pricePerTraveller: groupPriceFor(group, confirmedTravellers).pricePerTraveller,
    priceSteps: sortedSteps(group.priceSteps),
    confirmedTravellers,
  };
}

/**
 * What a group's booking link reads (the site's ['group', code] read): the group, its package as
 * visitors read it, and its departure; null when no group has the code, or its package is not
 * published or its departure gone.
 */
export interface GroupPageView<P = unknown> {
  group: PublicGroup;
  package: P;
  departure: PublicDeparture;
}
