import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import { errorMessage } from '@umrah/domain/model/api-error';
import { formatMoney, SUPPLIER_DUE_SOON_DAYS } from '@umrah/domain/model/costs';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSupplierPaymentsDue } from '../../shared/costs/api/costs';

/** How many payments the card lists (each departure's Costs has them all). */
const SHOWN = 5;

/** The dashboard's "Supplier payments due soon": owed within two weeks, overdue ones first. */
export function SupplierPaymentsDueCard() {
  const id = useId();
  const due = useSupplierPaymentsDue();
  const list = due.data ?? [];
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={list.some((d) => d.overdue) ? { borderColor: 'error.main' } : undefined}
    >
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h2" color="text.secondary">
          Supplier payments due soon
        </Typography>
        {due.isPending ? (
          <Skeleton variant="text" width={200} />
        ) : due.isError ? (
          <Typography color="error" sx={{ my: 2 }}>
            {errorMessage(due.error, 'Could not load the supplier payments')}
          </Typography>
        ) : list.length === 0 ? (
          <Typography
            sx={{ mt: 1 }}
          >{`Nothing due in the next ${SUPPLIER_DUE_SOON_DAYS} days.`}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {list.slice(0, SHOWN).map((d) => (
              <li key={`${d.departureId}-${d.scheduleId}`}>
                <Link
                  component={RouterLink}
                  to={`/admin/departures/${encodeURIComponent(d.departureId)}#departure-costs`}
                >
                  {`${formatMoney(d.outstandingCents, d.currency)} to ${d.supplierName || d.lineLabel}`}
                </Link>
                <Typography variant="body2" color={d.overdue ? 'error' : 'text.secondary'}>
                  {`${d.label}, ${d.overdue ? 'overdue since' : 'due'} ${formatDay(d.dueDate)} · departure of ${formatDay(d.departureDate)}`}
                </Typography>
              </li>
            ))}
            {list.length > SHOWN && (
              <Typography component="li" variant="body2" color="text.secondary">
                {`and ${list.length - SHOWN} more`}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
