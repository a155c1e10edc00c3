// The agency cancels a whole departure (issue 44 item 6). The departure becomes `cancelled` (never
// listed or bookable again); then each booking on it, by staff's decision for all or for that
// booking: a full refund (no fee: cancelTravellers with the agency as the one cancelling), a
// credit for a later trip (the same path, all of it kept as a credit), a move to another date of
// the same package (moveBooking), or a question to the pilgrim (a mail with the trip page's
// link, where they answer). Staff then apply the answers ('answer'). The booking keeps the offer,
// the answer and what was done (`departureCancellation`): a booking once settled is never
// settled again, so running the decision twice refunds nothing more (and cancelTravellers' own
// state-derived keys make a retry after a failed write ask the provider for the same refunds).
// Every step is audited on the booking.
import { todayInTimeZone } from '@umrah/domain/model/dates';
import * as clock from '../../platform/clock';
import { DomainError, isDomainError } from '@umrah/domain/model/errors';
import { toBookingRecord } from '@umrah/domain/model/booking-document';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import {
  agencyRefundCents,
  answerProblem,
  cardRefundableCents,
  decisionStep,
  defaultRefundMethod,
  departureCancelState,
  departureOfferOf,
  moveOptions,
  offeredChoices,
  type DepartureCancelAnswer,
  type DepartureCancelChoice,
  type DepartureCancellationOffer,
  type DepartureCancelRow,
  type DepartureCancellationView,
  type MoveOption,
} from '@umrah/domain/model/money/departure-cancellation';
import type {
  DepartureCancellationInput,
  DepartureChoiceInput,
} from '@umrah/domain/schemas/departure-cancellation';
import type { RefundMethod } from '@umrah/domain/schemas/cancellation-decision';
import type { Departure } from '@umrah/domain/model/departures';
import type { TripDepartureChoice } from '@umrah/domain/model/trip';
import type { Booking } from '@umrah/domain/model/bookings';
import type { StoredPayment } from '@umrah/domain/model/booking-document';
import type { DocumentData } from 'firebase-admin/firestore';
import { inTransaction } from '../../platform/firebase/transaction';
import { linkKey } from '../../platform/links/payment-link-key';
import { queueMail } from '../../platform/mail/mail';
import { log } from '../../platform/log';
import { auditInTransaction, type Actor } from '../audit/audit-log';
import { getPublicSettings } from '../content/settings';
import { departureCancellation } from '../departures/manage-departures';
import { departuresOfPackage, getDeparture } from '../departures/read-departures';
import { bookingOfLinkToken, tripLink } from '../money/pay-link';
import { cancelTravellers, previewCancellation } from './cancel-travellers';
import { changeBooking } from './change-booking';
import { moveBooking } from './move-booking';
import { departureCancelledMail } from './mails/departure-cancelled-mail';
import { findBooking, readBookingIn } from './store/bookings-store';
import {
  bookingsOfCancelledDeparture,
  writeDepartureOffer,
} from './store/departure-cancellation-store';

const REASON_PREFIX = 'Departure cancelled by the agency';

/** The departure's table: its bookings and those moved away from it, with their offers. */
export async function departureCancellationView(
  departureId: string,
  today = clock.today(),
): Promise<DepartureCancellationView> {
  const departure = await getDeparture(departureId);
  const [bookings, siblings] = await Promise.all([
    bookingsOfCancelledDeparture(departureId),
    departuresOfPackage(departure.packageId),
  ]);
  const rows = bookings
    .map(({ id, data }) => rowOf(id, data))
    .sort((a, b) => a.reference.localeCompare(b.reference));
  return {
    departureId,
    departureDate: departure.departureDate,
    status: departure.status,
    moveOptions: moveOptions(siblings, departureId, today),
    rows,
  };
}

function rowOf(id: string, data: DocumentData): DepartureCancelRow {
  const { booking, stored } = toBookingRecord(id, data);
  const offer = booking.departureCancellation ?? null;
  return {
    bookingId: id,
    reference: booking.reference,
    name: booking.fullName,
    language: booking.language ?? 'en',
    travellers: stored?.travellers ?? booking.numberOfTravelers,
    status: booking.status,
    paidCents: stored?.paidCents ?? 0,
    state: departureCancelState(offer),
    offer,
  };
}

interface RunContext {
  departure: Departure;
  input: DepartureCancellationInput;
  staff: Actor;
  options: MoveOption[];
  now: Date;
  today: string;
  agency: { name: string; phone: string; email: string };
  key: Buffer;
}

/**
 * Cancels the departure (once) and carries out staff's decision for each of its bookings; a
 * booking that fails (a move to a full date, a card that cannot take the refund) is reported and
 * the others go on. Answers the table with what this run did.
 */
