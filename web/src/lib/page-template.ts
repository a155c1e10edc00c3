import type { PageHead } from '../components/seo/page-meta';

export interface PageParts {
  /** The rendered app, placed inside #root. */
  markup: string;
  /** <style> tags for the head. */
  styles: string;
  /** The page's title and description; the template's own stay when absent. */
  head: PageHead | undefined;
  /** JSON of the query data the browser hydrates with. */
  state: string;
  stateElementId: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end its <script> element early or start a comment in it. */
export const escapeJsonForScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function setMeta(html: string, attribute: 'name' | 'property', key: string, content: string) {
  const tag = `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const existing = new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="[^"]*"\\s*/?>`);
  return existing.test(html)
    ? html.replace(existing, () => tag)
    : html.replace('</head>', () => `    ${tag}\n  </head>`);
}

/**
 * The built app's HTML shell (web/dist/app.html) with a server-rendered page in it: its title
 * and description, its styles, its markup and its data. The page's data is in the document, so
 * the shell's preload of /api/settings goes. Replacements are functions: a `$` in content is
 * text, never a replacement pattern.
 */
export function fillPageTemplate(template: string, parts: PageParts): string {
  let html = template.replace(/\s*<link rel="preload" href="\/api\/settings"[^>]*>/, '');
  if (parts.head) {
    const { title, description, siteName } = parts.head;
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    html = setMeta(html, 'name', 'description', description);
    html = setMeta(html, 'property', 'og:title', title);
    html = setMeta(html, 'property', 'og:description', description);
    html = setMeta(html, 'property', 'og:site_name', siteName);
  }
  // The app's script starts after the first paint (public/start-after-paint.js).
  html = html.replace(
    /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/,
    (_tag, src: string) =>
      `<meta name="app-entry" content="${src}" />\n    <script defer src="/start-after-paint.js"></script>`,
  );
  const state = `<script type="application/json" id="${parts.stateElementId}">${escapeJsonForScript(parts.state)}</script>`;
  return html
    .replace('</head>', () => `${parts.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.markup}</div>${state}`);
}
