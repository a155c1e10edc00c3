import { useInboxCounts, type InboxCounts } from '../../shared/inbox/api/get-inbox-counts';
import { StatCard } from './stat-card';

interface Props {
  title: string;
  count: keyof InboxCounts;
  caption: string;
  to: string;
}

/** A dashboard count of what waits for staff: new booking requests or unread messages. */
export function InboxCard({ title, count, caption, to }: Props) {
  const counts = useInboxCounts();
  const value = counts.data?.[count] ?? 0;
  return (
    <StatCard
      title={title}
      status={counts}
      value={value}
      caption={caption}
      to={to}
      actionLabel="Open"
      highlight={value > 0}
    />
  );
}
