import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useHydrated } from '../../hooks/use-hydrated';

/**
 * Light/dark switch: starts from the saved choice, else the system preference; a toggle saves
 * the choice (MUI stores it and sets the `dark` class on <html>). The icon follows that class in
 * CSS, so a server-rendered page shows the right one before any script runs; the label names the
 * next mode once the browser has taken over the page.
 */
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const hydrated = useHydrated();
  const current = (mode === 'system' ? systemMode : mode) ?? 'light';
  const next = current === 'dark' ? 'light' : 'dark';
  const label = hydrated ? `Switch to ${next} mode` : 'Switch between light and dark mode';

  return (
    <IconButton
      onClick={() => setMode(next)}
      aria-label={label}
      title={label}
      color="inherit"
      sx={(theme) => ({
        border: 1,
        borderColor: 'divider',
        '& .theme-toggle-light': { display: 'none' },
        ...theme.applyStyles('dark', {
          '& .theme-toggle-light': { display: 'inline-block' },
          '& .theme-toggle-dark': { display: 'none' },
        }),
      })}
    >
      <LightModeOutlined className="theme-toggle-light" />
      <DarkModeOutlined className="theme-toggle-dark" />
    </IconButton>
  );
}
