import { Icon, type IconName } from './icon';

interface MissingItemProps {
  /** The page's heading, e.g. 'Package Not Found'. */
  title: string;
  text: string;
  back: { href: string; label: string; icon: IconName };
}

/** The card of a page whose item does not exist or is not published (served with a 404). */
export function MissingItem({ title, text, back }: MissingItemProps) {
  return (
    <div className="container container--sm missing">
      <div className="card missing__card">
        <Icon name="searchOff" />
        <h1 className="h3">{title}</h1>
        <p className="muted missing__text">{text}</p>
        <a className="btn btn--primary" href={back.href}>
          <Icon name={back.icon} />
          {back.label}
        </a>
      </div>
    </div>
  );
}
