// The package page under /fr: French content where written, English fallbacks marked lang="en",
// French formats, links and structured data.
import { screen, within } from '@testing-library/react';
import type { Package } from '@umrah/domain/schemas/package';
import { describe, expect, it } from 'vitest';
import { makePackage, makeSettings } from '../../../testing/data';
import { CLIENT_ENTRY, pageRenderer } from '../../render-page';
import { renderPage } from '../../testing/render-page';
import { packagePage } from './package-page';

const stays = {
  makkahStay: {
    hotel: 'Swissotel Makkah',
    stars: 5,
    distanceMetres: 450,
    walkMinutes: 6,
    notes: 'Breakfast included',
  },
  madinahStay: { hotel: 'Taiba Front', stars: 4, distanceMetres: 1200, walkMinutes: 15, notes: '' },
};
const base = {
  slug: 'ramadan',
  title: 'Ramadan Last Ten Nights',
  description: 'The last ten nights beside the Haram.',
  fullDescription: 'An English paragraph.',
  departureDate: '2027-11-04',
  returnDate: '2027-11-18',
  nightsInMakkah: 7,
  nightsInMadina: 1,
  features: ['Daily iftar'],
  inclusions: ['Return flights'],
  exclusions: ['Travel insurance'],
  price: 2450,
  quadPrice: 2450,
  doublePrice: 3100,
  seatsLeft: 3,
  ...stays,
  itinerary: [
    { day: 1, city: 'Canada', title: 'Depart from Canada', description: 'Overnight flight.' },
    { day: 2, city: 'Makkah', title: 'Perform Umrah', description: 'With our scholar.' },
  ],
};
const FRENCH = makePackage({
  ...base,
  fr: {
    title: 'Les dix dernières nuits du Ramadan',
    description: 'Les dix dernières nuits près du Haram.',
    fullDescription: 'Un paragraphe en français.',
    features: ['Iftar chaque soir'],
    inclusions: ['Vols aller-retour'],
    exclusions: [],
    makkahStayNotes: 'Petit-déjeuner inclus',
    madinahStayNotes: '',
    itinerary: [{ day: 2, title: 'Accomplir la Omra', description: 'Avec notre savant.' }],
  },
} as Partial<Package>);
const ENGLISH_ONLY = makePackage(base as Partial<Package>);

function open(data: unknown) {
  return renderPage(packagePage, {
    path: '/fr/packages/ramadan',
    params: { slug: 'ramadan' },
    data: [data],
  });
}

