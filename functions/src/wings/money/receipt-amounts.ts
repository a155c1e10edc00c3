// One wording, on the receipt and in its mail, for an amount that needs the agreed price: money
// taken before the price has no total and so no balance yet; and the next instalment on a plan.
import type { BilingualLocale } from '@umrah/domain/model/locale';
import { formatDocumentDate, formatMoneyCents } from '@umrah/domain/model/locale-format';
import type { Translate } from '@umrah/i18n/translate';

export function moneyOrToConfirm(
  cents: number | null,
  money: (cents: number) => string,
  t: Translate,
): string {
  return cents === null ? t('receipt.priceToConfirm') : money(cents);
}

/** ["Next instalment, due by 1 April 2027", "$933.33"]: the line a receipt gives it. */
export function nextDueLine(
  next: { date: string; amountCents: number },
  locale: BilingualLocale,
  t: Translate,
): [string, string] {
  return [
    t('receipt.nextDue', { date: formatDocumentDate(next.date, locale) }),
    formatMoneyCents(next.amountCents, locale),
  ];
}
