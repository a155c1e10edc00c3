import { TRIP_MESSAGE_MAX, type TripSentMessage } from '@umrah/domain/model/group-messages';
import type { Locale } from '@umrah/domain/model/locale';
import { formatDate } from '@umrah/domain/model/locale-format';
import type { TripView } from '@umrah/domain/model/trip';
import type { MessageId } from '@umrah/i18n/translate';
import { useLocale, useT } from '../../site-context';
import { SentMessages } from './trip-sent-messages';

const languageOf = (locale: Locale) => (locale === 'fr-CA' ? 'fr' : 'en');

/** What POST /api/trip/{token}/messages sent the pilgrim back with (?message=…). */
export const WRITE_US_NOTICES: Record<string, { tone: 'ok' | 'warn'; text: MessageId }> = {
  sent: { tone: 'ok', text: 'trip.writeUsSent' },
  invalid: { tone: 'warn', text: 'trip.writeUsInvalid' },
  busy: { tone: 'warn', text: 'trip.writeUsBusy' },
};

/** The messages staff sent the departure's group, in the booking's language, newest first. */
export function TripNews({ view }: { view: TripView }) {
  const t = useT();
  const locale = useLocale();
  const messages = view.messages ?? [];
  if (messages.length === 0) return null;
  return (
    <section className="card pay__card" aria-labelledby="trip-news">
      <h2 className="h5" id="trip-news">
        {t('trip.news')}
      </h2>
      <ul className="list-plain trip__news">
        {messages.map((m) => (
          <li key={m.id}>
            <article aria-labelledby={`trip-news-${m.id}`}>
              <h3 className="h6" id={`trip-news-${m.id}`}>
                {m.subject}
              </h3>
              <p className="muted">
                {t('trip.newsSentAt', { date: formatDate(m.sentAt.slice(0, 10), locale) })}
              </p>
              <p className="trip__news-body">{m.body}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Write to the agency": a plain form (no script needed), answered with a 303 back here naming
 * only the outcome (?message=sent|invalid|busy), never the text typed.
 */
export function WriteToAgency({
  token,
  status,
  sent = [],
}: {
  token: string;
  status: string | null;
  /** What the pilgrim already wrote, newest first, with the agency's replies. */
  sent?: TripSentMessage[];
}) {
  const t = useT();
  const locale = useLocale();
  const notice =
    status && Object.hasOwn(WRITE_US_NOTICES, status) ? WRITE_US_NOTICES[status] : null;
  const action = `/api/trip/${encodeURIComponent(token)}/messages?lang=${languageOf(locale)}`;
  return (
    <section className="card pay__card" aria-labelledby="write-us-heading" id="write-us">
      <h2 className="h5" id="write-us-heading">
        {t('trip.writeUs')}
      </h2>
      {notice && (
        <p className={`pay__notice pay__notice--${notice.tone}`} role="status">
          {t(notice.text, { max: TRIP_MESSAGE_MAX })}
        </p>
      )}
      <SentMessages sent={sent} />
      <p className="muted">{t('trip.writeUsIntro')}</p>
      <form method="post" action={action} encType="multipart/form-data">
        <div className="field">
          <label className="field__label" htmlFor="write-us-message">
            {t('trip.writeUsLabel')}
          </label>
          <textarea
            className="field__input"
            id="write-us-message"
            name="message"
            rows={4}
            maxLength={TRIP_MESSAGE_MAX}
            required
          />
        </div>
        <button type="submit" className="btn btn--primary btn--block">
          {t('trip.writeUsSend')}
        </button>
      </form>
    </section>
  );
}
