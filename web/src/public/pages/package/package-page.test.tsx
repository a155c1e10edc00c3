import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { packagePage } from './package-page';

const FULL = makePackage({
  slug: 'ramadan',
  title: 'Ramadan Last Ten Nights',
  description: 'The last ten nights beside the Haram.',
  fullDescription: 'First paragraph\nwith a line break.\n\n  \nSecond paragraph.',
  hotelRating: 5,
  departureDate: '2027-02-25',
  returnDate: '2027-03-05',
  nightsInMakkah: 11,
  nightsInMadina: 3,
  makkaHotel: 'Zamzam View Towers',
  madinaHotel: 'Al Noor Grand',
  features: ['Group led by a scholar', 'Daily iftar'],
  inclusions: ['Umrah visa processing', 'Return flights'],
  exclusions: ['Travel insurance'],
  airports: 'Toronto (YYZ)\n\nMontreal (YUL)\n',
  price: 7450,
  triplePrice: 7450,
  doublePrice: 8650,
});

function open(slug: string, data: unknown, settings = {}) {
  return renderPage(packagePage, {
    path: `/packages/${slug}`,
    params: { slug },
    data: [data],
    settings,
  });
}

describe('/packages/{slug}', () => {
  it('reads the one package', () => {
    expect(packagePage.reads?.({ slug: 'ramadan' })).toEqual([['packages', 'ramadan']]);
  });

  it("says 'Package Not Found' with a link home, and answers 404, for a missing or draft package", () => {
    const { output } = open('nope', null);
    expect(output.status).toBe(404);
    expect(output.title).toBe('Package Not Found');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Package Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows everything about the package, in order', () => {
    const { output } = open('ramadan', FULL, { whatsappNumber: '+1 416 555 0142' });
    expect(output.status ?? 200).toBe(200);
    expect(output.title).toBe('Ramadan Last Ten Nights');
    expect(output.description).toBe('The last ten nights beside the Haram.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ramadan Last Ten Nights' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'All packages' })).toHaveAttribute(
      'href',
      '/packages',
    );
    expect(within(main).getByText('The last ten nights beside the Haram.')).toBeInTheDocument();
    const stars = within(main).getByRole('img', { name: '5-star hotel' });
    expect(within(stars).getAllByTestId('star')).toHaveLength(5);
    expect(within(main).getByRole('img', { name: 'Ramadan Last Ten Nights' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(within(main).getAllByText('February 25, 2027').length).toBeGreaterThan(0);
    expect(within(main).getByText('March 5, 2027')).toBeInTheDocument();
    expect(within(main).getAllByText('11 Nights').length).toBeGreaterThan(0);
    expect(within(main).getAllByText('3 Nights').length).toBeGreaterThan(0);

    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Package Features',
      'Accommodation',
      'About This Package',
      "What's Included",
      'Not Included',
      'Departure Airports',
      'Choose Your Room',
      'Have questions about this package?',
    ]);
    expect(within(main).getByText('Group led by a scholar')).toBeInTheDocument();
    expect(
      within(main).getByRole('heading', { level: 3, name: 'Zamzam View Towers' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByRole('heading', { level: 3, name: 'Al Noor Grand' }),
    ).toBeInTheDocument();

    const about = within(main).getByRole('region', { name: 'About This Package' });
    const paragraphs = within(about).getAllByText(/paragraph/);
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'First paragraph\nwith a line break.',
      'Second paragraph.',
    ]);

    expect(
      within(within(main).getByRole('region', { name: "What's Included" })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2);
    expect(
      within(within(main).getByRole('region', { name: 'Not Included' })).getByText(
        'Travel insurance',
      ),
    ).toBeInTheDocument();
    const airports = within(main).getByRole('region', { name: 'Departure Airports' });
    expect(
      within(airports)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Toronto (YYZ)', 'Montreal (YUL)']);

    const pricing = within(main).getByRole('region', { name: 'Choose Your Room' });
    expect(within(pricing).getByText('Prices are per person in Canadian dollars.')).toBeVisible();
    expect(
      within(pricing)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Triple', 'Double']);
  });

  it('shows the Hijri dates, marked approximate, and the seasons the dates fall in', () => {
    open('ramadan', FULL);
    const facts = screen.getByText('Departure').closest('ul')!;
    // 25 February 2027 is 18 Ramadan 1448; 5 March 2027 is 26 Ramadan 1448 (Umm al-Qura).
    expect(within(facts).getByText('18 Ramadan 1448 AH')).toBeInTheDocument();
    expect(within(facts).getByText('26 Ramadan 1448 AH')).toBeInTheDocument();
    expect(screen.getByText(/may differ by a day with the moon sighting/)).toBeInTheDocument();
    const seasons = screen.getByRole('list', { name: 'Season' });
    expect(
      within(seasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Last ten nights of Ramadan']);
  });

  it('leaves out dates, hotels and empty lists when the package has none', () => {
    open('simple', makePackage({ slug: 'simple', title: 'Simple Umrah', fullDescription: '' }));
    const main = screen.getByRole('main');
    expect(within(main).queryByText('Departure')).not.toBeInTheDocument();
    expect(within(main).queryByText('Return')).not.toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Accommodation' })).not.toBeInTheDocument();
    expect(
      within(main).queryByRole('heading', { name: 'Package Features' }),
    ).not.toBeInTheDocument();
    expect(
      within(main).queryByRole('heading', { name: 'About This Package' }),
    ).not.toBeInTheDocument();
    expect(
      within(main).queryByRole('heading', { name: "What's Included" }),
    ).not.toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Not Included' })).not.toBeInTheDocument();
    expect(
      within(main).queryByRole('heading', { name: 'Departure Airports' }),
    ).not.toBeInTheDocument();
    expect(within(main).getByText('7 Nights')).toBeInTheDocument();
  });

  it('shows only the hotel that has a name', () => {
    open('one-hotel', makePackage({ makkaHotel: 'Zamzam View Towers', madinaHotel: '  ' }));
    const hotels = screen.getByRole('region', { name: 'Accommodation' });
    expect(
      within(hotels)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Zamzam View Towers']);
  });

  it('ends with Contact Us and a WhatsApp chat prefilled with the package and its dates', () => {
    open('ramadan', FULL, { whatsappNumber: '+1 416 555 0142' });
    const closing = screen.getByRole('region', { name: 'Have questions about this package?' });
    expect(within(closing).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const whatsapp = within(closing).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/14165550142');
    const text = href.searchParams.get('text')!;
    expect(text).toContain('"Ramadan Last Ten Nights"');
    expect(text).toContain('departing February 25, 2027');
    expect(text).toContain('returning March 5, 2027');
  });

  it('prefills WhatsApp without dates when the package has none', () => {
    open('simple', makePackage({ title: 'Simple Umrah' }));
    const closing = screen.getByRole('region', { name: 'Have questions about this package?' });
    const href = new URL(
      within(closing).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!,
    );
    expect(href.searchParams.get('text')).toBe(
      'Assalamu alaikum! I\'m interested in the "Simple Umrah" Umrah package. Could you please share more details?',
    );
  });

  describe('availability', () => {
    it('says "Few seats left" at or under the threshold from the settings', () => {
      open('ramadan', { ...FULL, seatsLeft: 3 });
      expect(screen.getByText('Few seats left')).toBeInTheDocument();
      const prices = within(screen.getByRole('region', { name: 'Choose Your Room' }));
      expect(prices.getAllByRole('link', { name: /Book Now/ }).length).toBeGreaterThan(0);
    });

    it('says nothing above the threshold or when open', () => {
      open('ramadan', { ...FULL, seatsLeft: 3 }, { fewSeatsThreshold: '2' });
      expect(screen.queryByText('Few seats left')).toBeNull();
    });

    it('offers the waiting list instead of Book Now when sold out', () => {
      const { output } = open('ramadan', { ...FULL, seatsLeft: 0 });
      expect(screen.getByText('Sold out')).toBeInTheDocument();
      expect(screen.getByText('This package is sold out.')).toBeInTheDocument();
      const prices = within(screen.getByRole('region', { name: 'Choose Your Room' }));
      expect(prices.queryByRole('link', { name: /Book Now/ })).toBeNull();
      const links = prices.getAllByRole('link', { name: /Join the waiting list/ });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.getAttribute('href')).toMatch(/^\/booking\?package=ramadan(&room=\w+)?$/);
      }
      const product = output.structuredData?.[0] as { offers?: { availability?: string } };
      expect(product.offers?.availability).toBe('https://schema.org/SoldOut');
    });
  });

  describe('hotels, itinerary and the brochure', () => {
    const planned = makePackage({
      slug: 'planned',
      nightsInMakkah: 7,
      nightsInMadina: 5,
      makkaHotel: 'Swissotel Makkah',
      madinaHotel: 'Taiba Front',
      makkahStay: {
        hotel: 'Swissotel Makkah',
        stars: 5,
        distanceMetres: 150,
        walkMinutes: 2,
        notes: 'Quad rooms are shared by family or same-gender pilgrims',
      },
      madinahStay: {
        hotel: 'Taiba Front',
        stars: 4,
        distanceMetres: 1200,
        walkMinutes: 15,
        notes: '',
      },
      itinerary: [
        { day: 1, city: 'Canada', title: 'Depart from Canada', description: 'Overnight flight.' },
        { day: 2, city: 'Makkah', title: 'Perform Umrah', description: 'With our scholar.' },
        { day: 9, city: 'Madinah', title: 'Ziyarat', description: 'Quba and Uhud.' },
      ],
    });

    it('shows a block per hotel: stars, distance and walk, notes and a map link', () => {
      open('planned', planned);
      const main = screen.getByRole('main');
      const makkah = within(main)
        .getByRole('heading', { level: 3, name: 'Swissotel Makkah' })
        .closest('.pkg-hotel') as HTMLElement;
      expect(makkah).toHaveTextContent('Makkah · 7 Nights');
      expect(within(makkah).getByRole('img', { name: '5-star hotel' })).toBeInTheDocument();
      expect(makkah).toHaveTextContent('150 m to the Haram2 min walk to Masjid al-Haram');
      expect(makkah).toHaveTextContent('Quad rooms are shared by family or same-gender pilgrims');
      const map = within(makkah).getByRole('link', { name: /View on map/ });
      expect(map).toHaveAttribute(
        'href',
        'https://www.google.com/maps/search/?api=1&query=Swissotel%20Makkah%2C%20Makkah',
      );
      expect(map).toHaveAttribute('rel', 'noopener noreferrer');
      const madinah = within(main)
        .getByRole('heading', { level: 3, name: 'Taiba Front' })
        .closest('.pkg-hotel') as HTMLElement;
      expect(madinah).toHaveTextContent('1.2 km to the Haram15 min walk to Masjid an-Nabawi');
    });

    it('shows the plan as an ordered timeline of days', () => {
      open('planned', planned);
      const section = screen
        .getByRole('heading', { level: 2, name: 'Day-by-Day Itinerary' })
        .closest('section') as HTMLElement;
      const days = within(section).getAllByRole('listitem');
      expect(days.map((d) => within(d).getByRole('heading', { level: 3 }).textContent)).toEqual([
        'Depart from Canada',
        'Perform Umrah',
        'Ziyarat',
      ]);
      expect(days[2]).toHaveTextContent('Day 9 · Madinah');
      expect(section.querySelector('ol')).not.toBeNull();
    });

    it('has no itinerary section without a plan, and the old hotel names without stays', () => {
      open('ramadan', FULL);
      expect(screen.queryByRole('heading', { name: 'Day-by-Day Itinerary' })).toBeNull();
      expect(
        screen.getByRole('heading', { level: 3, name: 'Zamzam View Towers' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/to the Haram/)).toBeNull();
    });

    it('has a print button left hidden for the page script, and the agency contact for paper', () => {
      open('planned', planned, {
        siteName: 'Noor Travels',
        phone: '+1 905 555 0186',
        registrationAuthority: 'TICO (Ontario)',
        registrationNumber: '50099999',
      });
      const button = document.querySelector('button[data-print]') as HTMLButtonElement;
      expect(button).toHaveTextContent('Print or save as PDF');
      expect(button.hidden).toBe(true);
      expect(button.getAttribute('onclick')).toBeNull();
      const contact = document.querySelector('.pkg-print-contact') as HTMLElement;
      expect(contact).toHaveTextContent('Noor Travels');
      expect(contact).toHaveTextContent('Phone +1 905 555 0186');
      expect(contact).toHaveTextContent('Registered with TICO (Ontario), no. 50099999');
    });
  });
});
