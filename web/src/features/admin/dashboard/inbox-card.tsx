import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useInboxCounts, type InboxCounts } from '../inbox/api/get-inbox-counts';
import { errorMessage } from '../shared/api/error-message';

interface Props {
  title: string;
  count: keyof InboxCounts;
  caption: string;
  to: string;
}

/** A dashboard count of what waits for staff: new booking requests or unread messages. */
export function InboxCard({ title, count, caption, to }: Props) {
  const id = useId();
  const counts = useInboxCounts();
  const value = counts.data?.[count] ?? 0;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={value > 0 ? { borderColor: 'info.main' } : undefined}
    >
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h2" color="text.secondary">
          {title}
        </Typography>
        {counts.isPending ? (
          <Skeleton variant="text" width={80} sx={{ fontSize: '3rem' }} />
        ) : counts.isError ? (
          <Typography color="error" sx={{ my: 2 }}>
            {errorMessage(counts.error, 'Could not load the count')}
          </Typography>
        ) : (
          <>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
              {value}
            </Typography>
            <Typography color="text.secondary">{caption}</Typography>
          </>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={to} size="small">
          Open
        </Button>
      </CardActions>
    </Card>
  );
}
