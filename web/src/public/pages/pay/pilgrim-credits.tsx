import { formatMoneyCents } from '@umrah/domain/model/locale-format';
import type { PilgrimCredit } from '@umrah/domain/model/money/credits';
import { useLocale, useT } from '../../site-context';
import { dayOf, PayRow } from './pay-list';

/**
 * The pilgrim's credits for a later trip (issue 44), on the pay page and the trip page: on the
 * booking a credit came from, its reference to quote on a next booking; on a later booking, what
 * it could pay there (staff apply it: the pilgrim asks, never moves the money) and what it paid.
 * The rule for which credits show is domain's `creditsToShow`; nothing when there are none.
 */
export function PilgrimCredits({
  credits,
  headingId,
}: {
  credits: readonly PilgrimCredit[] | undefined;
  headingId: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (!credits || credits.length === 0) return null;
  const money = (cents: number) => formatMoneyCents(cents, locale);
  return (
    <section className="card pay__card" aria-labelledby={headingId} id="credits">
      <h2 className="h5" id={headingId}>
        {t('pay.credits')}
      </h2>
      {credits.map((c) => (
        <div
          key={c.reference}
          className="pay__credit"
          data-credit={c.reference}
          data-state={c.state}
        >
          <dl className="pay__list">
            <PayRow label={t('pay.creditReference')} value={c.reference} strong />
            <PayRow label={t('pay.creditAmount')} value={money(c.amountCents)} />
            {c.state === 'open' && (
              <>
                <PayRow label={t('pay.creditLeft')} value={money(c.leftCents)} />
                <PayRow label={t('pay.creditExpires')} value={dayOf(c.expiresOn, locale)} />
              </>
            )}
            {c.state === 'used' && (
              <PayRow label={t('pay.creditLeft')} value={t('pay.creditStateUsed')} wrap />
            )}
            {c.state === 'expired' && (
              <PayRow
                label={t('pay.creditExpires')}
                value={t('pay.creditStateExpired', { date: dayOf(c.expiresOn, locale) })}
                wrap
              />
            )}
          </dl>
          {c.appliedHereCents > 0 && (
            <p>
              {t('pay.creditApplied', {
                reference: c.reference,
                amount: money(c.appliedHereCents),
              })}
            </p>
          )}
          {c.state === 'open' && (
            <p className="muted">
              {t(c.fromThisBooking ? 'pay.creditHowToUse' : 'pay.creditAskToApply')}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