export async function cancelDeparture(
  departureId: string,
  input: DepartureCancellationInput,
  staff: Actor,
  now = clock.now(),
): Promise<DepartureCancellationView> {
  const today = todayInTimeZone(undefined, now);
  const departure = await getDeparture(departureId);
  if (departure.status !== 'cancelled') {
    await inTransaction(async (tx) => {
      const before = await departureCancellation(tx, departureId, {
        reason: input.reason,
        at: now.toISOString(),
        by: staff.username,
      });
      if (before.status !== 'cancelled') {
        auditInTransaction(tx, staff, 'departure cancelled', `departures/${departureId}`, {
          date: departure.departureDate,
        });
      }
    });
  }
  const [siblings, settings, key, bookings] = await Promise.all([
    departuresOfPackage(departure.packageId),
    getPublicSettings(),
    linkKey(),
    bookingsOfCancelledDeparture(departureId),
  ]);
  const ctx: RunContext = {
    departure: { ...departure, status: 'cancelled' },
    input,
    staff,
    options: moveOptions(siblings, departureId, today),
    now,
    today,
    agency: { name: settings.siteName, phone: settings.phone, email: settings.email },
    key,
  };
  const overrides = new Map(input.bookings.map((b) => [b.bookingId, b]));
  const results: { bookingId: string; step: string; error?: string }[] = [];
  // One booking after another: each is its own transactions (and provider calls), and a failure
  // stops only its own.
  for (const { id, data } of bookings) {
    try {
      results.push({ bookingId: id, step: await settleBooking(id, data, ctx, overrides.get(id)) });
    } catch (err) {
      if (!isDomainError(err)) throw err;
      log.warn('Departure cancellation: booking not settled', { id, code: err.code });
      results.push({ bookingId: id, step: 'none', error: err.code });
    }
  }
  return { ...(await departureCancellationView(departureId, today)), results };
}

function freshOffer(ctx: RunContext): DepartureCancellationOffer {
  return {
    departureId: ctx.departure.id,
    departureDate: ctx.departure.departureDate,
    reason: ctx.input.reason,
    at: ctx.now.toISOString(),
    by: ctx.staff.username,
    askedAt: '',
    creditExpiresOn: ctx.input.creditExpiresOn ?? '',
    moveTo: ctx.options,
    answer: null,
    outcome: null,
  };
}

async function settleBooking(
  id: string,
  data: DocumentData,
  ctx: RunContext,
  override: DepartureCancellationInput['bookings'][number] | undefined,
): Promise<string> {
  const { booking, stored } = toBookingRecord(id, data);
  const offer = booking.departureCancellation ?? null;
  // Moved away, or closed before (or by an earlier run): nothing more to do.
  if (booking.departureId !== ctx.departure.id) return 'none';
  if (booking.status === 'cancelled' || booking.status === 'completed') return 'none';
  const decision = override?.decision ?? ctx.input.decision;
  const planned = decisionStep(decision, offer);
  let step = planned.step;
  // A request never confirmed has nothing paid and no trip page: it is simply cancelled.
  if (!stored && (step === 'ask' || step === 'credit')) step = 'refund';
  if (step === 'none') return step;
  const base = offer ?? freshOffer(ctx);
  if (step === 'ask') {
    await askPilgrim(id, base, ctx);
    return step;
  }
  const moveTo =
    planned.chosenBy === 'pilgrim'
      ? (offer?.answer?.departureId ?? '')
      : override?.departureId || ctx.input.moveToDepartureId || '';
  await settle(id, booking, stored, base, step, planned.chosenBy, moveTo, ctx);
  return step;
}

/** Asks the pilgrim to choose: the offer stored, the mail queued, the step audited, at once. */
async function askPilgrim(id: string, base: DepartureCancellationOffer, ctx: RunContext) {
  const asked: DepartureCancellationOffer = {
    ...base,
    askedAt: ctx.now.toISOString(),
    creditExpiresOn: ctx.input.creditExpiresOn || base.creditExpiresOn,
    moveTo: ctx.options,
  };
  await inTransaction(async (tx) => {
    const data = await readBookingIn(tx, id);
    const now = toBookingRecord(id, data);
    if (now.booking.departureCancellation?.askedAt || !now.stored) return;
    writeDepartureOffer(tx, id, asked);
    auditInTransaction(tx, ctx.staff, 'departure cancelled: pilgrim asked', `bookings/${id}`, {
      choices: offeredChoices(asked).join(', '),
    });
    if (ctx.input.sendEmail) {
      const language = formLanguageOf(now.booking.language);
      queueMail(
        tx,
        now.booking.email,
        departureCancelledMail({
          language,
          reference: now.booking.reference,
          offer: asked,
          refundCents: agencyRefundCents(now.stored, now.booking.cancellations ?? [], ctx.today),
          done: null,
          agency: ctx.agency,
          tripLink: tripLink(ctx.key, id, now.stored, language),
        }),
      );
    }
  });
}

