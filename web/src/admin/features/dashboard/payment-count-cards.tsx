import { PAYMENT_FILTER_LABELS, type PaymentFilter } from '@umrah/domain/model/payments';
import { usePaymentCounts } from '../../shared/inbox/api/get-payment-counts';
import { StatCard } from './stat-card';

const CARDS: { filter: PaymentFilter; caption: string; highlight: boolean }[] = [
  { filter: 'deposit-due', caption: 'confirmed bookings awaiting their deposit', highlight: false },
  { filter: 'balance-due-soon', caption: 'balances due within two weeks', highlight: false },
  { filter: 'overdue', caption: 'balances past their due date', highlight: true },
  { filter: 'paid', caption: 'bookings paid in full', highlight: false },
];

/** The dashboard's money counts, each opening the bookings list with its filter. */
export function PaymentCountCards() {
  const counts = usePaymentCounts();
  return (
    <>
      {CARDS.map(({ filter, caption, highlight }) => {
        const value = counts.data?.[filter] ?? 0;
        return (
          <StatCard
            key={filter}
            title={PAYMENT_FILTER_LABELS[filter]}
            status={counts}
            value={value}
            caption={caption}
            to={`/admin/bookings?payment=${filter}`}
            actionLabel="Open"
            highlight={highlight && value > 0}
          />
        );
      })}
    </>
  );
}
