import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../shared/components/visually-hidden';
import { useInboxCounts } from '../../shared/inbox/api/get-inbox-counts';
import type { AdminNavItem } from './nav-items';

/** A nav entry's label, with its inbox count as a badge when there is something new. */
export function NavLabel({ item }: { item: AdminNavItem }) {
  const counts = useInboxCounts();
  const count = item.count ? (counts.data?.[item.count] ?? 0) : 0;
  if (count === 0) return <>{item.label}</>;
  const what = item.count === 'newBookings' ? 'new' : 'unread';
  return (
    <Badge
      badgeContent={<span aria-hidden>{count}</span>}
      color="error"
      max={99}
      sx={{ mr: 1.25, '& .MuiBadge-badge': { right: -10, top: 2 } }}
    >
      <span>
        {item.label} {/* The badge's number alone would read as 'Bookings3': say what it counts. */}
        <Box component="span" sx={visuallyHidden}>{`(${count} ${what})`}</Box>
      </span>
    </Badge>
  );
}
