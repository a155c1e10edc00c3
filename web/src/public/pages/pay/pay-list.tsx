import type { Locale } from '@umrah/domain/model/locale';
import { formatDate } from '@umrah/domain/model/locale-format';

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
