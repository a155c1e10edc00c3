import { formatMoneyCents } from '@umrah/domain/model/locale-format';
import type { PayViewReceipt } from '@umrah/domain/model/receipts';
import { useLocale, useT } from '../../site-context';
import { dayOf } from './pay-list';

/** A booking's receipts, each a link to its PDF (the pay page's and the trip page's list). */
export function ReceiptList({ receipts }: { receipts: readonly PayViewReceipt[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="pay__receipts">
      {receipts.map((r) => (
        <li key={r.number}>
          <a href={r.href} type="application/pdf">
            {t(r.kind === 'refund' ? 'pay.receiptRefund' : 'pay.receiptPayment', {
              number: r.number,
              amount: formatMoneyCents(Math.abs(r.amountCents), locale),
              date: dayOf(r.date, locale),
            })}
          </a>
        </li>
      ))}
    </ul>
  );
}
