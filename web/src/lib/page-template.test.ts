import { describe, expect, it } from 'vitest';
// The shell as the app ships it (the build only adds its hashed script names).
import shell from '../../index.html?raw';
import { escapeJsonForScript, fillPageTemplate, type PageParts } from './page-template';

const STATE_ID = 'page-state';

function fill(overrides: Partial<PageParts> = {}): string {
  return fillPageTemplate(shell, {
    markup: '<main><h1>Umrah Packages</h1></main>',
    styles: '<style data-emotion="css abc123">.css-abc123{color:red;}</style>',
    head: {
      title: 'Packages | Noor Haramain Travels',
      description: 'Every package we run this year.',
      siteName: 'Noor Haramain Travels',
    },
    state: JSON.stringify({ queries: [] }),
    stateElementId: STATE_ID,
    ...overrides,
  });
}

/** The document as a browser's HTML parser builds it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const metaContent = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((m) => m.getAttribute('content'));

/** The raw text between the state script's opening tag and the first `</script>` after it. */
function rawStateText(html: string): string {
  const open = `<script type="application/json" id="${STATE_ID}">`;
  const start = html.indexOf(open);
  if (start < 0) throw new Error('No state script in the page');
  const end = html.indexOf('</script>', start);
  return html.slice(start + open.length, end);
}

