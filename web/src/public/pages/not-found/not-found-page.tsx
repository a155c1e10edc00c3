import { definePage } from '../../page';
import { Icon } from '../../ui/icon';

/** The body of every 404: unknown addresses, and pages that name a missing item. */
export function NotFoundCard() {
  return (
    <div className="container container--sm not-found">
      <div className="card not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="h3">Page Not Found</h1>
        <p className="muted not-found__text">
          The page you are looking for does not exist or has moved.
        </p>
        <div className="row not-found__actions">
          <a className="btn btn--primary" href="/">
            <Icon name="home" />
            Back to Home
          </a>
          <a className="btn btn--outline" href="/packages">
            View Packages
          </a>
        </div>
      </div>
    </div>
  );
}

/** Any unknown path: the 404 'Page Not Found' card. */
export const notFoundPage = definePage({
  path: '*',
  render: () => ({
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist.',
    status: 404,
    body: <NotFoundCard />,
  }),
});
