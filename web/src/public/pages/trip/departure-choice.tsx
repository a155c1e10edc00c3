import type { Locale } from '@umrah/domain/model/locale';
import { formatMoneyCents } from '@umrah/domain/model/locale-format';
import {
  departureChoiceValue,
  type DepartureCancelChoice,
} from '@umrah/domain/model/money/departure-cancellation';
import type { TripView } from '@umrah/domain/model/trip';

import { useLocale, useT } from '../../site-context';
import { dayOf } from '../pay/pay-list';

const languageOf = (locale: Locale) => (locale === 'fr-CA' ? 'fr' : 'en');

/**
 * The agency cancelled the departure (issue 44 item 6): the pilgrim's choice among what staff
 * offered, a plain form (no script) answered 303 back here with ?choice=saved or refused. Their
 * answer stays changeable until staff apply it; then the section says what was done. Nothing for
 * a booking that was not asked.
 */
export function DepartureChoice({ view, status }: { view: TripView; status: string | null }) {
  const t = useT();
  const locale = useLocale();
  const c = view.departureCancellation;
  if (!c) return null;
  const { offer } = c;
  const money = (cents: number) => formatMoneyCents(cents, locale);
  const day = (iso: string) => dayOf(iso, locale);
  const choiceText = (choice: DepartureCancelChoice, departureId = '') =>
    choice === 'refund'
      ? t('trip.depCancel.refund', { amount: money(c.refundCents) })
      : choice === 'credit'
        ? t('trip.depCancel.credit', {
            amount: money(c.refundCents),
            date: day(offer.creditExpiresOn),
          })
        : t('trip.depCancel.move', {
            date: day(offer.moveTo.find((m) => m.departureId === departureId)?.departureDate ?? ''),
          });
  const options = c.choices.flatMap(
    (choice): { choice: DepartureCancelChoice; departureId: string }[] =>
      choice === 'move'
        ? offer.moveTo.map((m) => ({ choice, departureId: m.departureId }))
        : [{ choice, departureId: '' }],
  );
  const answer = offer.answer;
  const checked = (o: { choice: string; departureId: string }) =>
    answer?.choice === o.choice && answer.departureId === o.departureId;
  const action = `/api/trip/${encodeURIComponent(view.token)}/departure-choice?lang=${languageOf(locale)}`;
  return (
    <section
      className="card pay__card"
      aria-labelledby="trip-departure-cancelled"
      id="departure-cancelled"
    >
      <h2 className="h5" id="trip-departure-cancelled">
        {t('trip.depCancel.title')}
      </h2>
      {status === 'saved' && (
        <p className="pay__notice pay__notice--ok" role="status">
          {t('trip.depCancel.saved')}
        </p>
      )}
      {status === 'refused' && (
        <p className="pay__notice pay__notice--warn" role="status">
          {t('trip.depCancel.refused')}
        </p>
      )}
      <p>{t('trip.depCancel.intro', { date: day(offer.departureDate) })}</p>
      {offer.reason && (
        <p className="muted">{t('trip.depCancel.reason', { reason: offer.reason })}</p>
      )}
      {offer.outcome ? (
        <p>
          {t('trip.depCancel.settled', {
            what:
              offer.outcome.choice === 'move'
                ? t('trip.depCancel.done.move', {
                    date: day(
                      offer.moveTo.find((m) => m.departureId === offer.outcome?.departureId)
                        ?.departureDate ?? '',
                    ),
                  })
                : offer.outcome.choice === 'credit'
                  ? t('trip.depCancel.done.credit', { amount: money(offer.outcome.creditCents) })
                  : t('trip.depCancel.done.refund', { amount: money(offer.outcome.refundCents) }),
          })}
        </p>
      ) : (
        <>
          {answer && (
            <p>
              {t('trip.depCancel.answered', {
                choice: choiceText(answer.choice, answer.departureId),
              })}
            </p>
          )}
          <form method="post" action={action} encType="multipart/form-data">
            <fieldset className="field trip__cancel-group">
              <legend className="field__label">{t('trip.depCancel.legend')}</legend>
              {options.map((o, i) => (
                <div className="check" key={`${o.choice}-${o.departureId}`}>
                  <input
                    id={`departure-choice-${i}`}
                    className="check__input"
                    type="radio"
                    name="option"
                    value={departureChoiceValue(o)}
                    defaultChecked={checked(o) || undefined}
                    required
                  />
                  <label className="check__label" htmlFor={`departure-choice-${i}`}>
                    {choiceText(o.choice, o.departureId)}
                  </label>
                </div>
              ))}
            </fieldset>
            <button className="btn btn--primary btn--block" type="submit">
              {t('trip.depCancel.send')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
