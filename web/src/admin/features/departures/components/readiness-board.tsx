import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import { READINESS_RULE_LABELS, READINESS_RULES } from '@umrah/domain/model/readiness';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  readinessCsvPath,
  useDepartureReadiness,
} from '../../../shared/travellers/api/get-travellers';
import { ReadinessChip } from '../../../shared/travellers/components/readiness-chip';

const bookingPagePath = (id: string) => `/admin/bookings/${encodeURIComponent(id)}`;

/**
 * The departure's readiness board: every traveller of its confirmed bookings against every rule
 * (green ok, amber missing, red problem), a "not ready" filter and the board as CSV. Names only:
 * passport numbers and birth dates stay on each booking's page.
 */
export function ReadinessBoardView({ departureId }: { departureId: string }) {
  const board = useDepartureReadiness(departureId);
  const [notReadyOnly, setNotReadyOnly] = useState(false);

  if (board.isPending) return <Typography color="text.secondary">Loading the board…</Typography>;
  if (board.isError) {
    return (
      <Typography color="error">
        {errorMessage(board.error, 'The readiness board could not be loaded.')}
      </Typography>
    );
  }
  const { rows, ready, total } = board.data;
  const shown = notReadyOnly ? rows.filter((r) => !r.ready) : rows;

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {`${ready} of ${total} travellers ready.`}
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={notReadyOnly} onChange={(_e, checked) => setNotReadyOnly(checked)} />
          }
          label="Not ready only"
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={readinessCsvPath(departureId)}
          disabled={total === 0}
        >
          Download CSV
        </Button>
      </Box>
      {total === 0 ? (
        <Typography color="text.secondary">
          No confirmed bookings yet: travellers appear here once their booking is confirmed.
        </Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">Every traveller is ready.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Readiness board">
            <TableHead>
              <TableRow>
                <TableCell>Traveller</TableCell>
                {READINESS_RULES.map((rule) => (
                  <TableCell key={rule}>{READINESS_RULE_LABELS.en[rule]}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((r) => (
                <TableRow
                  key={`${r.bookingId}-${r.index}`}
                  aria-label={r.name || `Traveller ${r.index} of ${r.leadName}`}
                >
                  <TableCell sx={{ minWidth: 160 }}>
                    <Link component={RouterLink} to={bookingPagePath(r.bookingId)}>
                      {r.name || 'Name not given yet'}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {`${r.index} of ${r.travellers} · ${r.leadName} · ${r.bookingReference}`}
                    </Typography>
                  </TableCell>
                  {r.readiness.map((c) => (
                    <TableCell key={c.rule}>
                      <ReadinessChip check={c} compact />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
