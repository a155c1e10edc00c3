// A booking request as staff handle it: its statuses and the stored booking.
import type { DepartureCancellationOffer } from './money/departure-cancellation';
import type { BookingInput } from '../schemas/booking';
import type { InsuranceAnswer, TermsAcceptance } from './confirmation';
import type { FormLanguage } from './validation-messages';
import type { BookingPayment, PaymentRecord } from './payments';
import type { AcceptedPolicy } from './money/cancellation-policy';
import type { CancellationEntry, CancellationRequest } from './money/cancellation';
import type { NameChangeEntry } from './money/name-change';
import type { PlanChangeEntry } from './money/plan-change';

export const BOOKING_STATUSES = [
  'new',
  'contacted',
  'confirmed',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Statuses after which nothing more happens on a booking: its passport scan is deleted the
 * retention period after the status change, without waiting for the trip date.
 */
export const CLOSED_BOOKING_STATUSES = [
  'completed',
  'cancelled',
] as const satisfies readonly BookingStatus[];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export interface PassportRef {
  fileName: string;
  contentType: string;
  size: number;
}

/** A booking request as admins see it. */
export type Booking = Omit<BookingInput, never> & {
  id: string;
  /** The one reference staff and the pilgrim quote ("3GJ4-HDCY"): model/reference.ts. */
  reference: string;
  packageTitle: string;
  packageSlug: string;
  roomType: string;
  /** A request to join a sold-out package's (or departure's) waiting list. */
  waitingList: boolean;
  /** The departure booked (null: none, as before departures, or a package without them). */
  departureId: string | null;
  /** The leader's group it was booked through (model/group-leaders.ts); null: none. */
  group?: { code: string; name: string } | null;
  /** Seats the booking holds on its departure now (its travellers once confirmed, else 0). */
  seatsHeld: number;
  /** Set when staff confirmed it before earlier waiting-list requests, with their reason. */
  waitingListSkip?: { reason: string; skipped: string[]; at: string } | null;
  /** The visitor's language (documents stored before it was kept: read as 'en'). */
  language?: FormLanguage;
  status: BookingStatus;
  note: string;
  consentAt: string;
  receivedAt: string;
  tripDate: string;
  passport: PassportRef | null;
  passportDeletedAt: string | null;
  /** The pilgrim's postal address, for receipts (staff enter it when recording a payment). */
  address?: string;
  /** Staff offered cancellation and health insurance at confirmation: the answer ('' not recorded). */
  insurance?: InsuranceAnswer | '';
  /** The booking terms version the pilgrim accepted, and when (null: none published then). */
  termsAccepted?: TermsAcceptance | null;
  /** The cancellation policy in force when the pilgrim accepted it (null: none stated then). */
  cancellationPolicy?: AcceptedPolicy | null;
  /** A request to cancel travellers, waiting for staff's decision (null: none open). */
  cancellationRequest?: CancellationRequest | null;
  /** The cancellations staff decided, newest last (some travellers, or the whole booking). */
  cancellations?: CancellationEntry[];
  /** Travellers replaced by other people (name changes), newest last. */
  nameChanges?: NameChangeEntry[];
  /** Staff's changes of the booking's plan, newest last. */
  planChanges?: PlanChangeEntry[];
  /** The agency cancelled its departure: what was offered, answered and done (absent: not). */
  departureCancellation?: DepartureCancellationOffer | null;
  /** Once confirmed with a price: the plan and where it stands; its payments. */
  payment?: BookingPayment | null;
  payments?: PaymentRecord[];
};
