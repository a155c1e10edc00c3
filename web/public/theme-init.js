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

// Starts the API reads the first screen of this route needs while the app's JavaScript is still
// downloading (the app's own fetch then picks up the preloaded answer). Same paths as the query
// keys of the pages; /api/settings is preloaded by index.html for every route.
(function () {
  var path = window.location.pathname.replace(/\/+$/, '') || '/';
  var reads = {
    '/': ['/api/packages', '/api/reviews'],
    '/packages': ['/api/packages'],
    '/booking': ['/api/packages'],
    '/blogs': ['/api/blogs'],
    '/past-trips': ['/api/gallery'],
  }[path];
  var detail = /^\/(packages|blogs)\/([a-z0-9-]+)$/.exec(path);
  if (detail) reads = ['/api/' + detail[1] + '/' + detail[2]];
  (reads || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
    link.href = href;
    document.head.appendChild(link);
  });
})();
