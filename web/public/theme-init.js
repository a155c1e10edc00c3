/* global window, document */
// Runs before the app: applies the saved light/dark choice (else the system preference) to <html> before the app
// renders, so a dark page never flashes light. An external file: the CSP forbids inline scripts.
// The key and values match MUI's mode storage (modeStorageKey 'theme-mode' in app/theme-provider).
(function () {
  var dark = false;
  try {
    var mode = localStorage.getItem('theme-mode');
    dark =
      mode === 'dark' ||
      (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    // No storage or no matchMedia: light.
  }
  var root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
