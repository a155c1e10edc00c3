import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage, makePublicDeparture } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { packagePage } from './package-page';

// The package sells triple and double rooms; its later date adds a quad, lowers the triple and
// offers single rooms.
const PKG = {
  ...makePackage({
    slug: 'ramadan',
    price: 7450,
    quadPrice: null,
    triplePrice: 7450,
    doublePrice: 8650,
    seatsLeft: 30,
  }),
  departures: [
    makePublicDeparture({ id: 'first', departureDate: '2031-02-01', returnDate: '2031-02-15' }),
    makePublicDeparture({
      id: 'second',
      departureDate: '2031-03-01',
      returnDate: '2031-03-15',
      prices: { quad: 3899, triple: 6990, double: null, singleSupplement: 1250 },
      balanceDueDate: '2031-01-10',
    }),
  ],
};
const SETTINGS = { depositType: 'amount', depositValue: '500' };

function open(path: string, data: unknown = PKG) {
  renderPage(packagePage, { path, params: { slug: 'ramadan' }, data: [data], settings: SETTINGS });
  const section = screen.getByRole('heading', {
    name: /Choose Your Room|Choisissez/,
  }).parentElement!;
  const cards = within(section)
    .getAllByRole('article')
    .map((card) => ({
      name: within(card).getByRole('heading', { level: 3 }).textContent,
      text: (card.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '),
      book: within(card).getByRole('link').getAttribute('href'),
    }));
  return { section, cards };
}

describe('/packages/{slug}: Choose Your Room', () => {
  it('before a date is chosen: every room any date sells, from its lowest price', () => {
    const { section, cards } = open('/packages/ramadan');
    expect(cards.map((c) => c.name)).toEqual(['Quad', 'Triple', 'Double']);
    expect(cards[0]!.text).toContain('From $3,899');
    expect(cards[1]!.text).toContain('From $6,990');
    expect(cards[2]!.text).toContain('$8,650');
    expect(cards[0]!.text).toContain('Deposit $500 per person');
    expect(cards[0]!.book).toBe('/booking?package=ramadan&room=quad');
    expect(section).toHaveTextContent('Single room supplement: from $1,250 per person');
    // The dates to choose from, as plain links; "All dates" is the one shown.
    const nav = within(section).getByRole('navigation', { name: 'Prices for' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/packages/ramadan#rooms',
      '/packages/ramadan?departure=first#rooms',
      '/packages/ramadan?departure=second#rooms',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
  });

  it("a chosen date: its own prices over the package's, its deposit, supplement and balance", () => {
    const { section, cards } = open('/packages/ramadan?departure=second');
    expect(cards.map((c) => c.text)).toEqual([
      expect.stringContaining('$3,899'),
      expect.stringContaining('$6,990'),
      expect.stringContaining('$8,650'),
    ]);
    expect(cards.some((c) => c.text.includes('From'))).toBe(false);
    expect(cards[1]!.book).toBe('/booking?package=ramadan&departure=second&room=triple');
    expect(section).toHaveTextContent('Prices for the departure of March 1, 2031.');
    expect(section).toHaveTextContent('Single room supplement: $1,250 per person.');
    expect(section).toHaveTextContent('the balance is due by January 10, 2031.');
    expect(within(section).getByRole('link', { current: true })).toHaveTextContent('1 Mar 2031');
    cleanup();
    // The first date: the package's prices, no quad room, no single room.
    const first = open('/packages/ramadan?departure=first');
    expect(first.cards.map((c) => c.name)).toEqual(['Triple', 'Double']);
    expect(first.cards[0]!.text).toContain('$7,450');
    expect(first.section).not.toHaveTextContent('Single room');
  });

  it('in French, and an unknown date shows every date', () => {
    const { section, cards } = open('/fr/packages/ramadan?departure=second');
    expect(cards[0]!.text).toContain('3 899 $');
    expect(cards[0]!.text).toContain('Acompte de 500 $ par personne');
    expect(section.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Supplément chambre individuelle : 1 250 $ par personne.',
    );
    expect(cards[0]!.book).toBe('/fr/booking?package=ramadan&departure=second&room=quad');
    cleanup();
    expect(open('/packages/ramadan?departure=gone').cards[0]!.text).toContain('From $3,899');
  });

  it('one date: its offer, without a date choice', () => {
    const { section, cards } = open('/packages/ramadan', {
      ...PKG,
      departures: [PKG.departures[1]],
    });
    expect(within(section).queryByRole('navigation')).toBeNull();
    expect(cards[0]!.book).toBe('/booking?package=ramadan&departure=second&room=quad');
  });
});
