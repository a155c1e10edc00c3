import { cleanup, screen, within } from '@testing-library/react';
import type { PublicDeparture } from '@umrah/domain/model/departures';
import { describe, expect, it } from 'vitest';
import { makePackage } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { packagePage } from './package-page';

function departure(over: Partial<PublicDeparture> = {}): PublicDeparture {
  return {
    id: 'dep-1',
    departureDate: '2031-03-10',
    returnDate: '2031-03-24',
    status: 'open',
    seatsLeft: 30,
    prices: { quad: null, triple: null, double: null, singleSupplement: null },
    flights: { airline: 'Saudia', departureAirport: 'YYZ', departureTime: '' },
    ...over,
  };
}

const DEPARTURES = [
  departure({ id: 'past', departureDate: '2020-01-05', returnDate: '2020-01-19' }),
  departure({ id: 'ramadan', departureDate: '2031-01-15', returnDate: '2031-01-29' }),
  departure({
    id: 'few',
    departureDate: '2031-03-10',
    returnDate: '2031-03-24',
    seatsLeft: 3,
    prices: { quad: 2950, triple: null, double: null, singleSupplement: null },
  }),
  departure({ id: 'full', departureDate: '2031-05-01', returnDate: '2031-05-15', seatsLeft: 0 }),
  departure({
    id: 'sure',
    departureDate: '2031-07-01',
    returnDate: '2031-07-15',
    status: 'guaranteed',
  }),
];

const PKG = {
  ...makePackage({
    slug: 'ramadan',
    title: 'Ramadan Umrah',
    departureDate: '2031-01-15',
    returnDate: '2031-01-29',
    price: 3450,
    quadPrice: 3450,
    seatsLeft: 30,
  }),
  departures: DEPARTURES,
};

function open(path: string, data: unknown) {
  return renderPage(packagePage, { path, params: { slug: 'ramadan' }, data: [data] });
}

function datesSection() {
  return screen.getByRole('heading', { name: /Dates and availability|Dates et disponibilités/ })
    .parentElement!;
}

describe('/packages/{slug}: departures', () => {
  it('lists the upcoming dates with Hijri date, season, price from, availability and a link each', () => {
    open('/packages/ramadan', PKG);
    const items = within(datesSection())
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('pkg-dates__item'));
    // The past one is gone, the rest soonest first.
    expect(items).toHaveLength(4);
    const [first, few, full, sure] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('January 15, 2031 to January 29, 2031');
    expect(first).toHaveTextContent(/AH/);
    expect(within(first).getByText('Last ten nights of Ramadan')).toBeInTheDocument();
    expect(first).toHaveTextContent('From $3,450 per person');
    expect(first).toHaveTextContent('Available');
    expect(within(first).getByRole('link', { name: 'Book this date' })).toHaveAttribute(
      'href',
      '/booking?package=ramadan&departure=ramadan',
    );
    expect(few).toHaveTextContent('From $2,950');
    expect(few).toHaveTextContent('Few seats left');
    expect(full).toHaveTextContent('Sold out: waiting list');
    expect(within(full).getByRole('link', { name: 'Join the waiting list' })).toHaveAttribute(
      'href',
      '/booking?package=ramadan&departure=full',
    );
    expect(sure).toHaveTextContent('Guaranteed departure');
  });

  it('says so in French, with French links', () => {
    open('/fr/packages/ramadan', PKG);
    const section = datesSection();
    expect(section).toHaveTextContent('Du 15 janvier 2031 au 29 janvier 2031');
    expect(section).toHaveTextContent('Complet');
    expect(
      within(section).getAllByRole('link', { name: 'Réserver cette date' })[0],
    ).toHaveAttribute('href', '/fr/booking?package=ramadan&departure=ramadan');
  });

  it('says a closed date is closed (waiting list), not full', () => {
    const closed = {
      ...PKG,
      departures: [
        departure({
          id: 'shut',
          departureDate: '2031-06-01',
          returnDate: '2031-06-15',
          status: 'closed',
          seatsLeft: 12,
        }),
      ],
    };
    open('/packages/ramadan', closed);
    const item = within(datesSection())
      .getAllByRole('listitem')
      .find((li) => li.classList.contains('pkg-dates__item'))!;
    expect(item).toHaveTextContent('Closed: waiting list');
    expect(item).not.toHaveTextContent(/Sold out|full/i);
    cleanup();
    open('/fr/packages/ramadan', closed);
    expect(datesSection()).toHaveTextContent(/Fermé\s: liste d’attente/);
  });

  it('says a package has no dates ahead and still takes a flexible request', () => {
    open('/packages/ramadan', {
      ...PKG,
      departureDate: '2020-01-05',
      returnDate: '2020-01-19',
      departures: [DEPARTURES[0]],
    });
    const section = datesSection();
    expect(section).toHaveTextContent('No dates are set for this package yet.');
    expect(within(section).getByRole('link', { name: 'Request flexible dates' })).toHaveAttribute(
      'href',
      '/booking?package=ramadan',
    );
  });

  it("leaves the package's own dates out of its facts once it has dates ahead", () => {
    // Staff no longer see the package's own date fields once it has departures: a stale
    // 2 June 2031 must not read as the package's departure beside its list of dates.
    open('/packages/ramadan', { ...PKG, departureDate: '2031-06-02', returnDate: '2031-06-16' });
    const facts = document.querySelector<HTMLElement>('.pkg-facts')!;
    expect(within(facts).getByText('Makkah')).toBeInTheDocument();
    expect(within(facts).queryByText('Departure')).toBeNull();
    expect(within(facts).queryByText('Return')).toBeNull();
    expect(screen.queryByText(/June 2, 2031|2 June 2031/)).toBeNull();
  });

  it('keeps a package without departures and with its own date ahead as before', () => {
    open('/packages/ramadan', { ...PKG, departures: [] });
    expect(screen.queryByRole('heading', { name: 'Dates and availability' })).toBeNull();
  });

  it('offers the waiting list only when every date is full', () => {
    open('/packages/ramadan', { ...PKG, seatsLeft: 0 });
    // The next date has seats: no sold-out note although the package read says 0.
    expect(screen.queryByText('This package is sold out.')).toBeNull();
    open('/packages/ramadan', {
      ...PKG,
      departures: [
        departure({ id: 'full', seatsLeft: 0 }),
        departure({ id: 'shut', status: 'closed' }),
      ],
    });
    expect(screen.getAllByText('This package is sold out.').length).toBeGreaterThan(0);
  });
});
