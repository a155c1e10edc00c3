import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import { errorMessage } from '@umrah/domain/model/api-error';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { privacyDueState, requestsComingDue } from '@umrah/domain/model/privacy';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePrivacyRequests } from '../../shared/api/privacy-requests';

/** The dashboard's privacy card: open requests late or due within 7 days (the law gives 30). */
export function PrivacyDueCard() {
  const id = useId();
  const requests = usePrivacyRequests();
  const today = todayInTimeZone();
  const due = requests.data ? requestsComingDue(requests.data, today) : [];
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={due.length > 0 ? { borderColor: 'warning.main' } : undefined}
    >
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h2" color="text.secondary">
          Privacy Requests Due
        </Typography>
        {requests.isPending ? (
          <Skeleton variant="text" width={160} />
        ) : requests.isError ? (
          <Typography color="error" sx={{ my: 2 }}>
            {errorMessage(requests.error, 'Could not load the requests')}
          </Typography>
        ) : due.length === 0 ? (
          <Typography sx={{ mt: 1 }}>No request due within 7 days.</Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {due.map((r) => (
              <li key={r.id}>
                <Link component={RouterLink} to="/admin/privacy">
                  {`${r.email}: ${r.kind}, ${privacyDueState(r, today) === 'late' ? 'late since' : 'due'} ${formatDay(r.dueDate)}`}
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
