import { definePage } from '../../page';
import { useHref, useT } from '../../site-context';
import { Icon } from '../../ui/icon';

/** The body of every 404: unknown addresses, and pages that name a missing item. */
export function NotFoundCard() {
  const t = useT();
  const href = useHref();
  return (
    <div className="container container--sm not-found">
      <div className="card not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="h3">{t('notFound.title')}</h1>
        <p className="muted not-found__text">{t('notFound.text')}</p>
        <div className="row not-found__actions">
          <a className="btn btn--primary" href={href('/')}>
            <Icon name="home" />
            {t('notFound.home')}
          </a>
          <a className="btn btn--outline" href={href('/packages')}>
            {t('notFound.packages')}
          </a>
        </div>
      </div>
    </div>
  );
}

/** Any unknown path: the 404 'Page Not Found' card. */
export const notFoundPage = definePage({
  path: '*',
  render: ({ t }) => ({
    title: t('notFound.title'),
    description: t('notFound.description'),
    status: 404,
    body: <NotFoundCard />,
  }),
});
