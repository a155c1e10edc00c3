import { isUnsubscribeView, type UnsubscribeView } from '@umrah/domain/model/marketing';
import { InvalidLink } from '../../components/invalid-link';
import { privatePage } from '../../components/private-page';
import { definePage } from '../../page';
import { useLocale, useT } from '../../site-context';

function UnsubscribeBody({ view }: { view: UnsubscribeView }) {
  const t = useT();
  const locale = useLocale();
  if (view.unsubscribed) {
    return (
      <div className="container container--sm pay">
        <div className="card pay__card" role="status">
          <h1 className="h3">{t('unsubscribe.doneHeading')}</h1>
          <p>{t('unsubscribe.doneText', { email: view.email })}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="container container--sm pay">
      <div className="card pay__card">
        <h1 className="h3">{t('unsubscribe.heading')}</h1>
        <p>{t('unsubscribe.text', { email: view.email })}</p>
        {/* A plain form: works without script; the server answers 303 back to this page. */}
        <form
          method="post"
          // The French page's button brings the visitor back to the French page.
          action={`/api/unsubscribe/${encodeURIComponent(view.token)}${locale === 'fr-CA' ? '?lang=fr' : ''}`}
          encType="multipart/form-data"
        >
          <button type="submit" className="btn btn--primary btn--lg">
            {t('unsubscribe.button')}
          </button>
        </form>
      </div>
    </div>
  );
}

/**
 * /unsubscribe/{token}: the way out of the news and offers, from the link in a mail (CASL). No
 * sign-in: the signed token names the address. GET only shows it (a mail scanner that follows
 * links unsubscribes nobody); the button POSTs. Private: never cached, never indexed. A
 * malformed, tampered or unknown token shows how to reach the agency instead (404).
 */
export const unsubscribePage = definePage({
  path: '/unsubscribe/:token',
  query: ['status'],
  reads: ({ token = '' }) => [['unsubscribe', token]],
  render: ({ data, t }) => {
    const read = data[0] ?? null;
    const head = { title: t('unsubscribe.title'), description: t('unsubscribe.description') };
    if (!isUnsubscribeView(read)) {
      const invalid = (
        <InvalidLink
          title={t('unsubscribe.invalidHeading')}
          text={t('unsubscribe.invalidText')}
          contact={t('unsubscribe.contactUs')}
        />
      );
      return privatePage(head, invalid, 404);
    }
    return privatePage(head, <UnsubscribeBody view={read} />);
  },
});
