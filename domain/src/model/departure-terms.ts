// What a departure sells at and on which terms, in words for staff (English): its rooms' prices
// (its own over the package's), the single supplement, how the money is asked (its payment plan,
// else the settings' deposit and balance) and its own deadlines. The package dialog's departure
// cards show it, so staff see a date's terms without opening it.
import { formatDay } from './admin-format';
import type { DepartureFields } from './departures';
import type { PlanTemplate } from './money/plan-schedule';
import { formatAmount } from './locale-format';
import { formatPrice } from './price';
import { departureOptions } from './pricing';
import type { PackageInput } from '../schemas/package';

type TermsDeparture = Pick<
  DepartureFields,
  'prices' | 'depositDueDate' | 'balanceDueDate' | 'paymentPlan'
>;
type TermsPackage = Pick<PackageInput, 'price'> &
  Partial<Pick<PackageInput, 'quadPrice' | 'triplePrice' | 'doublePrice'>>;

const KIND_NAMES = { quad: 'Quad', triple: 'Triple', double: 'Double', standard: 'Standard' };

/** "Quad $3,899 · Triple $6,990 · Double $8,650 · single supplement $1,250" (per person). */
export function departurePricesLine(pkg: TermsPackage, d: TermsDeparture): string {
  const rooms = departureOptions(pkg, d).map(
    (o) => `${KIND_NAMES[o.kind]} ${formatPrice(o.price)}`,
  );
  const single = d.prices.singleSupplement;
  const supplement = single === null ? [] : [`single supplement ${formatPrice(single)}`];
  return [...rooms, ...supplement].join(' · ');
}

function planWords(plan: PlanTemplate): string {
  const deposit =
    plan.deposit.type === 'percent'
      ? `${plan.deposit.value / 100}% deposit`
      : `${formatAmount(plan.deposit.value, 'en-CA')} deposit per traveller`;
  const dates = plan.instalments.dates.length;
  const then =
    plan.instalments.type === 'monthly'
      ? 'then monthly'
      : dates
        ? `then ${dates} set date${dates === 1 ? '' : 's'}`
        : 'then';
  return `Payment plan: ${deposit}, ${then}, the last ${plan.finalDaysBefore} days before departure`;
}

/**
 * How this date asks for the money: its payment plan, else the settings' terms, with its own
 * deposit and balance dates when set.
 */
export function departureTermsLine(d: TermsDeparture): string {
  if (d.paymentPlan) return planWords(d.paymentPlan);
  const own = [
    d.depositDueDate ? `deposit by ${formatDay(d.depositDueDate)}` : '',
    d.balanceDueDate ? `balance by ${formatDay(d.balanceDueDate)}` : '',
  ].filter(Boolean);
  return own.length
    ? `Settings' deposit and balance terms: ${own.join(', ')}`
    : "Settings' deposit and balance terms";
}
