import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface IconListProps {
  items: readonly string[];
  icon: ReactNode;
  /** Columns on wide screens. */
  columns?: 1 | 2;
}

/** A list whose bullets are icons (check marks, crosses, planes). */
export function IconList({ items, icon, columns = 1 }: IconListProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
      }}
    >
      {items.map((item, i) => (
        <Box
          component="li"
          key={`${i}-${item}`}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
        >
          <Box aria-hidden sx={{ display: 'flex', mt: '3px', '& svg': { fontSize: 20 } }}>
            {icon}
          </Box>
          <span>{item}</span>
        </Box>
      ))}
    </Box>
  );
}
