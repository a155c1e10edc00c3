import { createTheme, type Theme } from '@mui/material/styles';
import { brandColors, type BrandColors } from '@umrah/domain/model/brand-colors';

declare module '@mui/material/styles' {
  interface Palette {
    /** The settings' accent colour (gold by default): highlights, stars, the Book Now buttons. */
    accent: Palette['primary'];
    /** A very deep shade of the primary colour: footer, hero overlays, page banners. */
    deep: Palette['primary'];
  }
  /** The theme uses CSS variables (createAppTheme): the provider's variables props apply. */
  interface CssThemeVariables {
    enabled: true;
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
    deep?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}

/** The settings' theme colours, each as text 'H S% L%' ('' or malformed = the default). */
export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
}

const SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const SERIF = 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif';

const heading = (size: string, weight = 700) => ({
  fontFamily: SERIF,
  fontWeight: weight,
  fontSize: size,
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
});

/**
 * The site theme: the settings' primary, secondary and accent colours drive both the
 * light and dark schemes; the spec's defaults apply when a colour is unset. The `dark` class on
 * <html> selects the dark scheme (set before React renders by /theme-init.js).
 */
export function createAppTheme(colors: Partial<ThemeColors> = {}): Theme {
  return buildTheme(brandColors(colors));
}

function buildTheme({ light, dark }: BrandColors): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          // AA: button text picks black or white for at least 4.5:1 against its background.
          contrastThreshold: 4.5,
          primary: { main: light.primary },
          secondary: { main: light.secondary },
          accent: {
            main: light.accent,
            // Stars and icons on white keep 3:1 contrast with this darker shade.
            dark: light.accentStrong,
            contrastText: '#1d1a12',
          },
          deep: { main: light.deep, contrastText: '#ffffff' },
          background: { default: '#f8f6f1', paper: '#ffffff' },
          text: { primary: '#17201b', secondary: '#4a5650' },
          divider: 'rgba(23, 32, 27, 0.12)',
        },
      },
      dark: {
        palette: {
          contrastThreshold: 4.5,
          primary: { main: dark.primary },
          secondary: { main: dark.secondary },
          accent: { main: dark.accent, dark: dark.accentStrong, contrastText: '#1d1a12' },
          deep: { main: dark.deep, contrastText: '#ffffff' },
          background: { default: '#0c1310', paper: '#131d18' },
          text: { primary: '#eef2ef', secondary: '#b4c0b9' },
          divider: 'rgba(238, 242, 239, 0.14)',
        },
      },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: SANS,
      h1: heading('clamp(2.25rem, 1.6rem + 3vw, 3.75rem)', 700),
      h2: heading('clamp(1.85rem, 1.5rem + 1.6vw, 2.6rem)'),
      h3: heading('clamp(1.5rem, 1.3rem + 0.9vw, 2rem)'),
      h4: heading('1.5rem'),
      h5: { ...heading('1.25rem'), fontFamily: SANS, letterSpacing: 0 },
      h6: { fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.35 },
      subtitle1: { fontSize: '1.1rem', lineHeight: 1.6 },
      body1: { lineHeight: 1.7 },
      body2: { lineHeight: 1.6 },
      overline: { fontWeight: 700, letterSpacing: '0.16em', fontSize: '0.75rem' },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollBehavior: 'smooth' },
          '@media (prefers-reduced-motion: reduce)': {
            html: { scrollBehavior: 'auto' },
            '*, *::before, *::after': {
              transition: 'none !important',
              animation: 'none !important',
            },
          },
          ':focus-visible': {
            outline: '3px solid var(--mui-palette-accent-main)',
            outlineOffset: 2,
          },
          img: { maxWidth: '100%' },
        },
      },
      MuiTypography: {
        // Subtitles are text, not headings (MUI maps them to h6 by default).
        defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 999, paddingInline: 22 },
          sizeLarge: { paddingBlock: 12, paddingInline: 28, fontSize: '1rem' },
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: 16,
            border: '1px solid var(--mui-palette-divider)',
            backgroundImage: 'none',
          },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiAccordion: {
        defaultProps: { disableGutters: true, elevation: 0 },
        styleOverrides: {
          root: {
            border: '1px solid var(--mui-palette-divider)',
            borderRadius: 12,
            '&::before': { display: 'none' },
            '&:not(:last-of-type)': { marginBottom: 12 },
            '&:first-of-type, &:last-of-type': { borderRadius: 12 },
          },
        },
      },
    },
  });
}
