// Every public page carries one JSON-LD graph (web/src/public/seo/structured-data.ts) and a
// canonical address on the configured site origin; the 404 page carries neither. Works on any
// data: it reads what is published and adds a package or a blog post only when there is none.
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { aBlog, aPackage } from '../functions/test-support/fixtures';
import { seedBlogs, seedPackages } from '../seed/content';
import { baseUrl, openBrowser, type BrowserSession } from './support/browser';

type Json = Record<string, unknown>;
type Node = Json & { '@type': string; '@id'?: string };

interface PublishedItem {
  slug: string;
  imageUrl?: string | null;
}

const ABSOLUTE = /^https?:\/\/[^/]+/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const FORBIDDEN_TYPES = ['Review', 'AggregateRating', 'Event'];
/** Properties whose values are addresses, wherever they appear in the graph. */
const URL_KEYS = new Set(['@id', 'url', 'logo', 'image', 'item', 'mainEntityOfPage', 'sameAs']);

let session: BrowserSession;
/** Every console message of every page visited (all levels: a CSP report is an error or warning). */
const consoleMessages: string[] = [];
/** Documents this file added, removed again at the end. */
const created: { collection: string; id: string }[] = [];
let settings: Json;
let packageSlug = '';
let blogSlug = '';
/** The configured site origin (SITE_URL), as the home page's og:url gives it. */
let siteOrigin = '';

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(new URL(path, baseUrl));
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** True when the image (a stored upload or a seed image) is really served by the site. */
async function isServed(url: string | null | undefined): Promise<boolean> {
  if (!url || !/-(480|960|1600)\.webp$/.test(url) || ABSOLUTE.test(url)) return false;
  const res = await fetch(new URL(url, baseUrl), { method: 'HEAD' });
  return res.status === 200;
}

async function add(collection: string, data: Json): Promise<void> {
  const now = Timestamp.now();
  const ref = await db()
    .collection(collection)
    .add({ ...data, createdAt: now, updatedAt: now });
  created.push({ collection, id: ref.id });
}

/** A published package whose picture has its renditions (for og:image), added when none has. */
async function publishedPackage(): Promise<string> {
  const packages = await getJson<PublishedItem[]>('/api/packages');
  for (const pkg of packages) if (await isServed(pkg.imageUrl)) return pkg.slug;
  const slug = `structured-data-${Date.now()}`;
  const imageUrl = seedPackages.find((p) => p.imageUrl)?.imageUrl;
  await add('packages', { ...aPackage({ slug, imageUrl, isPublished: true }) });
  return slug;
}

async function publishedBlog(): Promise<string> {
  const blogs = await getJson<PublishedItem[]>('/api/blogs');
  if (blogs[0]) return blogs[0].slug;
  const slug = `structured-data-${Date.now()}`;
  const imageUrl = seedBlogs.find((b) => b.imageUrl)?.imageUrl;
  await add('blogs', { ...aBlog({ slug, imageUrl, isPublished: true }) });
  return slug;
}

interface Head {
  status: number;
  ldJson: string[];
  canonical: string[];
  ogUrl: string | null;
  ogImage: string | null;
}

async function openPage(page: Page, path: string): Promise<Head> {
  const res = await page.goto(path);
  await page.waitForLoadState('networkidle');
  const ldJson = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  const canonical = await page
    .locator('link[rel="canonical"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  const meta = (property: string) =>
    page.locator(`meta[property="${property}"]`).first().getAttribute('content', { timeout: 1000 });
  const hasMeta = async (property: string) =>
    (await page.locator(`meta[property="${property}"]`).count()) > 0;
  return {
    status: res?.status() ?? 0,
    ldJson,
    canonical,
    ogUrl: (await hasMeta('og:url')) ? await meta('og:url') : null,
    ogImage: (await hasMeta('og:image')) ? await meta('og:image') : null,
  };
}

/** Every object in the value, at any depth (the value itself first). */
function objectsIn(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value && typeof value === 'object') {
    const obj = value as Json;
    return [obj, ...Object.values(obj).flatMap(objectsIn)];
  }
  return [];
}

