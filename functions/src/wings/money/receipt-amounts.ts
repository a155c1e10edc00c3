// One wording, on the receipt and in its mail, for an amount that needs the agreed price: money
// taken before the price has no total and so no balance yet.
import type { Translate } from '@umrah/i18n/translate';

export function moneyOrToConfirm(
  cents: number | null,
  money: (cents: number) => string,
  t: Translate,
): string {
  return cents === null ? t('receipt.priceToConfirm') : money(cents);
}
