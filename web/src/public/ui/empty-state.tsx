import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: IconName;
  action?: ReactNode;
}

/** Shown when a list has nothing to show yet, or a page has nothing at its address. */
export function EmptyState({ title, description, icon = 'inbox', action }: EmptyStateProps) {
  return (
    <div className="empty-state card">
      <Icon name={icon} />
      <p className="h6">{title}</p>
      {description && <p className="muted">{description}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
