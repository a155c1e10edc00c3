// A cancellation policy: fees by how many days before departure a traveller cancels, and the
// components never refunded once bought. The fee, what is kept and the refund, in integer cents;
// the lines the public pages show (Ontario O. Reg. 26/05 s. 36 disclosure); a version that a
// booking records when the pilgrim accepts it. Model module: no yup here.

import { formatMoneyCents } from '../locale-format';
import type { Locale } from '../locale';

export const CANCELLATION_FEE_TYPES = ['percent', 'amount'] as const;
/**
 * A fee per traveller: a percentage of each one's share (`value` in basis points: 5000 is 50%),
 * or a fixed amount (`value` in cents).
 */
export interface CancellationFee {
  type: (typeof CANCELLATION_FEE_TYPES)[number];
  value: number;
}

/** Cancelling `daysBefore` days or fewer before departure costs `fee` (the nearest tier wins). */
export interface CancellationTier {
  daysBefore: number;
  fee: CancellationFee;
}

export const NON_REFUNDABLE_KINDS = ['visa', 'air', 'other'] as const;
export type NonRefundableKind = (typeof NON_REFUNDABLE_KINDS)[number];

/**
 * A component kept once bought, per traveller. `fromDaysBefore` says when it is bought (air:
 * ticketing N days before departure); without it, it is kept from the booking on.
 */
export interface NonRefundableComponent {
  kind: NonRefundableKind;
  cents: number;
  fromDaysBefore: number | null;
  /** What it is, for `other` (English and French). */
  label: { en: string; fr: string } | null;
}

export interface CancellationPolicy {
  tiers: CancellationTier[];
  nonRefundable: NonRefundableComponent[];
  /** The fee per traveller replaced by another person (a name change); absent, null or 0: none. */
  nameChangeCents?: number | null;
}

/**
 * The policy a booking's pilgrim accepted (when they sent the request, or accepted it again on
 * the pay page), kept whole on the booking: a later change of the package's or departure's
 * policy never changes what a cancellation of this booking costs.
 */
export interface AcceptedPolicy {
  /** policyVersion(policy). */
  version: string;
  policy: CancellationPolicy;
  /** ISO time. */
  acceptedAt: string;
}

export const MAX_CANCELLATION_TIERS = 10;
export const MAX_NON_REFUNDABLE = 6;

export interface CancellationInput {
  /** Payments less refunds so far, in cents. */
  paid: number;
  /** The booking's total, in cents. */
  total: number;
  travellersCancelled: number;
  travellersTotal: number;
  /** YYYY-MM-DD. */
  departureDate: string;
  /** YYYY-MM-DD: the day of the cancellation. */
  on: string;
}

export interface CancellationOutcome {
  /** Whole days from `on` to departure (0 or less on or after the departure day). */
  daysBefore: number;
  /** The tier applied, or null (cancelled earlier than every tier). */
  tier: CancellationTier | null;
  /** The cancelled travellers' share of the total. */
  shareCents: number;
  feeCents: number;
  nonRefundableCents: number;
  /** What the booking owes after the cancellation: the others' share plus fee and kept parts. */
  newTotalCents: number;
  /** What goes back: never negative, never more than was paid. */
  refundCents: number;
}

/** Whole days from a to b (YYYY-MM-DD). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The tier for a cancellation `daysBefore` days before departure: the smallest one covering it. */
export function tierFor(policy: CancellationPolicy, daysBefore: number): CancellationTier | null {
  const covering = policy.tiers.filter((t) => daysBefore <= t.daysBefore);
  if (covering.length === 0) return null;
  return covering.reduce((a, b) => (b.daysBefore < a.daysBefore ? b : a));
}

/**
 * What cancelling some or all travellers on a day costs. The cancelled travellers' share is
 * their part of the total (all of it when all cancel); the kept components (those already
 * bought on that day) and the tier's fee come out of that share, never more than it. The refund
 * is what was paid beyond what the booking still owes, between 0 and what was paid.
 */
