import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';

/**
 * Light/dark switch: starts from the saved choice, else the system preference; a toggle saves
 * the choice (MUI stores it and sets the `dark` class on <html>).
 */
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const current = (mode === 'system' ? systemMode : mode) ?? 'light';
  const next = current === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;

  return (
    <IconButton
      onClick={() => setMode(next)}
      aria-label={label}
      title={label}
      color="inherit"
      sx={{ border: 1, borderColor: 'divider' }}
    >
      {current === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