describe('fillPageTemplate: the head', () => {
  it('sets the title, description and og tags once each, replacing the shell’s own', () => {
    const doc = parse(fill());
    expect(doc.title).toBe('Packages | Noor Haramain Travels');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(metaContent(doc, 'meta[name="description"]')).toEqual([
      'Every package we run this year.',
    ]);
    expect(metaContent(doc, 'meta[property="og:title"]')).toEqual([
      'Packages | Noor Haramain Travels',
    ]);
    expect(metaContent(doc, 'meta[property="og:description"]')).toEqual([
      'Every package we run this year.',
    ]);
    expect(metaContent(doc, 'meta[property="og:site_name"]')).toEqual(['Noor Haramain Travels']);
    // The new og:site_name goes in the head, not the body.
    expect(doc.head.querySelector('meta[property="og:site_name"]')).not.toBeNull();
  });

  it('HTML-escapes the title and the meta contents', () => {
    const hostile = 'Tom & Jerry "Umrah" <img src=x onerror=alert(1)>';
    const html = fill({
      head: { title: hostile, description: `${hostile} desc`, siteName: `${hostile} site` },
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Tom &amp; Jerry &quot;Umrah&quot; &lt;img src=x onerror=alert(1)&gt;');
    const doc = parse(html);
    expect(doc.title).toBe(hostile);
    expect(metaContent(doc, 'meta[name="description"]')).toEqual([`${hostile} desc`]);
    expect(metaContent(doc, 'meta[property="og:title"]')).toEqual([hostile]);
    expect(metaContent(doc, 'meta[property="og:description"]')).toEqual([`${hostile} desc`]);
    expect(metaContent(doc, 'meta[property="og:site_name"]')).toEqual([`${hostile} site`]);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
  });

  it('keeps `$&`, `$1` and `$$` in the content literal (no replacement patterns)', () => {
    const text = "Save $& now, $1 off, $$ and $' too";
    const html = fill({
      head: { title: text, description: text, siteName: text },
      markup: `<p>${text}</p>`,
      styles: `<style>/* ${text} */</style>`,
      state: JSON.stringify({ text }),
    });
    const doc = parse(html);
    expect(doc.title).toBe(text);
    expect(metaContent(doc, 'meta[name="description"]')).toEqual([text]);
    expect(metaContent(doc, 'meta[property="og:site_name"]')).toEqual([text]);
    expect(doc.getElementById('root')?.textContent).toBe(text);
    expect(doc.head.innerHTML).toContain(`/* ${text} */`);
    expect(JSON.parse(doc.getElementById(STATE_ID)?.textContent ?? '')).toEqual({ text });
  });

  it('keeps the shell’s title and description when the page reported no head', () => {
    const doc = parse(fill({ head: undefined }));
    expect(doc.title).toBe(parse(shell).title);
    expect(metaContent(doc, 'meta[name="description"]')).toEqual(
      metaContent(parse(shell), 'meta[name="description"]'),
    );
    expect(doc.querySelector('meta[property="og:site_name"]')).toBeNull();
  });

  it('removes the preload of /api/settings (the data is in the page) and nothing else', () => {
    expect(shell).toContain('<link rel="preload" href="/api/settings"');
    const html = fill();
    expect(html).not.toContain('/api/settings');
    const doc = parse(html);
    expect(doc.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(doc.querySelector('script[src="/theme-init.js"]')).not.toBeNull();
  });

  it('puts the styles in the head', () => {
    const doc = parse(fill());
    const style = doc.head.querySelector('style[data-emotion="css abc123"]');
    expect(style?.textContent).toBe('.css-abc123{color:red;}');
    expect(doc.body.querySelector('style')).toBeNull();
  });
});

describe('fillPageTemplate: the app script', () => {
  it('starts the app after the first paint: its address in <meta name="app-entry">, no module script', () => {
    const doc = parse(fill());
    expect(doc.querySelector('script[type="module"]')).toBeNull();
    expect(doc.querySelector('meta[name="app-entry"]')?.getAttribute('content')).toBe(
      '/src/main.tsx',
    );
    const starter = doc.querySelector('script[src="/start-after-paint.js"]');
    expect(starter).not.toBeNull();
    expect(starter?.hasAttribute('defer')).toBe(true);
  });
});

describe('fillPageTemplate: the body', () => {
  it('places the markup inside #root, with the state script right after it', () => {
    const doc = parse(fill());
    const root = doc.getElementById('root');
    expect(root?.innerHTML).toBe('<main><h1>Umrah Packages</h1></main>');
    const state = root?.nextElementSibling;
    expect(state?.id).toBe(STATE_ID);
    expect(state?.getAttribute('type')).toBe('application/json');
  });

  const hostileStates: [string, unknown][] = [
    [
      'a closing script tag',
      { title: '</script><script>alert(1)</script>', nested: ['</SCRIPT >'] },
    ],
    ['an HTML comment opener', { title: '<!-- <script>', other: '-->' }],
    [
      'line and paragraph separators',
      { title: 'line\u2028separator\u2029paragraph', amp: 'a & b > c' },
    ],
  ];

  it.each(hostileStates)('the state with %s cannot break out of its script', (_, data) => {
    const html = fill({ state: JSON.stringify(data) });
    const raw = rawStateText(html);
    // The text up to the first `</script>` is the whole JSON: nothing ended the element early.
    expect(JSON.parse(raw)).toEqual(data);
    expect(raw).not.toMatch(/[<>&\u2028\u2029]/);

    const doc = parse(html);
    expect(JSON.parse(doc.getElementById(STATE_ID)?.textContent ?? '')).toEqual(data);
    // No script came out of the data: the same scripts as a page with harmless data.
    const scripts = (d: Document) =>
      [...d.querySelectorAll('script')].map((s) => s.id || s.getAttribute('src')).sort();
    expect(scripts(doc)).toEqual(scripts(parse(fill())));
  });
});

describe('escapeJsonForScript', () => {
  it('escapes with JSON escapes only: parsing gives back the same value', () => {
    const value = {
      html: '</script><!-- <b>&amp;</b> -->',
      separators: '\u2028\u2029',
      plain: 'Makkah & Madinah',
      list: [1, null, true, 'x<y'],
    };
    const escaped = escapeJsonForScript(JSON.stringify(value));
    expect(escaped).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(escaped)).toEqual(value);
  });

  it('leaves JSON without those characters as it was', () => {
    const json = JSON.stringify({ title: 'Ramadan Umrah 2026', price: 2499 });
    expect(escapeJsonForScript(json)).toBe(json);
  });
});
