// Staff change one booking's plan: other dates, other amounts, more or fewer instalments. The
// rules are the domain's (planChangeProblems: the instalments add up to the total, dates ascend,
// nothing unpaid is dated in the past); the route checks them with the booking it read, and the
// transaction checks them again with the booking as it stands, so a payment in between cannot
// slip a past-due date through. Nothing paid moves: what is paid settles the new instalments
// earliest first. The change is kept on the booking (before and after) and audited by the route.
import { DomainError } from '@umrah/domain/model/errors';
import { toBookingRecord } from '@umrah/domain/model/booking-document';
import type { Booking } from '@umrah/domain/model/bookings';
import {
  changedSchedule,
  instalmentsOfPlan,
  planChangeProblems,
  planChangeProblemText,
  type PlanChangeEntry,
} from '@umrah/domain/model/money/plan-change';
import { planProblemField, type PlanChangeInput } from '@umrah/domain/schemas/plan-change';
import { inTransaction } from '../../platform/firebase/transaction';
import * as clock from '../../platform/clock';
import { applyAmount } from './payment-moves';
import { withPayLink } from './pay-link';
import { readBookingIn, writePlanChange } from './store/payments-store';

export async function changeBookingPlan(
  id: string,
  input: PlanChangeInput,
  staff: string,
): Promise<Booking> {
  const today = clock.today();
  const record = await inTransaction(async (tx) => {
    const data = await readBookingIn(tx, id);
    const now = toBookingRecord(id, data);
    const p = now.stored;
    if (!p || now.booking.status === 'cancelled') throw new DomainError('plan_change_needs_plan');
    const [problem] = planChangeProblems(input.instalments, { ...p, today });
    if (problem) {
      const field = planProblemField(problem.code, problem.index);
      throw new DomainError(
        'invalid_input',
        {},
        { [field]: planChangeProblemText(problem.code, 'en') },
      );
    }
    const from = instalmentsOfPlan(p, today);
    const to = changedSchedule(input.instalments, from[0]?.kind === 'deposit');
    const deposit = to[0]?.kind === 'deposit' ? to[0] : null;
    const next = applyAmount(
      {
        ...p,
        schedule: to,
        depositCents: deposit?.amountCents ?? 0,
        depositDueDate: deposit?.date ?? null,
        balanceCents: p.totalCents - (deposit?.amountCents ?? 0),
        balanceDueDate: to.at(-1)?.date ?? p.balanceDueDate,
      },
      0,
    );
    const entry: PlanChangeEntry = {
      at: clock.now().toISOString(),
      by: staff,
      reason: input.reason ?? '',
      from,
      to,
    };
    writePlanChange(tx, id, next, entry);
    return toBookingRecord(id, { ...data, payment: next });
  });
  return withPayLink(record);
}
