/* global window, document */
// Server-rendered pages load the app's script only once the page has painted: the visitor sees
// the page at once instead of after the script has downloaded and run (which otherwise may come
// first on a fast connection, and holds the first paint on a slow phone). The page works as
// plain HTML meanwhile. The script's address is in <meta name="app-entry"> (see
// web/src/lib/page-template.ts); an external file, as the CSP forbids inline scripts.
(function () {
  var meta = document.querySelector('meta[name="app-entry"]');
  if (!meta) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = meta.content;
    document.head.appendChild(script);
  }
  // After the next frame is painted; a tab in the background paints no frames, hence the timer.
  window.requestAnimationFrame(function () {
    window.setTimeout(start, 0);
  });
  window.setTimeout(start, 1000);
})();
