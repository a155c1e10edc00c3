import type { Palette, Theme } from '@mui/material/styles';
import { hslTextToHex } from '@umrah/domain/model/color';
import { DEFAULT_COLORS } from '@umrah/domain/model/constants';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

/** createAppTheme builds a CSS-variables theme: its colour schemes sit beside the palette. */
type SchemedTheme = Theme & {
  colorSchemes: Record<'light' | 'dark', { palette: Palette }>;
  colorSchemeSelector: string;
};
const schemes = (theme: Theme) => theme as SchemedTheme;
const light = (theme: Theme) => schemes(theme).colorSchemes.light.palette;
const dark = (theme: Theme) => schemes(theme).colorSchemes.dark.palette;

describe('createAppTheme', () => {
  it("uses the spec's default colours when settings have none", () => {
    const theme = createAppTheme({ primary: '', secondary: '', accent: '' });
    expect(light(theme).primary.main).toBe(hslTextToHex(DEFAULT_COLORS.primary));
    expect(light(theme).secondary.main).toBe(hslTextToHex(DEFAULT_COLORS.secondary));
    expect(light(theme).accent.main).toBe(hslTextToHex(DEFAULT_COLORS.accent));
  });

  it("drives primary, secondary and accent from the settings' H S% L% text", () => {
    const theme = createAppTheme({
      primary: '10 80% 30%',
      secondary: '260 50% 40%',
      accent: '330 70% 50%',
    });
    expect(light(theme).primary.main).toBe(hslTextToHex('10 80% 30%'));
    expect(light(theme).secondary.main).toBe(hslTextToHex('260 50% 40%'));
    expect(light(theme).accent.main).toBe(hslTextToHex('330 70% 50%'));
  });

  it('keeps the hue in dark mode but lightens dark colours for contrast', () => {
    const theme = createAppTheme({ primary: '10 80% 30%' });
    expect(dark(theme).primary.main).toBe(hslTextToHex('10 80% 62%'));
  });

  it('falls back to the default for a malformed colour', () => {
    const theme = createAppTheme({ primary: 'green' });
    expect(light(theme).primary.main).toBe(hslTextToHex(DEFAULT_COLORS.primary));
  });

  it('switches schemes with the dark class on <html>', () => {
    expect(schemes(createAppTheme()).colorSchemeSelector).toBe('class');
  });
});
