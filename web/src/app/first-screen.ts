import type { Params } from 'react-router-dom';

/** Anything with a query key: the queryOptions of a feature's API call. */
interface KeyedQuery {
  queryKey: readonly string[];
}

/** A route's `handle`: the queries its first screen shows, rendered by the server with data. */
export interface FirstScreenHandle {
  firstScreen: (params: Params) => KeyedQuery[];
}

export function firstScreen(queries: FirstScreenHandle['firstScreen']): FirstScreenHandle {
  return { firstScreen: queries };
}
