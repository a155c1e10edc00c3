import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@umrah/domain/model/api-error';

interface Props {
  title: string;
  /** The read the number comes from: a skeleton while pending, its message when it failed. */
  status: { isPending: boolean; isError: boolean; error: unknown };
  value: number;
  caption: string;
  to: string;
  actionLabel: string;
  /** Draws the eye (something waits for staff). */
  highlight?: boolean;
}

/** A dashboard number with a caption and a link to where it is handled. */
export function StatCard({ title, status, value, caption, to, actionLabel, highlight }: Props) {
  const id = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={highlight ? { borderColor: 'info.main' } : undefined}
    >
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h2" color="text.secondary">
          {title}
        </Typography>
        {status.isPending ? (
          <Skeleton variant="text" width={80} sx={{ fontSize: '3rem' }} />
        ) : status.isError ? (
          <Typography color="error" sx={{ my: 2 }}>
            {errorMessage(status.error, 'Could not load the count')}
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
          {actionLabel}
        </Button>
      </CardActions>
    </Card>
  );
}
