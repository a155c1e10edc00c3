import type { UseQueryResult } from '@tanstack/react-query';
import { StatCard } from './stat-card';

interface Props {
  title: string;
  query: UseQueryResult<{ isPublished: boolean }[]>;
  manageTo: string;
}

/** A dashboard count: how many items there are and how many of them are published. */
export function CountCard({ title, query, manageTo }: Props) {
  const published = query.data?.filter((item) => item.isPublished).length ?? 0;
  return (
    <StatCard
      title={title}
      status={query}
      value={query.data?.length ?? 0}
      caption={`${published} published`}
      to={manageTo}
      actionLabel="Manage"
    />
  );
}
