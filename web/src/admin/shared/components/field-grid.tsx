import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Form fields in two columns on wide screens, one on phones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        '& > .full-width': { gridColumn: '1 / -1' },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A titled part of a long form, e.g. 'Prices'. Spans both columns. With an `id`, a SectionLinks
 * bar can bring it into view (it then lands below the bar, and takes the focus).
 */
export function FieldSection({ title, id }: { title: string; id?: string }) {
  return (
    <Typography
      className="full-width"
      component="h3"
      variant="overline"
      color="text.secondary"
      id={id}
      tabIndex={id ? -1 : undefined}
      sx={{ mt: 1, lineHeight: 1.5, scrollMarginTop: '3.5rem', '&:focus': { outline: 'none' } }}
    >
      {title}
    </Typography>
  );
}

export interface SectionLink {
  /** The id of the section's FieldSection. */
  id: string;
  label: string;
}

/**
 * The parts of a long form as a row of links that stays at the top of the dialog while it
 * scrolls (the dialog's Save stays at its bottom): staff go straight to the prices or the stay
 * instead of scrolling past the descriptions. One row; on a phone it scrolls sideways.
 */
export function SectionLinks({ sections }: { sections: readonly SectionLink[] }) {
  function show(id: string) {
    const heading = document.getElementById(id);
    heading?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading?.focus({ preventScroll: true });
  }
  return (
    <Box
      component="nav"
      aria-label="Form sections"
      className="full-width"
      sx={{
        position: 'sticky',
        // Flush with the dialog's scrolling edge: above the content's top padding (16 px, the
        // dialog's DialogContent with dividers), so nothing shows through above the bar.
        top: '-16px',
        // Above the outlined fields' labels (MUI gives them z-index 1): a label scrolled under
        // the bar would otherwise print over the section buttons.
        zIndex: 2,
        display: 'flex',
        gap: 0.5,
        overflowX: 'auto',
        py: 0.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {sections.map((section) => (
        <Button
          key={section.id}
          size="small"
          onClick={() => show(section.id)}
          sx={{ flex: '0 0 auto', whiteSpace: 'nowrap' }}
        >
          {section.label}
        </Button>
      ))}
    </Box>
  );
}
