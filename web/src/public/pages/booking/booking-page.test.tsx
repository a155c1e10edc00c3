import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage, makePublicDeparture, makeSettings } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { bookingPage } from './booking-page';

const PACKAGES = [
  makePackage({ id: 'p1', slug: 'ramadan', title: 'Ramadan Last Ten Nights' }),
  makePackage({
    id: 'p2',
    slug: 'premium-5-star-umrah',
    title: 'Premium 5 Star Umrah',
    price: 5990,
    quadPrice: 5990,
    triplePrice: 6590,
  }),
];

function open(path = '/booking', settings = {}) {
  return renderPage(bookingPage, { path, data: [PACKAGES], settings });
}

describe('/booking', () => {
  it('reads the published packages and is titled Book Your Umrah', () => {
    expect(bookingPage.reads?.({})).toEqual([['packages']]);
    const { output } = open();
    expect(output.title).toBe('Book Your Umrah');
    expect(screen.getByRole('heading', { level: 1, name: 'Book Your Umrah' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Booking Request' })).toBeInTheDocument();
    expect(
      screen.getByText('Fields marked * are required. No payment is taken now.'),
    ).toBeVisible();
  });

  it('offers the dates of a package with departures, the one in the address chosen (server HTML)', () => {
    const dep = (id: string, departureDate: string, seatsLeft: number) => ({
      id,
      departureDate,
      returnDate: departureDate,
      status: 'open' as const,
      seatsLeft,
      prices: { quad: null, triple: null, double: null, singleSupplement: null },
      flights: { airline: '', departureAirport: '', departureTime: '' },
    });
    const dated = [
      {
        ...PACKAGES[0]!,
        price: 3450,
        departures: [
          dep('gone', '2020-01-01', 9),
          dep('d1', '2031-01-15', 30),
          dep('d2', '2031-03-10', 0),
        ],
      },
      PACKAGES[1]!,
    ];
    for (const [path, texts] of [
      [
        '/booking?package=ramadan&departure=d2',
        [
          'January 15, 2031 · from $3,450 · Available',
          'March 10, 2031 · from $3,450 · Sold out: waiting list',
        ],
      ],
      [
        '/fr/booking?package=ramadan&departure=d2',
        [
          '15 janvier 2031 · à partir de 3 450 $ · Places disponibles',
          '10 mars 2031 · à partir de 3 450 $ · Complet : liste d’attente',
        ],
      ],
    ] as const) {
      const { container, unmount } = renderPage(bookingPage, { path, data: [dated] });
      const select = screen.getByRole('combobox', { name: /Departure date|Date de départ/ });
      const options = within(select).getAllByRole('option').slice(1);
      expect(options.map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual(
        texts.map((text) => text.replace(/\s/g, ' ')),
      );
      expect(select).toHaveValue('d2');
      // The date is the departure's: no preferred date asked.
      expect(container.querySelector('#booking-preferredDate')).toBeNull();
      unmount();
    }
  });

  it('explains the 24-hour review in four steps', () => {
    open();
    expect(screen.getByText('Your request is reviewed within 24 hours.')).toBeInTheDocument();
    const steps = screen.getByRole('heading', { name: 'What happens next?' }).parentElement!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(steps).toHaveTextContent('Send your request');
    expect(steps).toHaveTextContent('Prepare for your journey');
    expect(steps).toHaveTextContent(
      'No payment is needed now: we confirm every detail with you first.',
    );
  });

  it('gives the island only what the form needs, awake at load', () => {
    const { container } = open('/booking?package=premium-5-star-umrah&room=quad');
    const island = container.querySelector('[data-island="booking-form"]')!;
    expect(island).toHaveAttribute('data-when', 'load');
    const { messages, ...props } = JSON.parse(island.getAttribute('data-props')!) as {
      messages: Record<string, unknown>;
    };
    // Only the forms' messages, in the page's language.
    expect(Object.keys(messages).every((id) => /^forms\.(common|booking)\./.test(id))).toBe(true);
    expect(messages['forms.booking.submit']).toEqual(['Submit Booking Request']);
    expect(props).toEqual({
      locale: 'en-CA',
      packages: [
        { id: 'p1', slug: 'ramadan', title: 'Ramadan Last Ten Nights' },
        {
          id: 'p2',
          slug: 'premium-5-star-umrah',
          title: 'Premium 5 Star Umrah',
          // Its rooms, worded as its page's room cards (no deposit set: none said).
          rooms: {
            rooms: [
              {
                kind: 'quad',
                name: 'Quad',
                size: '4 people per room',
                price: '$5,990 per person',
                deposit: '',
              },
              {
                kind: 'triple',
                name: 'Triple',
                size: '3 people per room',
                price: '$6,590 per person',
                deposit: '',
              },
            ],
            from: false,
            notes: [],
          },
        },
      ],
      preselectedSlug: 'premium-5-star-umrah',
      preselectedDeparture: '',
      room: 'quad',
      passportRetentionDays: 90,
      // For the confirmation: the settings' phone and WhatsApp, /contact's office hours.
      reach: {
        phone: '',
        whatsappUrl: expect.stringMatching(/^https:\/\/wa\.me\/\d+$/) as string,
        officeHours: [
          'Monday - Friday: 9:00 AM - 6:00 PM',
          'Saturday: 10:00 AM - 4:00 PM',
          'Sunday: Closed',
        ],
      },
    });
  });

  it('preselects the package from ?package= and the room from &room=, with prices and deposit', () => {
    open('/booking?package=premium-5-star-umrah&room=quad', {
      depositType: 'amount',
      depositValue: '500',
    });
    const form = within(screen.getByRole('form', { name: 'Booking request form' }));
    expect(form.getByRole('combobox', { name: 'Umrah package' })).toHaveValue('p2');
    const rooms = form.getByRole('group', { name: 'Room type' });
    expect(within(rooms).getByRole('radio', { name: /Quad/ })).toBeChecked();
    expect(rooms).toHaveTextContent('$5,990 per personDeposit $500 per person');
    expect(rooms).toHaveTextContent('$6,590 per person');
  });

  it('offers a date its own rooms, deposit and single supplement, in French too', () => {
    const dated = [
      PACKAGES[0]!,
      {
        ...PACKAGES[1]!,
        departures: [
          makePublicDeparture({ id: 'd1', departureDate: '2031-01-15' }),
          makePublicDeparture({
            id: 'd2',
            departureDate: '2031-03-10',
            prices: { quad: null, triple: 6200, double: 7900, singleSupplement: 1250 },
          }),
        ],
      },
    ];
    const settings = makeSettings({ depositType: 'percent', depositValue: '10' });
    renderPage(bookingPage, {
      path: '/booking?package=premium-5-star-umrah&departure=d2',
      data: [dated],
      settings,
    });
    const rooms = screen.getByRole('group', { name: 'Room type' });
    expect(rooms).toHaveAccessibleDescription('Prices per person for the date you chose.');
    expect(
      within(rooms)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Quad 4 people per room$5,990 per personDeposit $599 per person',
      'Triple 3 people per room$6,200 per personDeposit $620 per person',
      'Double 2 people per room$7,900 per personDeposit $790 per person',
      'Not sure yetWe advise you before confirming.',
    ]);
    expect(rooms).toHaveTextContent('Single room supplement: $1,250 per person.');
    cleanup();
    renderPage(bookingPage, {
      path: '/fr/booking?package=premium-5-star-umrah&departure=d2',
      data: [dated],
      settings,
    });
    const fr = screen.getByRole('group', { name: 'Type de chambre' });
    expect(fr.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      '6 200 $ par personneAcompte de 620 $ par personne',
    );
  });

  it('ignores an unknown room type and warns about a package no longer offered', () => {
    const { container } = open('/booking?package=gone&room=suite');
    const island = container.querySelector('[data-island="booking-form"]')!;
    expect(JSON.parse(island.getAttribute('data-props')!)).toMatchObject({ room: null });
    expect(screen.getByText(/no longer available/)).toBeInTheDocument();
  });

  it('uses the retention period set in the settings in the consent', () => {
    open('/booking', { passportRetentionDays: '30' });
    expect(
      screen.getByRole('checkbox', { name: /deleted automatically 30 days after the trip/ }),
    ).toBeInTheDocument();
  });

  describe('a sold-out package', () => {
    const LIST = [
      ...PACKAGES,
      makePackage({ id: 'p3', slug: 'sold', title: 'Sold Out Umrah', seatsLeft: 0 }),
    ];
    const openWith = (path: string) => renderPage(bookingPage, { path, data: [LIST] });
    const options = () =>
      within(screen.getByRole('combobox', { name: 'Umrah package' }))
        .getAllByRole('option')
        .map((o) => o.textContent);

    it('is not offered for a plain booking', () => {
      openWith('/booking');
      expect(options()).toEqual([
        'Select a package',
        'Ramadan Last Ten Nights',
        'Premium 5 Star Umrah',
      ]);
    });

    it('is offered, preselected, for its waiting list when the visitor comes from its page', () => {
      const { container } = openWith('/booking?package=sold');
      expect(options()).toContain('Sold Out Umrah (sold out: waiting list)');
      expect(screen.getByRole('combobox', { name: 'Umrah package' })).toHaveValue('p3');
      expect(screen.getByText('This package is sold out.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Join the Waiting List' })).toBeInTheDocument();
      const island = container.querySelector('[data-island="booking-form"]')!;
      expect(JSON.parse(island.getAttribute('data-props')!).packages).toContainEqual({
        id: 'p3',
        slug: 'sold',
        title: 'Sold Out Umrah',
        soldOut: true,
      });
    });
  });
});

describe('/fr/booking', () => {
  it('is in French, the form too, and marks a package title that has no French version', () => {
    const french = makePackage({
      id: 'p3',
      slug: 'omra-ramadan',
      title: 'Ramadan Umrah',
      fr: { title: 'Omra du Ramadan' },
    } as never);
    const { output, container } = renderPage(bookingPage, {
      path: '/fr/booking',
      data: [[...PACKAGES, french]],
      settings: {},
    });
    expect(output.title).toBe('Réservez votre Omra');
    expect(screen.getByRole('heading', { level: 2, name: 'Demande de réservation' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Envoyer ma demande' })).toBeVisible();
    const props = JSON.parse(
      container.querySelector('[data-island="booking-form"]')!.getAttribute('data-props')!,
    ) as { locale: string; packages: { title: string; lang?: string }[] };
    expect(props.locale).toBe('fr-CA');
    expect(props.packages).toContainEqual({
      id: 'p3',
      slug: 'omra-ramadan',
      title: 'Omra du Ramadan',
    });
    expect(props.packages).toContainEqual({
      id: 'p1',
      slug: 'ramadan',
      title: 'Ramadan Last Ten Nights',
      lang: 'en',
    });
    expect(screen.getByRole('option', { name: 'Ramadan Last Ten Nights' })).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
