import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../shared/api/error-message';

interface Props {
  title: string;
  query: UseQueryResult<{ isPublished: boolean }[]>;
  manageTo: string;
}

/** A dashboard count: how many items there are and how many of them are published. */
export function CountCard({ title, query, manageTo }: Props) {
  const id = useId();
  const total = query.data?.length ?? 0;
  const published = query.data?.filter((item) => item.isPublished).length ?? 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h2" color="text.secondary">
          {title}
        </Typography>
        {query.isPending ? (
          <Skeleton variant="text" width={80} sx={{ fontSize: '3rem' }} />
        ) : query.isError ? (
          <Typography color="error" sx={{ my: 2 }}>
            {errorMessage(query.error, 'Could not load the count')}
          </Typography>
        ) : (
          <>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
              {total}
            </Typography>
            <Typography color="text.secondary">{`${published} published`}</Typography>
          </>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={manageTo} size="small">
          Manage
        </Button>
      </CardActions>
    </Card>
  );
}
