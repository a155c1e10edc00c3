import type { Locale } from '@umrah/domain/model/locale';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { formatDate, formatMoneyCents } from '@umrah/domain/model/locale-format';
import { paymentDue, type PaymentDueInput } from '@umrah/domain/model/payment-due';
import {
  allocatePayments,
  scheduleLines,
  scheduleLineWords,
} from '@umrah/domain/model/money/plan-allocation';
import type { Instalment } from '@umrah/domain/model/money/plan-schedule';
import { useLocale, useT } from '../../site-context';

/** A date as the rest of the site writes it: November 4, 2027 / 4 novembre 2027. */
export function dayOf(iso: string, locale: Locale): string {
  return formatDate(iso, locale) || iso;
}

/**
 * One label and value of a `pay__list` (the pay page's, and the trip page's); `wrap` for long
 * text (an address), else the value stays on one line.
 */
export function PayRow({
  label,
  value,
  strong,
  wrap,
  lang,
}: {
  label: string;
  value: string;
  strong?: boolean;
  wrap?: boolean;
  /** 'en' for English content on a French page. */
  lang?: 'en';
}) {
  const className = ['pay__row', strong && 'pay__row--strong', wrap && 'pay__row--wrap']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd lang={lang}>{value}</dd>
    </div>
  );
}

/**
 * What is due now (a strong row, or "nothing is due now") and, apart from it, each amount still to
 * come with its date: the pay page's and the trip page's words for model/payment-due.ts.
 */
export function DueRows({ view }: { view: PaymentDueInput & { today?: string } }) {
  const t = useT();
  const locale = useLocale();
  const due = paymentDue(view, view.today || todayInTimeZone());
  const money = (cents: number) => formatMoneyCents(cents, locale);
  return (
    <>
      {due.nowCents > 0 ? (
        <PayRow label={t('pay.dueNow')} value={money(due.nowCents)} strong />
      ) : (
        <PayRow label={t('pay.nothingDueNow')} value={money(0)} />
      )}
      {/* On a plan, the next instalment only: the schedule lists them all. */}
      {(view.schedule?.length ? due.upcoming.slice(0, 1) : due.upcoming).map((a) => (
        <PayRow
          key={`${a.kind}-${a.date}`}
          label={t(DUE_BY[a.kind], { date: dayOf(a.date, locale) })}
          value={money(a.cents)}
        />
      ))}
    </>
  );
}

const DUE_BY = {
  deposit: 'pay.depositDueBy',
  instalment: 'pay.instalmentDueBy',
  balance: 'pay.balanceDueBy',
} as const;

/**
 * A payment plan's instalments, each with its date and amount, paid or what is left, the next
 * one to pay in bold: the pay page's and the trip page's schedule (nothing without a plan).
 */
export function ScheduleRows({
  view,
}: {
  view: { schedule?: Instalment[] | null; paidCents: number; pendingCents: number };
}) {
  const t = useT();
  const locale = useLocale();
  if (!view.schedule?.length) return null;
  const money = (cents: number) => formatMoneyCents(cents, locale);
  const allocation = allocatePayments(view.schedule, view.paidCents + view.pendingCents);
  return (
    <>
      {scheduleLines(allocation).map((i) => {
        const { label, value } = scheduleLineWords(i, t, money, (iso) => dayOf(iso, locale));
        return (
          <PayRow
            key={`${i.kind}-${i.date}-${i.n}`}
            label={label}
            value={value}
            strong={i.next}
            // "… · le prochain" in bold does not fit one line beside its label at 375 px.
            wrap={i.next || i.state === 'part'}
          />
        );
      })}
    </>
  );
}