/** Every string under an address property, at any depth. */
function addressesIn(value: unknown): string[] {
  return objectsIn(value).flatMap((obj) =>
    Object.entries(obj)
      .filter(([key]) => URL_KEYS.has(key))
      .flatMap(([, v]) => (Array.isArray(v) ? (v as unknown[]) : [v]))
      .filter((v): v is string => typeof v === 'string'),
  );
}

function typesOf(obj: Json): string[] {
  const type = obj['@type'];
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

function parseGraph(ldJson: string[]): Node[] {
  expect(ldJson).toHaveLength(1);
  const doc = JSON.parse(ldJson[0]!) as Json;
  expect(doc['@context']).toBe('https://schema.org');
  expect(Array.isArray(doc['@graph'])).toBe(true);
  const graph = doc['@graph'] as Node[];
  for (const node of graph) expect(typeof node['@type']).toBe('string');
  return graph;
}

function only(graph: Node[], type: string): Node {
  const nodes = graph.filter((n) => n['@type'] === type);
  expect(nodes, type).toHaveLength(1);
  return nodes[0]!;
}

/** Checks that hold on every page's graph. */
function checkCommon(graph: Node[], expectedTypes: string[]): void {
  expect(graph.map((n) => n['@type']).sort()).toEqual(
    ['TravelAgency', 'WebSite', ...expectedTypes].sort(),
  );
  const all = objectsIn(graph);
  expect(all.flatMap(typesOf).filter((t) => FORBIDDEN_TYPES.includes(t))).toEqual([]);

  // Addresses are absolute; the site's own (ids, pages, breadcrumbs) are on the site's origin.
  for (const url of addressesIn(graph)) expect(url).toMatch(ABSOLUTE);
  for (const obj of all) {
    for (const key of ['@id', 'url', 'item', 'mainEntityOfPage']) {
      const value = obj[key];
      if (typeof value === 'string') expect(value.startsWith(`${siteOrigin}/`), value).toBe(true);
    }
  }

  // Every reference ({"@id": ...} alone) names a node of the graph, and node ids are unique.
  const ids = graph.map((n) => n['@id']).filter((id): id is string => typeof id === 'string');
  expect(new Set(ids).size).toBe(ids.length);
  const references = all
    .filter((obj) => Object.keys(obj).length === 1 && typeof obj['@id'] === 'string')
    .map((obj) => obj['@id'] as string);
  expect(references.length).toBeGreaterThan(0);
  for (const ref of references) expect(ids, ref).toContain(ref);

  const agency = only(graph, 'TravelAgency');
  expect(agency['@id']).toBe(`${siteOrigin}/#agency`);
  expect(typeof agency.name).toBe('string');
  expect((agency.name as string).length).toBeGreaterThan(0);
  expect(agency.url).toBe(`${siteOrigin}/`);
  const setting = (key: string) => (typeof settings[key] === 'string' ? settings[key].trim() : '');
  if (setting('logoUrl')) expect(agency.logo).toMatch(ABSOLUTE);
  if (setting('phone')) expect(agency.telephone).toBe(settings.phone);
  if (setting('email')) expect(agency.email).toBe(settings.email);
  if (setting('address') || setting('city')) {
    const address = agency.address as Json;
    expect(address['@type']).toBe('PostalAddress');
    expect(address.addressCountry).toBe('CA');
    if (setting('address')) expect(address.streetAddress).toBe(settings.address);
    if (setting('city')) expect(address.addressLocality).toBe(settings.city);
  }
  const hours = agency.openingHoursSpecification as Json[];
  expect(Array.isArray(hours)).toBe(true);
  expect(hours.length).toBeGreaterThan(0);
  for (const h of hours) {
    expect(h['@type']).toBe('OpeningHoursSpecification');
    expect((h.dayOfWeek as string[]).length).toBeGreaterThan(0);
    expect(h.opens).toMatch(/^\d{2}:\d{2}$/);
    expect(h.closes).toMatch(/^\d{2}:\d{2}$/);
  }
  const socials = ['facebookUrl', 'instagramUrl', 'twitterUrl', 'youtubeUrl'].filter(setting);
  if (socials.length) {
    expect(agency.sameAs).toHaveLength(socials.length);
  } else expect(agency.sameAs).toBeUndefined();
  if (setting('registrationAuthority') && setting('registrationNumber')) {
    expect(agency.identifier).toEqual({
      '@type': 'PropertyValue',
      propertyID: setting('registrationAuthority'),
      value: setting('registrationNumber'),
    });
  } else expect(agency.identifier).toBeUndefined();

  const website = only(graph, 'WebSite');
  expect(website['@id']).toBe(`${siteOrigin}/#website`);
  expect(website.url).toBe(`${siteOrigin}/`);
  expect(website.name).toBe(agency.name);
  expect(website.publisher).toEqual({ '@id': agency['@id'] });
}

function checkBreadcrumbs(graph: Node[], canonical: string, parent: string): void {
  const list = only(graph, 'BreadcrumbList');
  const items = list.itemListElement as Json[];
  expect(items.length).toBeGreaterThanOrEqual(2);
  expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1));
  for (const item of items) {
    expect(item['@type']).toBe('ListItem');
    expect(typeof item.name).toBe('string');
    expect(item.item).toMatch(ABSOLUTE);
  }
  expect(items.map((i) => i.item)).toEqual([`${siteOrigin}/`, `${siteOrigin}${parent}`, canonical]);
}

