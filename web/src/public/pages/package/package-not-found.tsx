import { Icon } from '../../ui/icon';

/** A missing or unpublished package (spec: 'Package Not Found', Back to Home). */
export function PackageNotFound() {
  return (
    <div className="container container--sm pkg-missing">
      <div className="card pkg-missing__card">
        <Icon name="searchOff" />
        <h1 className="h3">Package Not Found</h1>
        <p className="muted pkg-missing__text">
          The package you are looking for does not exist or is no longer available.
        </p>
        <a className="btn btn--primary" href="/">
          <Icon name="home" />
          Back to Home
        </a>
      </div>
    </div>
  );
}