describe('/fr/packages/{slug}', () => {
  it('shows the French version, French interface texts, formats and links', () => {
    const { output } = open(FRENCH);
    expect(output.title).toBe('Les dix dernières nuits du Ramadan');
    expect(output.description).toBe('Les dix dernières nuits près du Haram.');
    const main = screen.getByRole('main');
    const h1 = within(main).getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Les dix dernières nuits du Ramadan');
    expect(h1).not.toHaveAttribute('lang');
    expect(within(main).getByRole('link', { name: 'Tous les forfaits' })).toHaveAttribute(
      'href',
      '/fr/packages',
    );
    expect(within(main).getAllByText('4 novembre 2027').length).toBeGreaterThan(0);
    expect(within(main).getByText('18 novembre 2027')).toBeInTheDocument();
    expect(within(main).getAllByText('7 nuits').length).toBeGreaterThan(0);
    expect(within(main).getAllByText('1 nuit').length).toBeGreaterThan(0);
    expect(within(main).getByText('Dernières places')).toBeInTheDocument();
    expect(within(main).getByText('Iftar chaque soir')).toBeInTheDocument();
    expect(within(main).getByText('Un paragraphe en français.')).not.toHaveAttribute('lang');
    // Exclusions have no French version: the English list, marked as English.
    const excluded = within(main).getByRole('region', { name: 'Non inclus' });
    expect(within(excluded).getByRole('list')).toHaveAttribute('lang', 'en');
    expect(within(excluded).getByText('Travel insurance')).toBeInTheDocument();
    // Stays: French distance, walk and notes.
    expect(within(main).getByText('À 450 m du Haram')).toBeInTheDocument();
    expect(within(main).getByText('6 min à pied jusqu’à Masjid al-Haram')).toBeInTheDocument();
    expect(within(main).getByText('À 1,2 km du Haram')).toBeInTheDocument();
    expect(within(main).getByText('Petit-déjeuner inclus')).not.toHaveAttribute('lang');
    // Itinerary: French text by day number, the other day in English marked lang="en".
    const plan = within(main).getByRole('region', { name: 'Programme jour par jour' });
    const days = within(plan).getAllByRole('listitem');
    expect(days[0]).toHaveTextContent('Jour 1 · Canada');
    expect(within(days[0]!).getByRole('heading')).toHaveAttribute('lang', 'en');
    expect(days[1]).toHaveTextContent('Jour 2 · La Mecque');
    expect(
      within(days[1]!).getByRole('heading', { name: 'Accomplir la Omra' }),
    ).not.toHaveAttribute('lang');
    // Prices and rooms.
    const pricing = within(main).getByRole('region', { name: 'Choisissez votre chambre' });
    // The no-break spaces are in the page (Testing Library's matchers fold them).
    expect(pricing.textContent).toContain('2\u00a0450\u00a0$');
    expect(pricing).toHaveTextContent('4 personnes par chambre');
    expect(within(pricing).getAllByRole('link', { name: /^Réserver/ })[0]).toHaveAttribute(
      'href',
      '/fr/booking?package=ramadan&room=quad',
    );
    expect(document.querySelector('button[data-print]')).toHaveTextContent(
      'Imprimer ou enregistrer en PDF',
    );
  });

  it('shows a package without a French version in English, each text marked lang="en"', () => {
    const { output } = open(ENGLISH_ONLY);
    expect(output.title).toBe('Ramadan Last Ten Nights');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    expect(within(main).getByText('The last ten nights beside the Haram.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(main).getByText('An English paragraph.')).toHaveAttribute('lang', 'en');
    expect(within(main).getByText('Breakfast included')).toHaveAttribute('lang', 'en');
    const features = within(main).getByRole('region', { name: 'Points forts du forfait' });
    expect(within(features).getByRole('list')).toHaveAttribute('lang', 'en');
    // The interface around the content stays French.
    expect(
      within(main).getByRole('heading', { name: /^Des questions sur ce forfait/ }),
    ).toBeInTheDocument();
  });

  it('is served with lang="fr-CA" and French structured data', () => {
    const url = '/fr/packages/ramadan';
    const keys = pageRenderer.queriesFor(url);
    const queries = keys.map((key, i) => ({ key, data: i === 0 ? makeSettings() : FRENCH }));
    const page = pageRenderer.render({
      url,
      queries,
      manifest: { [CLIENT_ENTRY]: { file: 'assets/main.js' } },
      siteUrl: 'https://umrah.example',
    });
    const doc = new DOMParser().parseFromString(page.html, 'text/html');
    expect(doc.documentElement.lang).toBe('fr-CA');
    const graph = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as { '@graph': Record<string, unknown>[] };
    const trip = graph['@graph'].find((item) => item['@type'] === 'TouristTrip')!;
    expect(trip.name).toBe('Les dix dernières nuits du Ramadan');
    expect(trip.url).toBe('https://umrah.example/fr/packages/ramadan');
    expect(trip.touristType).toBe('Pèlerins de la Omra');
    const plan = trip.itinerary as { itemListElement: { name: string }[] };
    expect(plan.itemListElement.map((d) => d.name)).toEqual([
      'Jour 1\u00a0: Depart from Canada',
      'Jour 2\u00a0: Accomplir la Omra',
    ]);
    const crumbs = graph['@graph'].find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
      'Accueil',
      'Forfaits',
      'Les dix dernières nuits du Ramadan',
    ]);
  });

  it('names its translation (hreflang) only when the French version is complete; else the French address is noindex, as in the sitemap', () => {
    const head = (url: string, pkg: Package) => {
      const keys = pageRenderer.queriesFor(url);
      const page = pageRenderer.render({
        url,
        queries: keys.map((key, i) => ({ key, data: i === 0 ? makeSettings() : pkg })),
        manifest: { [CLIENT_ENTRY]: { file: 'assets/main.js' } },
        siteUrl: 'https://umrah.example',
      });
      const doc = new DOMParser().parseFromString(page.html, 'text/html');
      return {
        hreflangs: [...doc.querySelectorAll('link[rel="alternate"]')].map((l) =>
          l.getAttribute('hreflang'),
        ),
        noindex: doc.querySelector('meta[name="robots"]')?.getAttribute('content') === 'noindex',
      };
    };
    const complete = { ...FRENCH, fr: { ...FRENCH.fr!, exclusions: ['Assurance voyage'] } };
    for (const url of ['/packages/ramadan', '/fr/packages/ramadan']) {
      expect(head(url, complete)).toEqual({
        hreflangs: ['en-CA', 'fr-CA', 'x-default'],
        noindex: false,
      });
    }
    // No package has an Arabic or Urdu version yet: those addresses show the English text in an
    // Arabic or Urdu frame, out of search results and naming no translation.
    for (const url of ['/ar/packages/ramadan', '/ur/packages/ramadan']) {
      expect(head(url, complete)).toEqual({ hreflangs: [], noindex: true });
    }
    // FRENCH lacks its exclusions in French: incomplete, like a package with none.
    for (const pkg of [FRENCH, ENGLISH_ONLY]) {
      expect(head('/packages/ramadan', pkg)).toEqual({ hreflangs: [], noindex: false });
      expect(head('/fr/packages/ramadan', pkg)).toEqual({ hreflangs: [], noindex: true });
    }
  });

  it('shows a package under /ar and /ur in an RTL frame, its English text marked lang="en"', () => {
    for (const [locale, features] of [
      ['ar', 'مزايا الباقة'],
      ['ur', 'پیکج کی خصوصیات'],
    ] as const) {
      const url = `/${locale}/packages/ramadan`;
      const page = pageRenderer.render({
        url,
        queries: pageRenderer
          .queriesFor(url)
          .map((key, i) => ({ key, data: i === 0 ? makeSettings() : FRENCH })),
        manifest: { [CLIENT_ENTRY]: { file: 'assets/main.js' } },
        siteUrl: 'https://umrah.example',
      });
      const doc = new DOMParser().parseFromString(page.html, 'text/html');
      expect(page.status).toBe(200);
      expect(doc.documentElement.lang).toBe(locale);
      expect(doc.documentElement.dir).toBe('rtl');
      // The English title (not the French one) in a lang="en" element the stylesheet sets LTR.
      const h1 = doc.querySelector('h1');
      expect(h1?.textContent).toBe(FRENCH.title);
      expect(h1?.getAttribute('lang')).toBe('en');
      expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toContain(features);
      // Prices are isolated left to right inside the right-to-left text.
      expect(doc.body.textContent).toMatch(/\u2066\$[\d,]+\u2069/u);
    }
  });

  it('says "Forfait introuvable" for a missing package', () => {
    const { output } = open(null);
    expect(output.status).toBe(404);
    expect(output.title).toBe('Forfait introuvable');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
  });
});