beforeAll(async () => {
  settings = await getJson<Json>('/api/settings');
  packageSlug = await publishedPackage();
  blogSlug = await publishedBlog();
  session = await openBrowser();
  session.page.on('console', (msg) => consoleMessages.push(`[${msg.type()}] ${msg.text()}`));
  const home = await openPage(session.page, '/');
  expect(home.ogUrl).toMatch(ABSOLUTE);
  siteOrigin = new URL(home.ogUrl!).origin;
  const configured = process.env.SITE_URL?.trim().replace(/\/$/, '');
  if (configured) expect(siteOrigin).toBe(configured);
});

afterAll(async () => {
  await session?.close();
  for (const { collection, id } of created) await db().collection(collection).doc(id).delete();
});

describe('structured data and canonical address of each public page', () => {
  const routes: { name: string; path: () => string; types: string[] }[] = [
    { name: '/', path: () => '/', types: [] },
    { name: '/packages', path: () => '/packages', types: [] },
    {
      name: 'a package page',
      path: () => `/packages/${packageSlug}`,
      types: ['BreadcrumbList', 'Product', 'TouristTrip'],
    },
    { name: '/blogs', path: () => '/blogs', types: [] },
    {
      name: 'a blog post',
      path: () => `/blogs/${blogSlug}`,
      types: ['BreadcrumbList', 'BlogPosting'],
    },
    { name: '/past-trips', path: () => '/past-trips', types: [] },
    { name: '/about', path: () => '/about', types: [] },
    { name: '/contact', path: () => '/contact', types: [] },
    { name: '/booking', path: () => '/booking', types: [] },
    { name: '/privacy', path: () => '/privacy', types: [] },
  ];

  it.each(routes)('$name has one valid graph and its canonical address', async (route) => {
    const path = route.path();
    const head = await openPage(session.page, path);
    expect(head.status).toBe(200);
    const canonical = path === '/' ? `${siteOrigin}/` : `${siteOrigin}${path}`;
    expect(head.canonical).toEqual([canonical]);
    expect(head.ogUrl).toBe(canonical);
    checkCommon(parseGraph(head.ldJson), route.types);
  });

  it('the package page: breadcrumbs, the Product’s offers as shown, the trip, og:image', async () => {
    const { page } = session;
    const path = `/packages/${packageSlug}`;
    const head = await openPage(page, path);
    const canonical = `${siteOrigin}${path}`;
    const graph = parseGraph(head.ldJson);
    checkBreadcrumbs(graph, canonical, '/packages');

    const product = only(graph, 'Product');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(product.name).toBe(title?.trim());
    expect(product.url).toBe(canonical);
    expect(product.image).toMatch(ABSOLUTE);
    expect(product.brand).toEqual({ '@id': `${siteOrigin}/#agency` });
    const offers = product.offers as Json;
    expect(offers['@type']).toBe('AggregateOffer');
    expect(offers.priceCurrency).toBe('CAD');
    expect(typeof offers.lowPrice).toBe('number');
    expect(typeof offers.highPrice).toBe('number');
    expect(offers.lowPrice as number).toBeLessThanOrEqual(offers.highPrice as number);
    expect(offers.offerCount as number).toBeGreaterThanOrEqual(1);
    // The same room prices as the pricing cards on the page.
    const shown = (await page.locator('.pkg-price__amount').allTextContents()).map((text) =>
      Number(text.replace(/[^\d-]/g, '')),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(offers.offerCount).toBe(shown.length);
    expect(Math.round(offers.lowPrice as number)).toBe(Math.min(...shown));
    expect(Math.round(offers.highPrice as number)).toBe(Math.max(...shown));

    const trip = only(graph, 'TouristTrip');
    expect(trip.url).toBe(canonical);
    expect(trip.provider).toEqual({ '@id': `${siteOrigin}/#agency` });
    const itinerary = trip.itinerary as Json;
    expect(itinerary['@type']).toBe('ItemList');
    const stops = itinerary.itemListElement as Json[];
    expect(stops.length).toBeGreaterThan(0);
    expect(itinerary.numberOfItems).toBe(stops.length);
    expect(stops.map((s) => s.position)).toEqual(stops.map((_, index) => index + 1));
    // The day-by-day plan when the package has one, else its cities and nights.
    const { itinerary: days = [] } = await getJson<{
      itinerary?: { day: number; city: string; title: string }[];
    }>(`/api/packages/${packageSlug}`);
    for (const stop of stops) expect((stop.item as Json)['@type']).toBe('City');
    if (days.length > 0) {
      expect(stops.map((s) => [s.name, (s.item as Json).name])).toEqual(
        days.map((d) => [`Day ${d.day}: ${d.title}`, d.city]),
      );
    } else {
      for (const stop of stops) expect(['Makkah', 'Madinah']).toContain((stop.item as Json).name);
    }

    // The link preview is the picture's JPEG rendition, served by the site itself.
    expect(head.ogImage).toMatch(ABSOLUTE);
    const ogImage = new URL(head.ogImage!);
    expect(ogImage.pathname).toMatch(/\.jpg$/);
    const res = await fetch(new URL(ogImage.pathname, baseUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/jpeg/);
  });

  it('the package page is one the packages list links to', async () => {
    await openPage(session.page, '/packages');
    expect(
      await session.page.locator(`main a[href="/packages/${packageSlug}"]`).count(),
    ).toBeGreaterThan(0);
  });

  it('the blog post: breadcrumbs and a BlogPosting by the agency with ISO dates', async () => {
    const { page } = session;
    const path = `/blogs/${blogSlug}`;
    const head = await openPage(page, path);
    const canonical = `${siteOrigin}${path}`;
    const graph = parseGraph(head.ldJson);
    checkBreadcrumbs(graph, canonical, '/blogs');

    const post = only(graph, 'BlogPosting');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(post.headline).toBe(title?.trim());
    expect(post.url).toBe(canonical);
    expect(post.mainEntityOfPage).toBe(canonical);
    if (post.image !== undefined) expect(post.image).toMatch(ABSOLUTE);
    expect(post.author).toEqual({ '@id': `${siteOrigin}/#agency` });
    expect(post.publisher).toEqual({ '@id': `${siteOrigin}/#agency` });
    expect(post.datePublished).toMatch(ISO_DATE);
    expect(post.dateModified).toMatch(ISO_DATE);
    const published = Date.parse(post.datePublished as string);
    const modified = Date.parse(post.dateModified as string);
    expect(Number.isNaN(published)).toBe(false);
    expect(modified).toBeGreaterThanOrEqual(published);
  });

  it('the blog post is one the blog list links to', async () => {
    await openPage(session.page, '/blogs');
    expect(await session.page.locator(`main a[href="/blogs/${blogSlug}"]`).count()).toBeGreaterThan(
      0,
    );
  });

  it('the 404 page has no structured data and no canonical address', async () => {
    const head = await openPage(session.page, '/no-such-page');
    expect(head.status).toBe(404);
    expect(head.ldJson).toEqual([]);
    expect(head.canonical).toEqual([]);
    expect(head.ogUrl).toBeNull();
  });

  it('the Content-Security-Policy reported nothing on any page visited', () => {
    expect(consoleMessages.filter((m) => /Content Security Policy/i.test(m))).toEqual([]);
  });
});
