import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

interface DisabledUntilHydratedProps {
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A form's controls, inside a <fieldset> that is disabled in the server's markup until the
 * browser has taken the page over: hydration would reset what a visitor typed, drop a picked
 * file, and a click on submit would send the form natively (its fields in the URL).
 * One fieldset rather than each field following hydration: when it ends, only this element
 * re-renders, not every MUI field of the form in one long task on a phone.
 */
export function DisabledUntilHydrated({ children, sx = [] }: DisabledUntilHydratedProps) {
  const hydrated = useHydrated();
  return (
    <Box
      component="fieldset"
      disabled={!hydrated}
      sx={[{ border: 0, m: 0, p: 0, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
