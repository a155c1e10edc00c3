import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage, makeSettings } from '../../../testing/data';
import { failWith, NEVER, stubApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';

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

function open(slug: string, answer: unknown, settings = makeSettings()) {
  stubApi({ '/api/settings': settings, [`/api/packages/${slug}`]: answer });
  return renderApp(`/packages/${slug}`);
}

describe('/packages/{slug}', () => {
  it('shows a skeleton while loading', async () => {
    open('ramadan', NEVER);
    expect(await screen.findByRole('status', { name: 'Loading package' })).toBeInTheDocument();
  });

  it("says 'Package Not Found' with a link home for an unknown or unpublished slug", async () => {
    open('nope', failWith(404, 'Package not found'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Package Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Package Not Found | Premium Umrah Services');
  });

  it("says 'Package Not Found' on a server error too", async () => {
    open('ramadan', failWith(500, 'Boom'));
    expect(await screen.findByText('Package Not Found')).toBeInTheDocument();
  });

  it('shows everything about the package, in order', async () => {
    open(
      'ramadan',
      FULL,
      makeSettings({ siteName: 'Noor Travel', whatsappNumber: '+1 416 555 0142' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ramadan Last Ten Nights' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('The last ten nights beside the Haram.')).toBeInTheDocument();
    expect(within(main).getByRole('img', { name: '5-star hotel' })).toBeInTheDocument();
    expect(within(main).getByRole('img', { name: 'Ramadan Last Ten Nights' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(within(main).getByText('February 25, 2027')).toBeInTheDocument();
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
    expect(within(main).getByRole('heading', { name: 'Zamzam View Towers' })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'Al Noor Grand' })).toBeInTheDocument();

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
    expect(within(main).getByText('Travel insurance')).toBeInTheDocument();
    const airports = within(main).getByRole('region', { name: 'Departure Airports' });
    expect(
      within(airports)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Toronto (YYZ)', 'Montreal (YUL)']);
    expect(document.title).toBe('Ramadan Last Ten Nights | Noor Travel');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The last ten nights beside the Haram.',
    );
  });

  it('leaves out dates, hotels and empty lists when the package has none', async () => {
    open('simple', makePackage({ slug: 'simple', title: 'Simple Umrah', fullDescription: '' }));
    await screen.findByRole('heading', { level: 1, name: 'Simple Umrah' });
    const main = screen.getByRole('main');
    expect(within(main).queryByText('Departure')).not.toBeInTheDocument();
    expect(within(main).queryByText('Return')).not.toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Accommodation' })).not.toBeInTheDocument();
    expect(
      within(main).queryByRole('heading', { name: 'Package Features' }),
    ).not.toBeInTheDocument();
    expect(
      within(main).queryByRole('heading', { name: 'Departure Airports' }),
    ).not.toBeInTheDocument();
    expect(within(main).getByText('7 Nights')).toBeInTheDocument();
  });

  it('ends with Contact Us and a WhatsApp chat prefilled with the package and its dates', async () => {
    open('ramadan', FULL, makeSettings({ whatsappNumber: '+1 416 555 0142' }));
    const closing = await screen.findByRole('region', {
      name: 'Have questions about this package?',
    });
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
});
