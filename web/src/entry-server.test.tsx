// @vitest-environment node
// The server renderer as the `site` function calls it: no DOM, only the HTML it returns.
import type { DehydratedState } from '@tanstack/react-query';
import type { PageQuery } from '@umrah/domain/page-render';
import { describe, expect, it } from 'vitest';
import shell from '../index.html?raw';
import { pageRenderer } from './entry-server';
import { makeBlog, makePackage, makeReview, makeSettings } from './testing/data';

const SITE_NAME = 'Noor Test Travels';
const settings = makeSettings({ siteName: SITE_NAME });
const packages = [
  makePackage({ id: 'pkg-1', slug: 'ramadan-umrah-2026', title: 'Ramadan Umrah 2026' }),
  makePackage({ id: 'pkg-2', slug: 'winter-umrah-2026', title: 'Winter Umrah 2026', price: 1899 }),
];

function render(url: string, queries: PageQuery[]) {
  return pageRenderer.render({
    url,
    queries: [{ key: ['settings'], data: settings }, ...queries],
    template: shell,
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

function stateOf(html: string): DehydratedState {
  const match = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('No page state in the HTML');
  return JSON.parse(match[1]) as DehydratedState;
}

describe('pageRenderer.queriesFor', () => {
  it('names the settings, packages and reviews for the home page', () => {
    const keys = pageRenderer.queriesFor('/');
    expect(keys[0]).toEqual(['settings']);
    expect(keys).toEqual(expect.arrayContaining([['settings'], ['packages'], ['reviews']]));
  });

  it('names the settings and the one package for a package page', () => {
    expect(pageRenderer.queriesFor('/packages/abc')).toEqual([['settings'], ['packages', 'abc']]);
  });

  it('names only the settings for a page without data and for an unknown address', () => {
    expect(pageRenderer.queriesFor('/contact')).toEqual([['settings']]);
    expect(pageRenderer.queriesFor('/no-such-page')).toEqual([['settings']]);
  });
});

describe('pageRenderer.render', () => {
  it('renders /packages with both packages, its title and the site name (200)', async () => {
    const page = await render('/packages', [{ key: ['packages'], data: packages }]);
    expect(page.status).toBe(200);
    const root = rootOf(page.html);
    expect(root).toContain('Ramadan Umrah 2026');
    expect(root).toContain('Winter Umrah 2026');
    expect(root).toContain('href="/packages/winter-umrah-2026"');
    expect(root).toContain(SITE_NAME);
    const title = titleOf(page.html) ?? '';
    expect(title).toContain('Packages');
    expect(title).toContain(SITE_NAME);
    expect(page.html).toContain(`<meta property="og:site_name" content="${SITE_NAME}" />`);
  });

  it('puts the page data in #page-state, as the browser hydrates it', async () => {
    const page = await render('/packages', [{ key: ['packages'], data: packages }]);
    const { queries } = stateOf(page.html);
    const dataOf = (key: string[]) =>
      queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;
    expect(dataOf(['packages'])).toEqual(packages);
    expect(dataOf(['settings'])).toEqual(settings);
  });

  it('puts Emotion’s styles in the head and drops the settings preload', async () => {
    const page = await render('/packages', [{ key: ['packages'], data: packages }]);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).toMatch(/<style data-server-styles="css [^"]+">/);
    expect(rootOf(page.html)).not.toContain('<style');
    expect(page.html).not.toContain('/api/settings');
  });

  it('renders a package page with the package title in <title>', async () => {
    const [pkg] = packages;
    const page = await render(`/packages/${pkg!.slug}`, [
      { key: ['packages', pkg!.slug], data: pkg },
    ]);
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe(`Ramadan Umrah 2026 | ${SITE_NAME}`);
    expect(rootOf(page.html)).toContain('Spend the last ten nights of Ramadan in Makkah.');
  });

  it('answers 404 with Package Not Found when the package’s data is null', async () => {
    const page = await render('/packages/nope', [{ key: ['packages', 'nope'], data: null }]);
    expect(page.status).toBe(404);
    expect(rootOf(page.html)).toContain('Package Not Found');
  });

  it('answers 404 with Page Not Found for an unknown address', async () => {
    const page = await render('/no-such-page', []);
    expect(page.status).toBe(404);
    expect(rootOf(page.html)).toContain('Page Not Found');
    expect(titleOf(page.html)).toContain('Page Not Found');
  });

  it('renders a blog post with its title', async () => {
    const blog = makeBlog({ slug: 'packing-list', title: 'The Packing List' });
    const page = await render('/blogs/packing-list', [
      { key: ['blogs', 'packing-list'], data: blog },
    ]);
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe(`The Packing List | ${SITE_NAME}`);
    expect(rootOf(page.html)).toContain('The Packing List');
  });

  it('renders the home page with its packages and reviews', async () => {
    const page = await render('/', [
      { key: ['packages'], data: packages },
      { key: ['reviews'], data: [makeReview({ name: 'Yusuf Karim' })] },
    ]);
    expect(page.status).toBe(200);
    const root = rootOf(page.html);
    expect(root).toContain('Embark on the Journey of a Lifetime');
    expect(root).toContain('Winter Umrah 2026');
    expect(titleOf(page.html)).toContain(SITE_NAME);
  });

  it('escapes content that looks like HTML, in the markup and in the state', async () => {
    const hostile = '</script><script>window.__xss=1</script>';
    const pkg = makePackage({ slug: 'hostile', title: hostile });
    const page = await render('/packages/hostile', [{ key: ['packages', 'hostile'], data: pkg }]);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>window.__xss');
    const state = stateOf(page.html);
    expect(state.queries.find((q) => q.queryKey[1] === 'hostile')?.state.data).toEqual(pkg);
  });
});
