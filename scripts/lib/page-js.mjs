// What a page sends to the browser as script: shared by `npm run bench` and `npm run bench:ab`.
import { gzipSync } from 'node:zlib';

export const gzipLength = (text) => gzipSync(Buffer.from(text)).length;

/**
 * The JS a page loads until it is loaded and idle (`url` absolute), gzip-compressed, and what it
 * contains.
 */
export async function initialJs(browser, url) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') {
      try {
        scripts.push({ url: res.url(), body: await res.body() });
      } catch {
        // ignore aborted
      }
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  const gzip = scripts.reduce((n, s) => n + gzipSync(s.body).length, 0);
  const all = scripts.map((s) => s.body.toString('utf8')).join('\n');
  return {
    files: scripts.length,
    gzipBytes: gzip,
    hasFirebaseSdk: /@firebase\/|firebasejs|identitytoolkit/.test(all),
    hasAdminCode:
      scripts.some((s) => /\/admin[-.]/i.test(s.url)) || /Add Package|Change Password/.test(all),
  };
}

const decodeAttribute = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The translated texts a page hands its islands: every `messages` object in the
 * islands' props (data-props), as JSON, gzip-compressed on its own. The page's other i18n cost,
 * the code that formats them, is inside the islands' JS (initialJs).
 */
export function islandMessageBytes(html) {
  const found = [];
  const visit = (value) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'messages' && inner && typeof inner === 'object') found.push(inner);
      else visit(inner);
    }
  };
  for (const m of html.matchAll(/data-props="([^"]*)"/g)) visit(JSON.parse(decodeAttribute(m[1])));
  const json = found.length ? JSON.stringify(found) : '';
  return { islands: found.length, bytes: json.length, gzipBytes: json ? gzipLength(json) : 0 };
}
