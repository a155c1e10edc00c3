import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PagedList } from '../api/paged-list';

interface Props {
  list: PagedList<unknown>;
  /** How many items the list holds in all, when known (the tab's count). */
  total?: number | undefined;
  /** Plural noun for the caption: 'bookings'. */
  noun: string;
}

/** Below a paged list: how many are shown of how many, and "Load more" while pages remain. */
export function LoadMore({ list, total, noun }: Props) {
  const shown = list.data?.length ?? 0;
  if (!list.hasNextPage && (total === undefined || total <= shown)) return null;
  return (
    <Stack direction="row" spacing={2} alignItems="center" justifyContent="center" sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {total === undefined
          ? `Showing ${shown.toLocaleString('en-CA')} ${noun}`
          : `Showing ${shown.toLocaleString('en-CA')} of ${total.toLocaleString('en-CA')} ${noun}`}
      </Typography>
      {list.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </Stack>
  );
}