/** Refunds, credits or moves the booking, then records what was done (mail and audit with it). */
async function settle(
  id: string,
  booking: Booking,
  stored: StoredPayment | null,
  base: DepartureCancellationOffer,
  choice: DepartureCancelChoice,
  chosenBy: 'staff' | 'pilgrim',
  moveTo: string,
  ctx: RunContext,
): Promise<void> {
  const reason = `${REASON_PREFIX}: ${ctx.input.reason}`;
  let refundCents = 0;
  let creditCents = 0;
  let method: RefundMethod | '' = '';
  let movedTo = '';
  // A pilgrim who chose the credit gets the date they were offered; staff's date otherwise.
  const creditExpiresOn =
    chosenBy === 'pilgrim'
      ? base.creditExpiresOn || ctx.input.creditExpiresOn || ''
      : ctx.input.creditExpiresOn || base.creditExpiresOn;
  if (choice === 'move') {
    const target = ctx.options.find((o) => o.departureId === moveTo);
    if (!target) throw new DomainError('departure_choice_not_offered');
    await moveBooking(id, { departureId: target.departureId, skipReason: reason }, ctx.today);
    movedTo = target.departureDate;
  } else if (stored) {
    const { quote } = await previewCancellation(id, stored.travellers, ctx.today, 'agency');
    creditCents = choice === 'credit' ? quote.refundCents : 0;
    refundCents = quote.refundCents - creditCents;
    method =
      ctx.input.refundMethod ||
      defaultRefundMethod(cardRefundableCents(booking.payments ?? []), refundCents);
    await cancelTravellers(
      id,
      {
        travellers: stored.travellers,
        refundMethod: method,
        expectedRefundCents: quote.refundCents,
        creditCents,
        creditExpiresOn,
        reason,
        // The departure's own mail says what was done (the receipts' mails go as ever).
        sendEmail: false,
      },
      ctx.staff.username,
      'agency',
    );
  } else {
    await changeBooking(id, { status: 'cancelled', note: booking.note });
  }
  const after = await findBooking(id);
  const credit =
    creditCents > 0 ? (after?.booking.cancellations?.at(-1)?.creditReference ?? '') : '';
  await inTransaction(async (tx) => {
    const data = await readBookingIn(tx, id);
    const now = toBookingRecord(id, data);
    if (now.booking.departureCancellation?.outcome) return;
    const outcome = {
      choice,
      chosenBy,
      refundCents,
      creditCents,
      departureId: choice === 'move' ? moveTo : '',
      at: ctx.now.toISOString(),
      by: ctx.staff.username,
    };
    writeDepartureOffer(tx, id, { ...base, outcome });
    auditInTransaction(tx, ctx.staff, `departure cancelled: ${choice}`, `bookings/${id}`, {
      chosenBy,
      ...(refundCents ? { refundCents, refundMethod: method } : {}),
      ...(creditCents ? { creditCents, credit } : {}),
      ...(movedTo ? { movedTo } : {}),
    });
    if (ctx.input.sendEmail) {
      const language = formLanguageOf(now.booking.language);
      queueMail(
        tx,
        now.booking.email,
        departureCancelledMail({
          language,
          reference: now.booking.reference,
          offer: base,
          refundCents: refundCents + creditCents,
          done: {
            choice,
            method,
            credit: creditCents
              ? {
                  reference: credit,
                  amountCents: creditCents,
                  expiresOn: creditExpiresOn,
                }
              : null,
            movedTo,
          },
          agency: ctx.agency,
          // A moved booking keeps its trip page; a cancelled one's link has retired.
          tripLink:
            choice === 'move' && now.stored ? tripLink(ctx.key, id, now.stored, language) : '',
        }),
      );
    }
  });
}

/**
 * The pilgrim answers from the trip page: kept on the booking until staff apply it (a new answer
 * replaces the last while nothing is done). Audited as the pilgrim's (the link's holder).
 */
export async function answerDepartureChoice(
  token: string,
  input: DepartureChoiceInput,
  now = clock.now(),
): Promise<DepartureCancelAnswer> {
  const found = await bookingOfLinkToken(token, 'trip');
  if (found === 'gone') throw new DomainError('trip_link_retired');
  if (!found) throw new DomainError('trip_link_invalid');
  const { bookingId } = found;
  const answer: DepartureCancelAnswer = {
    choice: input.choice,
    departureId: input.choice === 'move' ? (input.departureId ?? '') : '',
    at: now.toISOString(),
  };
  await inTransaction(async (tx) => {
    const data = await readBookingIn(tx, bookingId);
    const offer = departureOfferOf(data['departureCancellation']);
    const problem = answerProblem(offer, answer);
    if (problem === 'not-asked' || problem === 'settled' || !offer) {
      throw new DomainError('departure_choice_closed');
    }
    if (problem) throw new DomainError('departure_choice_not_offered');
    writeDepartureOffer(tx, bookingId, { ...offer, answer });
    auditInTransaction(
      tx,
      { uid: 'pilgrim', username: 'pilgrim' },
      'pilgrim answers departure cancellation',
      `bookings/${bookingId}`,
      { choice: answer.choice, ...(answer.departureId && { departureId: answer.departureId }) },
    );
  });
  return answer;
}

/** The trip page's question, once the pilgrim was asked (with what was done, when it was). */
export function tripDepartureChoice(
  booking: Booking,
  plan: Parameters<typeof agencyRefundCents>[0],
  today = clock.today(),
): TripDepartureChoice | undefined {
  const offer = booking.departureCancellation;
  if (!offer || !offer.askedAt) return undefined;
  return {
    offer,
    choices: offeredChoices(offer),
    refundCents: agencyRefundCents(plan, booking.cancellations ?? [], today),
  };
}
