// Every public page in French: walked in real Chromium, each must be French all
// through. A page fails on any text of the English catalog left on it (interface text), on a
// sentence that reads as English outside an element marked lang="en" (an untranslated text in
// code, or content shown without its fallback marking), and on serious axe findings. Then the
// hreflang alternates of every page, in all four languages, must name each other.
import { localeOfPath, localizedPath, LOCALES } from '@umrah/domain/model/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPaymentDemo } from '../scripts/seed-payment-demo';
import { seedPackages } from '../seed/content';
import { englishTextMatchers, looksEnglish } from './support/english-text';
import { seriousA11yViolations } from './support/axe';
import { baseUrl, openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

/** Every English address the site lists, and the pages it does not list (forms, pay, trip, 404). */
async function englishAddresses(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => localeOfPath(path).locale === 'en-CA');
  const pkg = seedPackages.find((p) => p.isPublished)!;
  return [
    ...new Set(listed),
    `/booking?package=${pkg.slug}`,
    `/packages?sort=price`,
    ...Object.values(await seedPaymentDemo()),
    '/trip',
  ];
}

/** What a visitor reads or hears on the page, outside elements marked as English. */
async function textsOutsideEnglish(session: BrowserSession): Promise<string[]> {
  return session.page.evaluate(() => {
    const out: string[] = [document.title];
    const inEnglish = (el: Element | null) =>
      !!el?.closest('[lang]') && /^en\b/i.test(el.closest('[lang]')!.getAttribute('lang') ?? '');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, svg')) continue;
      if (!inEnglish(parent)) out.push(node.textContent ?? '');
    }
    for (const el of Array.from(
      document.querySelectorAll(
        '[aria-label], [title], [alt], [placeholder], input[type=submit][value], meta[name=description], meta[property^="og:"]',
      ),
    )) {
      if (inEnglish(el)) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'value', 'content']) {
        const value = el.getAttribute(name);
        if (value && !(el.tagName === 'META' && name !== 'content')) out.push(value);
      }
    }
    return out.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t !== '');
  });
}

let addresses: string[] = [];

beforeAll(async () => {
  await resetToSeed();
  addresses = await englishAddresses();
}, 120_000);

describe('every public page in French', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ locale: 'fr-CA' });
  });
  afterAll(async () => {
    await session.close();
  });

  it('walks the site in French: French lang, no English interface text, no English sentence outside lang="en", no serious axe finding', async () => {
    const matchers = englishTextMatchers();
    const french = [...addresses.map((a) => localizedPath(a, 'fr-CA')), '/fr/nulle-part'];
    expect(french.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const address of french) {
      const res = await session.page.goto(address);
      await session.page.waitForLoadState('networkidle');
      const expected = address === '/fr/nulle-part' ? 404 : 200;
      if (res?.status() !== expected) problems.push(`${address}: status ${res?.status()}`);
      const lang = await session.page.getAttribute('html', 'lang');
      if (lang !== 'fr-CA') problems.push(`${address}: <html lang="${lang}">`);
      for (const text of await textsOutsideEnglish(session)) {
        const message = matchers.find((m) => m.pattern.test(text));
        if (message) problems.push(`${address}: English message ${message.id}: "${text}"`);
        else if (looksEnglish(text)) problems.push(`${address}: English text: "${text}"`);
      }
      const axe = await seriousA11yViolations(session.page);
      if (axe.length > 0) problems.push(`${address}: axe ${JSON.stringify(axe)}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

interface Alternates {
  canonical: string | undefined;
  links: Map<string, string>;
  noindex: boolean;
}

async function alternatesOf(path: string): Promise<Alternates> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const links = new Map<string, string>();
  for (const tag of html.match(/<link [^>]*rel="alternate"[^>]*>/g) ?? []) {
    const lang = /hreflang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (lang && href) links.set(lang, href.replace(/&amp;/g, '&'));
  }
  const canonical = /<link [^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
  return { canonical, links, noindex: /<meta name="robots" content="noindex"/.test(html) };
}

describe('hreflang', () => {
  it('every page names itself and its other languages, and each names it back', async () => {
    const problems: string[] = [];
    const pages = addresses.filter(
      (a) => !a.startsWith('/pay/') && !a.startsWith('/trip/') && !a.includes('?'),
    );
    for (const english of pages) {
      for (const path of new Set(LOCALES.map((locale) => localizedPath(english, locale)))) {
        const lang = localeOfPath(path).locale;
        const own = await alternatesOf(path);
        if (own.links.size === 0) {
          // An item not yet translated names no translation; its other addresses are noindex.
          if (lang !== 'en-CA' && !own.noindex) problems.push(`${path}: no hreflang, indexed`);
          continue;
        }
        if (!own.canonical) problems.push(`${path}: no canonical`);
        if (own.links.get(lang) !== own.canonical)
          problems.push(`${path}: ${lang} alternate ${own.links.get(lang)} is not its canonical`);
        if (!own.links.get('x-default')) problems.push(`${path}: no x-default`);
        if (!own.links.get(lang === 'en-CA' ? 'fr-CA' : 'en-CA'))
          problems.push(`${path}: names no other language`);
        for (const [other, otherHref] of own.links) {
          if (other === lang || other === 'x-default') continue;
          const back = await alternatesOf(new URL(otherHref).pathname);
          if (back.links.get(lang) !== own.canonical)
            problems.push(`${otherHref} does not name ${path} back as ${lang}`);
          if (back.links.get('x-default') !== own.links.get('x-default'))
            problems.push(`${path} and ${otherHref} disagree on x-default`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
