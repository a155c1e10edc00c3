import { formatCents, PAYMENT_STATUS_LABELS, type PayView } from '@umrah/domain/payments';
import { ROOM_LABELS, isRoomType } from '@umrah/domain/rooms';
import { definePage } from '../../page';
import { PageBanner } from '../../ui/page-banner';

/** What the checkout sent the pilgrim back with (?status=…). */
const NOTICES: Record<string, { tone: 'ok' | 'warn'; text: string }> = {
  success: {
    tone: 'ok',
    text: 'Thank you: your payment was received. This page shows it once the payment is confirmed (a debit may take a few days).',
  },
  cancelled: { tone: 'warn', text: 'The payment was not completed. You can try again below.' },
  error: {
    tone: 'warn',
    text: 'The card payment could not be opened right now. Please try again later or pay by e-Transfer.',
  },
};

/** One label and value; `wrap` for long text (an address), else the value stays on one line. */
function Row({
  label,
  value,
  strong,
  wrap,
}: {
  label: string;
  value: string;
  strong?: boolean;
  wrap?: boolean;
}) {
  const className = ['pay__row', strong && 'pay__row--strong', wrap && 'pay__row--wrap']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function InvalidLink() {
  return (
    <div className="container container--sm pay">
      <div className="card pay__card">
        <h1 className="h3">This payment link is not valid</h1>
        <p className="muted">
          It may have expired or been replaced by a newer link. Please contact us and we will send
          you a new one.
        </p>
        <p>
          <a className="btn btn--primary" href="/contact">
            Contact us
          </a>
        </p>
      </div>
    </div>
  );
}

function PayBody({ view, status }: { view: PayView; status: string | null }) {
  const notice = status ? NOTICES[status] : undefined;
  const room = isRoomType(view.roomType) ? ROOM_LABELS[view.roomType] : view.roomType;
  const depositLeft = Math.max(0, view.depositCents - view.paidCents);
  const later = Math.max(
    0,
    view.totalCents - view.paidCents - view.pendingCents - view.dueNowCents,
  );
  const canPayByCard = view.methods.includes('card') && view.dueNowCents > 0;
  const offersEtransfer = view.methods.includes('etransfer') && view.etransferEmail;
  return (
    <>
      <PageBanner
        eyebrow="Payment"
        title={`Your booking${view.firstName ? `, ${view.firstName}` : ''}`}
        subtitle={view.packageTitle}
      />
      <div className="container container--sm pay">
        {notice && (
          <p className={`pay__notice pay__notice--${notice.tone}`} role="status">
            {notice.text}
          </p>
        )}
        <section className="card pay__card" aria-labelledby="pay-summary">
          <h2 className="h5" id="pay-summary">
            Summary
          </h2>
          <dl className="pay__list">
            <Row label="Package" value={view.packageTitle} wrap />
            <Row label="Room" value={`${room}, ${view.travellers} traveller(s)`} wrap />
            <Row label="Departure" value={view.departureDate} />
            <Row label="Total" value={formatCents(view.totalCents)} />
            <Row label="Paid" value={formatCents(view.paidCents)} />
            {view.pendingCents > 0 && (
              <Row label="Awaiting bank confirmation" value={formatCents(view.pendingCents)} />
            )}
            <Row label="Status" value={PAYMENT_STATUS_LABELS[view.status]} />
          </dl>
        </section>

        <section className="card pay__card" aria-labelledby="pay-due">
          <h2 className="h5" id="pay-due">
            What is due
          </h2>
          {view.status === 'paid' ? (
            <p>Your booking is paid in full. Thank you, and may Allah accept your Umrah.</p>
          ) : (
            <dl className="pay__list">
              <Row
                label={depositLeft > 0 ? 'Due now (deposit)' : `Due by ${view.balanceDueDate}`}
                value={formatCents(view.dueNowCents)}
                strong
              />
              {later > 0 && (
                <Row label={`Balance, due by ${view.balanceDueDate}`} value={formatCents(later)} />
              )}
            </dl>
          )}
          {canPayByCard && (
            // A plain form: works without script; the server answers with the checkout page.
            <form
              method="post"
              action={`/api/pay/${encodeURIComponent(view.token)}/checkout`}
              encType="multipart/form-data"
            >
              <button type="submit" className="btn btn--primary btn--lg btn--block">
                Pay {formatCents(view.dueNowCents)} by card
              </button>
            </form>
          )}
        </section>

        {offersEtransfer && view.status !== 'paid' && (
          <section className="card pay__card" aria-labelledby="pay-etransfer">
            <h2 className="h5" id="pay-etransfer">
              Pay by Interac e-Transfer
            </h2>
            <dl className="pay__list">
              <Row label="Send to" value={view.etransferEmail} wrap />
              <Row label="Amount" value={formatCents(view.dueNowCents)} />
              <Row label="Message (reference)" value={view.reference} strong />
            </dl>
            {view.etransferInstructions && <p className="muted">{view.etransferInstructions}</p>}
            <p className="muted">
              We record e-Transfers by hand: this page shows yours within one business day.
            </p>
          </section>
        )}
      </div>
    </>
  );
}

/**
 * /pay/{token}: one pilgrim's payment page, from the signed link staff sent. Private: never
 * cached, never indexed; an expired, replaced or tampered link shows how to get a new one.
 */
export const payPage = definePage({
  path: '/pay/:token',
  query: ['status'],
  reads: ({ token = '' }) => [['pay', token]],
  render: ({ data, query }) => {
    const view = (data[0] ?? null) as PayView | null;
    return {
      title: 'Your payment',
      description: 'Your Umrah booking: what is paid and what is due.',
      private: true,
      body: view ? <PayBody view={view} status={query.get('status')} /> : <InvalidLink />,
    };
  },
});
