import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import {
  glanceProblemText,
  type GlanceFix,
  type GlanceProblem,
} from '@umrah/domain/model/departure-glance';
import { Link as RouterLink } from 'react-router-dom';
import { useDepartureGlance } from '../api/glance';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

const FIX_LABEL: Record<GlanceFix['to'], string> = {
  readiness: 'Open the readiness board',
  rooming: 'Open the rooming',
  booking: 'Open the booking',
  departure: 'Edit the departure',
  costs: 'Open the costs',
};

function FixLink({ fix, onEditDeparture }: { fix: GlanceFix; onEditDeparture: () => void }) {
  switch (fix.to) {
    case 'booking':
      return (
        <Link component={RouterLink} to={`/admin/bookings/${encodeURIComponent(fix.bookingId)}`}>
          {FIX_LABEL.booking}
        </Link>
      );
    case 'readiness':
      return <Link href="#departure-readiness">{FIX_LABEL.readiness}</Link>;
    case 'rooming':
      return <Link href="#departure-rooming">{FIX_LABEL.rooming}</Link>;
    case 'costs':
      return <Link href="#departure-costs">{FIX_LABEL.costs}</Link>;
    case 'departure':
      return (
        <Link component="button" type="button" onClick={onEditDeparture}>
          {FIX_LABEL.departure}
        </Link>
      );
  }
}

function Problem({
  problem,
  onEditDeparture,
}: {
  problem: GlanceProblem;
  onEditDeparture: () => void;
}) {
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start' }}>
      <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
        <ReportProblemIcon color="warning" fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={glanceProblemText(problem)}
        secondary={<FixLink fix={problem.fix} onEditDeparture={onEditDeparture} />}
      />
    </ListItem>
  );
}

/**
 * The departure at a glance: seats, bookings paid in full, travellers ready and roomed per stay,
 * then what still blocks the departure, each with a link to where it is fixed.
 */
export function DepartureGlanceCard({
  departureId,
  onEditDeparture,
}: {
  departureId: string;
  onEditDeparture: () => void;
}) {
  const glance = useDepartureGlance(departureId);
  if (glance.isPending) return <Typography color="text.secondary">Loading…</Typography>;
  if (glance.isError) {
    return (
      <Typography color="error">
        {errorMessage(glance.error, 'The departure at a glance could not be loaded.')}
      </Typography>
    );
  }
  const g = glance.data;
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
          mb: 2,
        }}
      >
        <Figure
          label="Seats held"
          value={`${g.seats.held} of ${g.seats.capacity}`}
          detail={`${g.seats.left} left · ${g.seats.requested} requested · ${g.seats.waiting} waiting`}
        />
        <Figure
          label="Paid in full"
          value={`${g.paidInFull.bookings} of ${g.paidInFull.of}`}
          detail="confirmed bookings"
        />
        <Figure
          label="Ready"
          value={`${g.ready.travellers} of ${g.ready.of}`}
          detail="travellers"
        />
        <Box>
          <Typography variant="body2" color="text.secondary">
            Roomed
          </Typography>
          {g.roomed.length === 0 && <Typography variant="body2">No hotel stays</Typography>}
          {g.roomed.map((r) => (
            <Typography
              key={r.key}
              variant="body1"
              sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
            >
              {`${r.city}: ${r.travellers} of ${r.of}`}
              {r.locked && <LockIcon fontSize="inherit" titleAccess="Locked" />}
            </Typography>
          ))}
        </Box>
      </Box>
      {g.problems.length === 0 ? (
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CheckCircleIcon color="success" fontSize="small" />
          Nothing blocks this departure.
        </Typography>
      ) : (
        <>
          <Typography component="h3" variant="subtitle1">
            What still blocks this departure ({g.problems.length})
          </Typography>
          <List dense disablePadding>
            {g.problems.map((p, i) => (
              <Problem key={`${p.code}-${i}`} problem={p} onEditDeparture={onEditDeparture} />
            ))}
          </List>
        </>
      )}
    </>
  );
}