export function cancellationOutcome(
  policy: CancellationPolicy,
  input: CancellationInput,
): CancellationOutcome {
  const { paid, total, travellersCancelled, travellersTotal, departureDate, on } = input;
  if (!Number.isInteger(total) || total < 0) throw new Error('total must be cents');
  if (!Number.isInteger(travellersTotal) || travellersTotal < 1) {
    throw new Error('travellersTotal must be >= 1');
  }
  if (
    !Number.isInteger(travellersCancelled) ||
    travellersCancelled < 1 ||
    travellersCancelled > travellersTotal
  ) {
    throw new Error('travellersCancelled must be between 1 and travellersTotal');
  }
  const daysBefore = daysBetween(on, departureDate);
  const shareCents =
    travellersCancelled === travellersTotal
      ? total
      : divideRounded(total * travellersCancelled, travellersTotal);
  const kept = policy.nonRefundable
    .filter((c) => c.fromDaysBefore == null || daysBefore <= c.fromDaysBefore)
    .reduce((s, c) => s + c.cents * travellersCancelled, 0);
  const nonRefundableCents = Math.min(kept, shareCents);
  const tier = tierFor(policy, daysBefore);
  const fee = !tier
    ? 0
    : tier.fee.type === 'amount'
      ? tier.fee.value * travellersCancelled
      : divideRounded(shareCents * tier.fee.value, 10_000);
  const feeCents = Math.min(fee, shareCents - nonRefundableCents);
  const newTotalCents = total - shareCents + nonRefundableCents + feeCents;
  const refundCents = Math.min(Math.max(0, paid), Math.max(0, paid - newTotalCents));
  return {
    daysBefore,
    tier,
    shareCents,
    feeCents,
    nonRefundableCents,
    newTotalCents,
    refundCents,
  };
}

/** The policy's parts in a fixed order, so the same policy always reads (and hashes) the same. */
export function canonicalPolicy(policy: CancellationPolicy): CancellationPolicy {
  const tiers = [...policy.tiers]
    .map((t) => ({
      daysBefore: t.daysBefore,
      fee: { type: t.fee.type, value: t.fee.value },
    }))
    .sort((a, b) => b.daysBefore - a.daysBefore);
  const nonRefundable = policy.nonRefundable.map((c) => ({
    kind: c.kind,
    cents: c.cents,
    fromDaysBefore: c.fromDaysBefore ?? null,
    label: c.label ? { en: c.label.en, fr: c.label.fr } : null,
  }));
  // Kept only when set, so a policy without it keeps the version it had before the field existed.
  const nameChange = policy.nameChangeCents ?? 0;
  return nameChange > 0
    ? { tiers, nonRefundable, nameChangeCents: nameChange }
    : { tiers, nonRefundable };
}

/** FNV-1a, 32 bits, over the UTF-16 code units: small, stable, the same in browsers and Node. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A short stable version of a policy ('cp-' and 8 hex digits), recorded on a booking. */
export function policyVersion(policy: CancellationPolicy): string {
  const hash = fnv1a(JSON.stringify(canonicalPolicy(policy)));
  return `cp-${hash.toString(16).padStart(8, '0')}`;
}

/** A policy states something worth disclosing: a tier, a kept component or a name change fee. */
export function hasPolicy(
  policy: CancellationPolicy | null | undefined,
): policy is CancellationPolicy {
  return (
    !!policy &&
    (policy.tiers.length > 0 ||
      policy.nonRefundable.length > 0 ||
      (policy.nameChangeCents ?? 0) > 0)
  );
}

/** What carries a policy of its own: a departure (null: its package's) or a package. */
interface PolicyHolder {
  cancellationPolicy?: CancellationPolicy | null;
}

/**
 * The policy in force for a booking of a departure (or of a package without one): the
 * departure's own, else its package's; null when neither states one. The one rule for the
 * booking request, the pay page's acceptance and what the pilgrim's documents show.
 */
export function policyInForce(
  departure: PolicyHolder | null | undefined,
  pkg: PolicyHolder | null | undefined,
): CancellationPolicy | null {
  if (hasPolicy(departure?.cancellationPolicy)) return departure.cancellationPolicy;
  if (hasPolicy(pkg?.cancellationPolicy)) return pkg.cancellationPolicy;
  return null;
}

/**
 * What a booking keeps of a policy, canonical, with its version (null: no policy to keep); the
 * store adds the time of the acceptance as it writes it.
 */
export function policyRecord(
  policy: CancellationPolicy | null,
): Omit<AcceptedPolicy, 'acceptedAt'> | null {
  if (!hasPolicy(policy)) return null;
  const kept = canonicalPolicy(policy);
  return { version: policyVersion(kept), policy: kept };
}

/** A policy as a booking keeps it once accepted at `acceptedAt` (null: no policy to keep). */
export function acceptedPolicyOf(
  policy: CancellationPolicy | null,
  acceptedAt: string,
): AcceptedPolicy | null {
  const kept = policyRecord(policy);
  return kept && { ...kept, acceptedAt };
}

/**
 * The policy that accepting the terms again records: the one in force, when the booking keeps
 * none or another version; null when there is nothing new (none in force keeps the recorded one).
 */
export function policyToRecord(
  recorded: Pick<AcceptedPolicy, 'version'> | null | undefined,
  inForce: CancellationPolicy | null,
): CancellationPolicy | null {
  if (!hasPolicy(inForce)) return null;
  return recorded?.version === policyVersion(inForce) ? null : inForce;
}

