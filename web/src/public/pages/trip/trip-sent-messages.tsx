import type { TripSentMessage } from '@umrah/domain/model/group-messages';
import { formatDate } from '@umrah/domain/model/locale-format';
import { useLocale, useT } from '../../site-context';

/**
 * What the pilgrim wrote to the agency from the trip page, newest first, each with the agency's
 * replies under it (oldest first, as a conversation reads) or a line saying none came yet.
 */
export function SentMessages({ sent }: { sent: TripSentMessage[] }) {
  const t = useT();
  const locale = useLocale();
  if (sent.length === 0) return null;
  const day = (iso: string) => formatDate(iso.slice(0, 10), locale);
  return (
    <section className="trip__conversation" aria-labelledby="write-us-sent">
      <h3 className="h6" id="write-us-sent">
        {t('trip.yourMessages')}
      </h3>
      <ul className="list-plain trip__news trip__sent">
        {sent.map((m) => (
          <li key={m.id}>
            <p className="muted small">{t('trip.yourMessageSentAt', { date: day(m.sentAt) })}</p>
            <p className="trip__news-body">{m.text}</p>
            {m.replies.length === 0 ? (
              <p className="muted small trip__awaiting">{t('trip.awaitingReply')}</p>
            ) : (
              <ul className="list-plain trip__replies">
                {m.replies.map((r, i) => (
                  <li key={`${r.sentAt}-${i}`} className="trip__reply">
                    <p className="small trip__reply-from">
                      {t('trip.agencyReplyAt', { date: day(r.sentAt) })}
                    </p>
                    <p className="trip__news-body">{r.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="muted small">{t('trip.yourMessagesAnswer')}</p>
    </section>
  );
}
