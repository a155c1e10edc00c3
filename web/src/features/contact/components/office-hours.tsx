import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { OFFICE_HOURS } from '@umrah/domain/constants';

/** Static office hours (spec section 9). */
export function OfficeHours() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {OFFICE_HOURS.map((row) => (
        <Box
          component="li"
          key={row.days}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Typography component="span">{row.days}</Typography>
          <Typography
            component="span"
            sx={{
              fontWeight: 700,
              color: row.hours === 'Closed' ? 'text.secondary' : 'text.primary',
            }}
          >
            {row.hours}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
