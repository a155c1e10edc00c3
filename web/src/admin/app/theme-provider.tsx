import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { getSettings, ReloadThemeSettingsContext } from '../shared/api/get-settings';
import { createAppTheme, type ThemeColors } from './theme';

/** Must match web/public/theme-init.js, which applies the saved mode before React renders. */
export const MODE_STORAGE_KEY = 'theme-mode';
/** The last settings colours seen, so the next page load paints with them at once. */
const COLORS_STORAGE_KEY = 'theme-colors';

function readCachedColors(): Partial<ThemeColors> {
  try {
    const raw = localStorage.getItem(COLORS_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Partial<ThemeColors>) : {};
  } catch {
    return {};
  }
}

/**
 * Puts the mode's class on <html> (theme-init.js set it before the first paint). MUI would
 * remove and add it again on mount even when unchanged, and the browser then restyles the whole
 * page (tens of ms on a phone, just after hydration): only a real change touches <html> here.
 */
function ColorSchemeClass() {
  const { colorScheme } = useColorScheme();
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!colorScheme || root.classList.contains(colorScheme)) return;
    root.classList.remove('light', 'dark');
    root.classList.add(colorScheme);
    root.style.colorScheme = colorScheme;
  }, [colorScheme]);
  return null;
}

type SettingsColors = Partial<
  Pick<PublicSettings, 'primaryColor' | 'secondaryColor' | 'accentColor'>
>;

/**
 * The colours to paint with: the settings' (defaults when unset), or until settings arrive,
 * the colours seen on the previous visit, so a custom palette does not flash. main.tsx makes
 * the same theme ahead of hydration.
 */
export function themeColorsFor(settings: SettingsColors | undefined): Partial<ThemeColors> {
  if (settings?.primaryColor === undefined) return readCachedColors();
  return {
    primary: settings.primaryColor,
    secondary: settings.secondaryColor ?? '',
    accent: settings.accentColor ?? '',
  };
}

/**
 * The MUI theme from the settings' colours (themeColorsFor). The settings are read once per page
 * load (the shell preloads /api/settings) and again after a save, without React Query, which the
 * sign-in screen does not load (issue 42). A failed read keeps the remembered colours.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<PublicSettings | undefined>();
  const reload = useCallback(async () => {
    try {
      setSettings(await getSettings());
    } catch {
      // The colours seen last stay.
    }
  }, []);
  useEffect(() => {
    let live = true;
    getSettings().then(
      (read) => live && setSettings(read),
      () => undefined, // the colours seen last stay
    );
    return () => {
      live = false;
    };
  }, []);
  const primary = settings?.primaryColor;
  const secondary = settings?.secondaryColor;
  const accent = settings?.accentColor;

  const theme = useMemo(
    () =>
      createAppTheme(
        themeColorsFor({ primaryColor: primary, secondaryColor: secondary, accentColor: accent }),
      ),
    [primary, secondary, accent],
  );

  useEffect(() => {
    if (primary === undefined) return;
    try {
      localStorage.setItem(COLORS_STORAGE_KEY, JSON.stringify({ primary, secondary, accent }));
    } catch {
      // Storage may be unavailable (private mode): the theme still works.
    }
  }, [primary, secondary, accent]);

  return (
    <ReloadThemeSettingsContext.Provider value={reload}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={MODE_STORAGE_KEY}
        disableTransitionOnChange
        // The saved mode is read at once (theme-init.js has already set its class on <html>):
        // reading it after mount would count as a change and restyle the whole page on a phone.
        // Its CSS does not depend on the mode, so server markup still hydrates.
        noSsr
        colorSchemeNode={null}
      >
        <ColorSchemeClass />
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ReloadThemeSettingsContext.Provider>
  );
}
