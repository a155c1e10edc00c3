import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import NightsStay from '@mui/icons-material/NightsStayOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatBlogDate } from '@umrah/domain/dates';
import type { Package } from '@umrah/domain/package';
import type { ReactNode } from 'react';
import { nightsLabel } from '../nights';

type FactsPackage = Pick<
  Package,
  'departureDate' | 'returnDate' | 'nightsInMakkah' | 'nightsInMadina'
>;

interface Fact {
  label: string;
  value: string;
  icon: ReactNode;
}

/** Departure and return dates (only when set), nights in Makkah and in Madina. */
export function PackageFacts({ pkg }: { pkg: FactsPackage }) {
  const facts: Fact[] = [];
  const calendar = <CalendarMonth />;
  if (pkg.departureDate)
    facts.push({ label: 'Departure', value: formatBlogDate(pkg.departureDate), icon: calendar });
  if (pkg.returnDate)
    facts.push({ label: 'Return', value: formatBlogDate(pkg.returnDate), icon: calendar });
  facts.push({ label: 'Makkah', value: nightsLabel(pkg.nightsInMakkah), icon: <NightsStay /> });
  facts.push({ label: 'Madina', value: nightsLabel(pkg.nightsInMadina), icon: <NightsStay /> });

  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      }}
    >
      {facts.map((fact) => (
        <Box
          component="li"
          key={fact.label}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            p: 1.75,
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
            {fact.icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{fact.value}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
