import type { Locale } from '@umrah/domain/model/locale';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { formatDate, formatMoneyCents } from '@umrah/domain/model/locale-format';
import { paymentDue, type PaymentDueInput } from '@umrah/domain/model/payment-due';
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
      {due.upcoming.map((a) => (
        <PayRow
          key={a.kind}
          label={t(a.kind === 'deposit' ? 'pay.depositDueBy' : 'pay.balanceDueBy', {
            date: dayOf(a.date, locale),
          })}
          value={money(a.cents)}
        />
      ))}
    </>
  );
}
