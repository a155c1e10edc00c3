// The "no-script limit" of a page: our own server HTML of the same route with every script (and
// module preload) removed, served as a static file without compression on a loopback port; every
// other address (stylesheets, images) is passed through to the real site. What a route scores
// here is the best its HTML and CSS allow; the gap to it is what our JavaScript costs.
import { createServer } from 'node:http';

/** The page's HTML without any script: <script> elements and modulepreload links removed. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/** Starts the no-script copy of `routes` of `site` on 127.0.0.1; resolves to { url, close }. */
export async function startNoScriptSite(site, routes) {
  const pages = new Map();
  for (const route of routes) {
    const res = await fetch(site + route);
    pages.set(new URL(route, site).pathname, stripScripts(await res.text()));
  }
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const page = pages.get(path);
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
      return;
    }
    try {
      const upstream = await fetch(site + (req.url ?? '/'));
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': upstream.headers.get('cache-control') ?? 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
