/**
 * The light/dark switch of the top bar. /theme-init.js applied the saved mode (else the system's)
 * before the first paint; this saves a new choice under the same key the admin area reads.
 */
export const MODE_STORAGE_KEY = 'theme-mode';

function apply(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  for (const button of document.querySelectorAll('[data-theme-toggle]')) {
    button.setAttribute('aria-pressed', String(dark));
  }
}

export function wireThemeSwitch(): void {
  apply(document.documentElement.classList.contains('dark'));
  for (const button of document.querySelectorAll('[data-theme-toggle]')) {
    button.addEventListener('click', () => {
      const dark = !document.documentElement.classList.contains('dark');
      try {
        localStorage.setItem(MODE_STORAGE_KEY, dark ? 'dark' : 'light');
      } catch {
        // Storage may be unavailable (private mode): the switch still works for this page.
      }
      apply(dark);
    });
  }
}
