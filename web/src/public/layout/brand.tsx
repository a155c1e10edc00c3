import { siteNameOf, useHref, useSettings } from '../site-context';
import { Icon } from '../ui/icon';

/** The logo image when one is set (else a simple mark) and the site name, linking home. */
export function Brand() {
  const settings = useSettings();
  const href = useHref();
  return (
    <a className="brand" href={href('/')}>
      {settings.logoUrl ? (
        <img className="brand__logo" src={settings.logoUrl} alt="" width={40} height={40} />
      ) : (
        <span className="brand__mark" aria-hidden="true">
          <Icon name="mosque" />
        </span>
      )}
      {/* dir="auto": a Latin name reads (and is cut) left to right on an Arabic page. */}
      <span className="brand__name" dir="auto">
        {siteNameOf(settings)}
      </span>
    </a>
  );
}
