import type { ContentCollection } from '../../shared/api/content-api';
import { useContentCounts } from '../../shared/api/content-api';
import { StatCard } from './stat-card';

interface Props {
  title: string;
  collection: ContentCollection;
  manageTo: string;
}

/** A dashboard count: how many items there are and how many are published (aggregate counts). */
export function CountCard({ title, collection, manageTo }: Props) {
  const counts = useContentCounts(collection);
  return (
    <StatCard
      title={title}
      status={counts}
      value={counts.data?.all ?? 0}
      caption={`${counts.data?.published ?? 0} published`}
      to={manageTo}
      actionLabel="Manage"
    />
  );
}
