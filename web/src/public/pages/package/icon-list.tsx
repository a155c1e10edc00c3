import { Icon, type IconName } from '../../ui/icon';

interface IconListProps {
  items: readonly string[];
  icon: IconName;
  /** The icons' colour: green (primary) or red (what is not included). */
  tone?: 'primary' | 'error';
  /** Columns from 600 px up. */
  columns?: 1 | 2;
  /** The list's language when it is not the page's (an English list on a French page). */
  lang?: 'en' | 'fr';
}

/** A list whose bullets are icons (check marks, crosses, planes). */
export function IconList({ items, icon, tone = 'primary', columns = 1, lang }: IconListProps) {
  return (
    <ul
      lang={lang}
      className={`list-plain pkg-icon-list pkg-icon-list--${tone}${columns === 2 ? ' pkg-icon-list--2' : ''}`}
    >
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>
          <Icon name={icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
