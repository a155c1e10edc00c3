import { useRefreshingMutation } from '../../api/use-refreshing-mutation';
import { INBOX_COUNTS_KEY } from './get-inbox-counts';

/**
 * A change to booking requests or messages: once it succeeds, the list (and its detail
 * entries, which share the key's prefix) and the nav and dashboard counts are read again.
 */
export function useInboxMutation<TVariables, TResult>(
  collection: 'bookings' | 'messages',
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  return useRefreshingMutation(mutationFn, [['admin', collection], INBOX_COUNTS_KEY]);
}
