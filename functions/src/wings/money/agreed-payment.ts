// The plan a confirmation agrees, as the booking will store it: the money side of a confirmation,
// which the booking wing writes in its own transaction with the seats and the status.
import { CURRENCY, paymentStatusOf, type PaymentPlan } from '@umrah/domain/model/payments';
import type { InsuranceAnswer } from '@umrah/domain/model/confirmation';
import { bookingReference } from '@umrah/domain/model/reference';
import {
  receivedBeforePlan,
  storedPaymentOf,
  withNextDueDate,
  type StoredPayment,
} from '@umrah/domain/model/booking-document';
import type { DocumentFields } from '@umrah/domain/model/stored-fields';
import * as clock from '../../platform/clock';

/** What staff agreed when confirming: the plan the use case computed from the settings' terms. */
export interface Confirmation {
  plan: PaymentPlan;
  roomType: string;
  travellers: number;
  departureDate: string;
  /** YYYY-MM-DD: the last day the new pay link works. */
  linkExpires: string;
  /** The pilgrim's answer to the insurance staff offered ('' : not recorded, keeps any earlier). */
  insurance: InsuranceAnswer | '';
}

/**
 * The stored payment of booking `id` (stored as `data`) once confirmed at `c`: payments already
 * received stay counted; a new link version retires links sent before; new plan, new reminders.
 */
export function agreedPayment(id: string, c: Confirmation, data: DocumentFields): StoredPayment {
  const before = storedPaymentOf(data);
  // Money staff recorded before the price was agreed counts toward the first plan.
  const paidCents = before?.paidCents ?? receivedBeforePlan(data);
  return withNextDueDate({
    ...c.plan,
    status: paymentStatusOf(c.plan, paidCents),
    paidCents,
    pendingCents: before?.pendingCents ?? 0,
    currency: CURRENCY,
    roomType: c.roomType,
    travellers: c.travellers,
    departureDate: c.departureDate,
    reference: bookingReference(id),
    linkVersion: (before?.linkVersion ?? 0) + 1,
    linkExpires: c.linkExpires,
    confirmedAt: clock.now(),
    remindersSent: [],
  });
}

/** Writes the agreed payment in the confirmation's transaction (the booking wing owns it). */
export { writeAgreedPayment } from './store/payments-store';
