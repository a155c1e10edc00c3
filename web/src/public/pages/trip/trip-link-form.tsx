import type { Locale } from '@umrah/domain/model/locale';
import { TRIP_LINK_REFERENCE_MAX } from '@umrah/domain/model/trip';
import type { MessageId } from '@umrah/i18n/translate';
import { useLocale, useT } from '../../site-context';

/** What POST /api/trip-link sent the visitor back with (?status=…). */
export const TRIP_LINK_NOTICES: Record<string, { tone: 'ok' | 'warn'; text: MessageId }> = {
  sent: { tone: 'ok', text: 'tripLink.sent' },
  invalid: { tone: 'warn', text: 'tripLink.invalid' },
  busy: { tone: 'warn', text: 'tripLink.busy' },
};

const languageOf = (locale: Locale) => (locale === 'fr-CA' ? 'fr' : 'en');

/**
 * "Send me my trip link": a plain form (no script needed). The server answers every request the
 * same way, a 303 back to /trip?status=sent whatever the address, so the form tells no one who
 * booked; the mail goes only to the address typed.
 */
export function TripLinkForm({ status }: { status: string | null }) {
  const t = useT();
  const locale = useLocale();
  const notice =
    status && Object.hasOwn(TRIP_LINK_NOTICES, status) ? TRIP_LINK_NOTICES[status] : null;
  return (
    <section
      className="card pay__card trip-link"
      aria-labelledby="trip-link-heading"
      id="trip-link"
    >
      <h2 className="h5" id="trip-link-heading">
        {t('tripLink.heading')}
      </h2>
      {notice && (
        <p className={`pay__notice pay__notice--${notice.tone}`} role="status">
          {t(notice.text)}
        </p>
      )}
      <p className="muted">{t('tripLink.intro')}</p>
      <form method="post" action="/api/trip-link" encType="multipart/form-data">
        <input type="hidden" name="language" value={languageOf(locale)} />
        <div className="trip-link__fields">
          <div className="field">
            <label className="field__label" htmlFor="trip-link-email">
              {t('tripLink.email')}
            </label>
            <input
              className="field__input"
              id="trip-link-email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              required
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="trip-link-reference">
              {t('tripLink.reference')}
            </label>
            <input
              className="field__input"
              id="trip-link-reference"
              name="reference"
              type="text"
              autoComplete="off"
              maxLength={TRIP_LINK_REFERENCE_MAX}
            />
          </div>
        </div>
        <button type="submit" className="btn btn--primary btn--lg btn--block">
          {t('tripLink.submit')}
        </button>
      </form>
    </section>
  );
}
