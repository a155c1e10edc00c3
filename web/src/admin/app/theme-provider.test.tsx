import { useTheme } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hslTextToHex } from '@umrah/domain/model/color';
import { DEFAULT_COLORS } from '@umrah/domain/model/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSettings } from '../../testing/data';
import { failWith, stubApi } from '../../testing/fake-api';
import { useReloadThemeSettings } from '../shared/api/get-settings';
import { createQueryClient } from '../shared/api/query-client';
import { AppProvider } from './provider';

function PaletteProbe() {
  const { palette } = useTheme();
  return (
    <output>
      {palette.primary.main} {palette.secondary.main} {palette.accent.main}
    </output>
  );
}

let queryClient = createQueryClient();

function renderProbe() {
  queryClient = createQueryClient();
  return render(
    <AppProvider queryClient={queryClient}>
      <PaletteProbe />
    </AppProvider>,
  );
}

describe('theme from settings', () => {
  it("applies the settings' colours", async () => {
    stubApi({
      '/api/settings': makeSettings({
        primaryColor: '10 80% 30%',
        secondaryColor: '260 50% 40%',
        accentColor: '330 70% 50%',
      }),
    });
    renderProbe();
    const expected = ['10 80% 30%', '260 50% 40%', '330 70% 50%'].map(hslTextToHex).join(' ');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(expected));
    // Remembered, so the next page load paints with them before settings arrive.
    expect(JSON.parse(localStorage.getItem('theme-colors')!)).toMatchObject({
      primary: '10 80% 30%',
    });
  });

  it('follows the colours saved later (a settings save reads them again)', async () => {
    stubApi({ '/api/settings': makeSettings({ primaryColor: '10 80% 30%' }) });
    function SaveProbe() {
      const reload = useReloadThemeSettings();
      return <button onClick={() => void reload()}>Saved</button>;
    }
    render(
      <AppProvider>
        <PaletteProbe />
        <SaveProbe />
      </AppProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(hslTextToHex('10 80% 30%')!),
    );

    stubApi({ '/api/settings': makeSettings({ primaryColor: '210 60% 30%' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(hslTextToHex('210 60% 30%')!),
    );
  });

  it('keeps the default colours when settings are unset or unavailable', async () => {
    const defaults = [DEFAULT_COLORS.primary, DEFAULT_COLORS.secondary, DEFAULT_COLORS.accent]
      .map(hslTextToHex)
      .join(' ');
    stubApi({ '/api/settings': failWith(500) });
    const { unmount } = renderProbe();
    expect(screen.getByRole('status')).toHaveTextContent(defaults);
    unmount();

    stubApi({ '/api/settings': makeSettings() });
    renderProbe();
    await waitFor(() => expect(localStorage.getItem('theme-colors')).not.toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent(defaults);
  });
});

describe("the theme's CSS variables", () => {
  /** The text of every <style> the document holds that declares the primary colour's variable. */
  const variableSheets = () =>
    [...document.head.querySelectorAll('style')]
      .map((style) => style.textContent ?? '')
      .filter((css) => css.includes('--mui-palette-primary-main'));

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('are made in the browser from the settings’ colours', async () => {
    stubApi({ '/api/settings': makeSettings() });
    renderProbe();
    await waitFor(() => expect(variableSheets()).not.toEqual([]));
  });
});