/** The policy a booking's pilgrim reads: the one they accepted, else the one in force (not yet accepted). */
export interface ShownPolicy {
  version: string;
  policy: CancellationPolicy;
  /** ISO time; null: in force, not yet accepted by this booking's pilgrim. */
  acceptedAt: string | null;
}

export function shownPolicy(
  recorded: AcceptedPolicy | null | undefined,
  inForce: CancellationPolicy | null,
): ShownPolicy | null {
  if (recorded && hasPolicy(recorded.policy)) return recorded;
  if (!hasPolicy(inForce)) return null;
  return { version: policyVersion(inForce), policy: canonicalPolicy(inForce), acceptedAt: null };
}

function percentText(basisPoints: number, locale: Locale): string {
  const whole = Math.floor(basisPoints / 100);
  const frac = basisPoints % 100;
  const sep = locale === 'fr-CA' ? ',' : '.';
  const number = frac
    ? `${whole}${sep}${String(frac).padStart(2, '0').replace(/0$/, '')}`
    : `${whole}`;
  return locale === 'fr-CA' ? `${number}\u00a0%` : `${number}%`;
}

function feeText(fee: CancellationFee, locale: Locale): string {
  const fr = locale === 'fr-CA';
  if (fee.type === 'amount') {
    const money = formatMoneyCents(fee.value, locale);
    return fr ? `${money} par voyageur` : `${money} per traveller`;
  }
  if (fee.value >= 10_000) return fr ? 'aucun remboursement' : 'no refund';
  const pct = percentText(fee.value, locale);
  return fr ? `${pct} du prix par voyageur` : `${pct} of the price per traveller`;
}

const COMPONENT_NAMES: Record<Exclude<NonRefundableKind, 'other'>, { en: string; fr: string }> = {
  visa: { en: 'Visa', fr: 'Visa' },
  air: { en: 'Air ticket', fr: 'Billet d’avion' },
};

function dayCount(n: number, fr: boolean): string {
  if (fr) return n <= 1 ? `${n}\u00a0jour` : `${n}\u00a0jours`;
  return n === 1 ? `${n} day` : `${n} days`;
}

/**
 * The policy as people read it, one line each, in English or French: the fee tiers from the
 * earliest, the free cancellation before them, then the kept components. Empty for no policy.
 */
export function policyLines(policy: CancellationPolicy, locale: Locale): string[] {
  const fr = locale === 'fr-CA';
  const { tiers, nonRefundable, nameChangeCents } = canonicalPolicy(policy);
  const lines: string[] = [];
  const first = tiers[0];
  if (first?.daysBefore === 0) {
    lines.push(
      fr
        ? 'Avant le jour du départ\u00a0: aucuns frais d’annulation'
        : 'Before the departure day: no cancellation fee',
    );
  } else if (first) {
    lines.push(
      fr
        ? `Plus de ${dayCount(first.daysBefore, true)} avant le départ\u00a0: aucuns frais d’annulation`
        : `More than ${dayCount(first.daysBefore, false)} before departure: no cancellation fee`,
    );
  }
  for (const t of tiers) {
    const fee = feeText(t.fee, locale);
    if (t.daysBefore === 0) {
      lines.push(
        fr ? `Le jour du départ ou après\u00a0: ${fee}` : `On or after the departure day: ${fee}`,
      );
      continue;
    }
    lines.push(
      fr
        ? `${dayCount(t.daysBefore, true)} ou moins avant le départ\u00a0: ${fee}`
        : `${dayCount(t.daysBefore, false)} or fewer before departure: ${fee}`,
    );
  }
  for (const c of nonRefundable) {
    const name =
      c.kind === 'other'
        ? ((fr ? c.label?.fr || c.label?.en : c.label?.en) ?? (fr ? 'Autre' : 'Other'))
        : COMPONENT_NAMES[c.kind][fr ? 'fr' : 'en'];
    const money = formatMoneyCents(c.cents, locale);
    const when =
      c.fromDaysBefore == null
        ? fr
          ? 'non remboursable une fois réservé'
          : 'non-refundable once booked'
        : fr
          ? `non remboursable à partir de ${dayCount(c.fromDaysBefore, true)} avant le départ`
          : `non-refundable from ${dayCount(c.fromDaysBefore, false)} before departure`;
    lines.push(
      fr
        ? `${name}\u00a0: ${money} par voyageur, ${when}`
        : `${name}: ${money} per traveller, ${when}`,
    );
  }
  if (nameChangeCents) {
    const money = formatMoneyCents(nameChangeCents, locale);
    lines.push(
      fr
        ? `Remplacer un voyageur par une autre personne (changement de nom)\u00a0: ${money} par voyageur\u00a0; après la date limite des noms de la compagnie aérienne, celle-ci peut facturer davantage`
        : `Replacing a traveller with another person (name change): ${money} per traveller; after the airline's name deadline, the airline may charge more`,
    );
  }
  return lines;
}
