import type { Breakpoint } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * True below `breakpoint` (default md, 900 px): dialogs go full-screen there. The nav, with
 * seven links, collapses to a menu below lg.
 */
export function useSmallScreen(breakpoint: Breakpoint = 'md'): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(breakpoint));
}
