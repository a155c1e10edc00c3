import { cleanup, screen, within } from '@testing-library/react';
import type { Package } from '@umrah/domain/schemas/package';
import { describe, expect, it } from 'vitest';
import { makePackage } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { packagesPage } from './packages-page';

describe('/packages', () => {
  it('reads the published packages', () => {
    expect(packagesPage.reads?.({})).toEqual([['packages']]);
  });

  it('says so when there are no packages', () => {
    const { output } = renderPage(packagesPage, { path: '/packages', data: [[]] });
    expect(output.status ?? 200).toBe(200);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Our Umrah Packages' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No packages available at the moment.')).toBeInTheDocument();
    expect(
      screen.getByText('Please check back soon or contact us for more information.'),
    ).toBeInTheDocument();
  });

  it('shows a card per package with stars, nights and the price with separators', () => {
    const { output } = renderPage(packagesPage, {
      path: '/packages',
      data: [
        [
          makePackage({
            id: 'a',
            slug: 'economy',
            title: 'Economy Umrah',
            price: 1999,
            hotelRating: 3,
          }),
          makePackage({
            id: 'b',
            slug: 'premium',
            title: 'Premium Umrah',
            price: 12500,
            hotelRating: 5,
            nightsInMakkah: 1,
            nightsInMadina: 4,
          }),
        ],
      ],
    });
    expect(output.title).toBe('Umrah Packages');
    expect(output.description).toMatch(/^Compare our Umrah packages from Canada/);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Our Umrah Packages' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const premium = within(cards[1]!);
    expect(premium.getByRole('heading', { level: 2, name: 'Premium Umrah' })).toBeInTheDocument();
    expect(premium.getByText('$12,500')).toBeInTheDocument();
    expect(premium.getByText('Starting from')).toBeInTheDocument();
    expect(premium.getByText('1 Night in Makkah')).toBeInTheDocument();
    expect(premium.getByText('4 Nights in Madinah')).toBeInTheDocument();
    const stars = premium.getByRole('img', { name: '5-star hotels' });
    expect(within(stars).getAllByTestId('star')).toHaveLength(5);
    expect(premium.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/packages/premium',
    );
    // The first card's image is the page's LCP image; the others load lazily.
    expect(within(cards[0]!).getByRole('img', { name: 'Economy Umrah' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(premium.getByRole('img', { name: 'Premium Umrah' })).toHaveAttribute('loading', 'lazy');
  });

  describe('filters and sort', () => {
    const LIST: Package[] = [
      makePackage({
        id: 'ramadan',
        slug: 'ramadan',
        title: 'Ramadan Last Ten Nights',
        price: 7450,
        hotelRating: 5,
        nightsInMakkah: 11,
        nightsInMadina: 3,
        departureDate: '2027-02-25',
        returnDate: '2027-03-12',
        airports: 'Toronto (YYZ)\nMontreal (YUL)',
        seatsLeft: 4,
      }),
      makePackage({
        id: 'economy',
        slug: 'economy',
        title: 'Economy Umrah',
        price: 2450,
        hotelRating: 3,
        nightsInMakkah: 7,
        nightsInMadina: 6,
        departureDate: '2027-11-04',
        returnDate: '2027-11-18',
        airports: 'Toronto (YYZ)\nCalgary (YYC)',
      }),
      makePackage({
        id: 'premium',
        slug: 'premium',
        title: 'Premium 5 Star',
        price: 5950,
        hotelRating: 5,
        nightsInMakkah: 5,
        nightsInMadina: 4,
        departureDate: '2027-01-14',
        returnDate: '2027-01-24',
        airports: 'Vancouver (YVR)',
        seatsLeft: 0,
      }),
      makePackage({
        id: 'family',
        slug: 'family',
        title: 'Family Umrah',
        price: 3100,
        hotelRating: 4,
        departureDate: null,
        airports: 'Toronto (YYZ)',
      }),
    ];
    const open = (path: string) => renderPage(packagesPage, { path, data: [LIST] });
    const shownTitles = () =>
      screen
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

    it('offers a plain GET form to /packages with the packages’ months and airports', () => {
      open('/packages');
      const form = screen.getByRole('search', { name: 'Filter and sort packages' });
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', '/packages');
      const f = within(form);
      const months = within(f.getByRole('combobox', { name: 'Departure month' }))
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(months).toEqual(['Any month', 'January 2027', 'February 2027', 'November 2027']);
      const airports = within(f.getByRole('combobox', { name: 'Departure airport' }))
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]);
      expect(airports).toEqual([
        ['', 'Any airport'],
        ['YYC', 'Calgary (YYC)'],
        ['YUL', 'Montreal (YUL)'],
        ['YYZ', 'Toronto (YYZ)'],
        ['YVR', 'Vancouver (YVR)'],
      ]);
      // No package has a distance to the Haram yet: no distance filter or sort.
      expect(f.queryByRole('combobox', { name: 'Walk to the Haram' })).toBeNull();
      expect(
        within(f.getByRole('combobox', { name: 'Sort by' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Recommended', 'Price: lowest first', 'Departure: soonest first']);
      expect(shownTitles()).toHaveLength(4);
      expect(screen.getByText('4 packages')).toBeInTheDocument();
    });

    it('filters by month, and keeps the others in the page, hidden, with their facts', () => {
      const { container } = open('/packages?month=2027-11');
      expect(shownTitles()).toEqual(['Economy Umrah']);
      expect(screen.getByText('1 of 4 packages')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Departure month' })).toHaveValue('2027-11');
      const items = container.querySelectorAll<HTMLElement>('[data-facts]');
      expect(items).toHaveLength(4);
      expect([...items].filter((item) => item.hidden)).toHaveLength(3);
      expect(JSON.parse(items[0]!.dataset.facts!)).toMatchObject({
        price: 2450,
        nights: 13,
        airports: ['YYZ', 'YYC'],
      });
    });

    it('filters by the month and Ramadan of any departure, and sorts by the next one', () => {
      const dep = (id: string, departureDate: string, returnDate: string) => ({
        id,
        departureDate,
        returnDate,
        status: 'open' as const,
        seatsLeft: 20,
        prices: { quad: null, triple: null, double: null, singleSupplement: null },
        flights: { airline: '', departureAirport: '', departureTime: '' },
      });
      // Economy leaves in November 2027 and again in February 2028, in Ramadan.
      const withDates = LIST.map((pkg) =>
        pkg.id === 'economy'
          ? {
              ...pkg,
              departures: [
                dep('nov', '2027-11-04', '2027-11-18'),
                dep('feb', '2028-02-10', '2028-02-24'),
              ],
            }
          : pkg,
      );
      const show = (path: string) => renderPage(packagesPage, { path, data: [withDates] });
      show('/packages?month=2028-02');
      expect(shownTitles()).toEqual(['Economy Umrah']);
      expect(
        within(screen.getByRole('combobox', { name: 'Departure month' }))
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(['', '2027-01', '2027-02', '2027-11', '2028-02']);
      cleanup();
      show('/packages?ramadan=1');
      expect(shownTitles()).toEqual(['Ramadan Last Ten Nights', 'Economy Umrah']);
      cleanup();
      show('/packages?sort=departure');
      expect(shownTitles()).toEqual([
        'Premium 5 Star',
        'Ramadan Last Ten Nights',
        'Economy Umrah',
        'Family Umrah',
      ]);
    });

    it('filters by price range, nights, stars, airport and Ramadan', () => {
      open('/packages?priceMin=3000&priceMax=8000');
      expect(shownTitles()).toEqual(['Ramadan Last Ten Nights', 'Premium 5 Star', 'Family Umrah']);
      expect(screen.getByRole('spinbutton', { name: 'Lowest price' })).toHaveValue(3000);
    });

    it.each([
      ['nights=15-', []],
      ['nights=11-14', ['Ramadan Last Ten Nights', 'Economy Umrah', 'Family Umrah']],
      ['stars=5', ['Ramadan Last Ten Nights', 'Premium 5 Star']],
      ['airport=YVR', ['Premium 5 Star']],
      ['ramadan=1', ['Ramadan Last Ten Nights']],
      ['stars=4&airport=YYZ', ['Ramadan Last Ten Nights', 'Family Umrah']],
    ])('?%s', (query, titles) => {
      open(`/packages?${query}`);
      if (titles.length) expect(shownTitles()).toEqual(titles);
      else expect(screen.queryAllByRole('article')).toHaveLength(0);
    });

    it('sorts by price and by departure (packages without a date last)', () => {
      open('/packages?sort=price');
      expect(shownTitles()).toEqual([
        'Economy Umrah',
        'Family Umrah',
        'Premium 5 Star',
        'Ramadan Last Ten Nights',
      ]);
    });

    it('sorts by departure, undated last', () => {
      open('/packages?sort=departure');
      expect(shownTitles()).toEqual([
        'Premium 5 Star',
        'Ramadan Last Ten Nights',
        'Economy Umrah',
        'Family Umrah',
      ]);
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('departure');
    });

    it('says when nothing matches, with a way to clear the filters', () => {
      open('/packages?priceMax=1000');
      expect(screen.queryAllByRole('article')).toHaveLength(0);
      expect(screen.getByText('No packages match these filters.')).toBeVisible();
      expect(screen.getByText('0 of 4 packages')).toBeInTheDocument();
      const clear = screen.getAllByRole('link', { name: 'Clear filters' });
      expect(clear.length).toBeGreaterThan(0);
      for (const link of clear) expect(link).toHaveAttribute('href', '/packages');
    });

    it('ignores values it cannot read instead of failing', () => {
      const { output } = open('/packages?month=2027-99&priceMin=cheap&stars=12&sort=name');
      expect(output.status ?? 200).toBe(200);
      expect(output.noindex).toBe(false);
      expect(shownTitles()).toHaveLength(4);
    });

    it('is not indexed when filtered or sorted', () => {
      expect(open('/packages?sort=price').output.noindex).toBe(true);
    });

    const stay = (stars: number, distanceMetres: number) => ({
      hotel: 'Hotel',
      stars,
      distanceMetres,
      walkMinutes: 5,
      notes: '',
    });
    /** The list with hotels as data: nearest walks 300, 1500, 120 m and none. */
    const withStays = [
      { ...LIST[0]!, makkahStay: stay(5, 900), madinahStay: stay(4, 300) },
      { ...LIST[1]!, makkahStay: stay(3, 1500), madinahStay: null },
      { ...LIST[2]!, makkahStay: stay(5, 120), madinahStay: stay(5, 200) },
      LIST[3]!,
    ];

    it('filters and sorts by the walk to the Haram, and by both hotels’ stars, once stays exist', () => {
      const render = (path: string) => renderPage(packagesPage, { path, data: [withStays] });
      render('/packages?sort=distance');
      expect(screen.getByRole('combobox', { name: 'Walk to the Haram' })).toBeInTheDocument();
      expect(shownTitles()).toEqual([
        'Premium 5 Star',
        'Ramadan Last Ten Nights',
        'Economy Umrah',
        'Family Umrah',
      ]);
    });

    it.each([
      ['distance=500', ['Ramadan Last Ten Nights', 'Premium 5 Star']],
      ['distance=300&stars=5', ['Premium 5 Star']],
    ])('with stays: ?%s', (query, titles) => {
      renderPage(packagesPage, { path: `/packages?${query}`, data: [withStays] });
      expect(shownTitles()).toEqual(titles);
    });

    it('marks few seats and sold out on the cards (threshold from the settings)', () => {
      renderPage(packagesPage, {
        path: '/packages',
        data: [LIST],
        settings: { fewSeatsThreshold: '3' },
      });
      const card = (title: string) => within(screen.getByRole('article', { name: title }));
      expect(card('Premium 5 Star').getByText('Sold out')).toBeInTheDocument();
      // 4 seats left is above a threshold of 3.
      expect(card('Ramadan Last Ten Nights').queryByText('Few seats left')).toBeNull();
      expect(card('Economy Umrah').queryByText(/Few seats left|Sold out/)).toBeNull();
    });
  });

  describe('a catalogue larger than one page', () => {
    // 30 packages, prices 1,000 to 30,000; the even ones depart in Ramadan 2027.
    const MANY: Package[] = Array.from({ length: 30 }, (_, i) =>
      makePackage({
        id: `p${i + 1}`,
        slug: `package-${i + 1}`,
        title: `Package ${i + 1}`,
        price: (i + 1) * 1000,
        departureDate: i % 2 ? '2027-06-10' : '2027-02-20',
        returnDate: i % 2 ? '2027-06-24' : '2027-03-06',
      }),
    );
    const titles = () =>
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

    it('renders one page of cards, without facts, and links to the next page', () => {
      const { container } = renderPage(packagesPage, { path: '/packages', data: [MANY] });
      expect(titles()).toEqual(MANY.slice(0, 12).map((p) => p.title));
      expect(container.querySelector('[data-package-list]')).toHaveAttribute('data-paged');
      expect(container.querySelector('[data-facts]')).toBeNull();
      expect(screen.getByText('30 packages')).toBeInTheDocument();
      const pager = within(screen.getByRole('navigation', { name: 'Pages of packages' }));
      expect(pager.getByText('Page 1 of 3')).toBeInTheDocument();
      expect(pager.queryByRole('link', { name: 'Previous page' })).toBeNull();
      expect(pager.getByRole('link', { name: 'Next page' })).toHaveAttribute(
        'href',
        '/packages?page=2',
      );
    });

    it('filters and sorts on the server, each page keeping the filters, in French too', () => {
      const { output } = renderPage(packagesPage, {
        path: '/fr/packages?ramadan=1&sort=price&page=2',
        data: [MANY],
      });
      // 15 Ramadan packages by price: the second page holds the last three.
      expect(titles()).toEqual(['Package 25', 'Package 27', 'Package 29']);
      expect(screen.getByText('15 forfaits sur 30')).toBeInTheDocument();
      const pager = within(screen.getByRole('navigation', { name: 'Pages de forfaits' }));
      expect(pager.getByText('Page 2 sur 2')).toBeInTheDocument();
      expect(pager.getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
        'href',
        '/fr/packages?ramadan=1&sort=price',
      );
      expect(output.noindex).toBe(true);
    });

    it('brings a page past the end back to the last one', () => {
      renderPage(packagesPage, { path: '/packages?page=9', data: [MANY] });
      expect(titles()).toEqual(MANY.slice(24).map((p) => p.title));
      expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    });

    it('keeps each page an address of its own (canonical) and the HTML within budget', () => {
      expect(packagesPage.canonicalQuery?.(new URLSearchParams('page=2&utm=x'))).toBe('page=2');
      expect(packagesPage.canonicalQuery?.(new URLSearchParams('page=1'))).toBe('');
      const { container } = renderPage(packagesPage, {
        path: '/packages',
        data: [[...MANY, ...MANY.map((p) => ({ ...p, id: `${p.id}-copy` }))]],
      });
      // One page, whatever the catalogue's size: 60 packages weigh what 12 do.
      expect(container.querySelectorAll('article')).toHaveLength(12);
    });
  });
});
