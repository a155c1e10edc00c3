import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePackage } from '../../../testing/data';
import { renderInSite } from '../../testing/render-in-site';
import { packageOffer } from '@umrah/domain/model/pricing';
import { PricingCards } from './pricing-cards';

/** The seed's terms: a $500 deposit per traveller. */
const TERMS = { deposit: { type: 'amount', cents: 50_000 }, balanceDueDays: 45 } as const;

function renderCards(prices: Parameters<typeof makePackage>[0]) {
  const offer = packageOffer(makePackage(prices), [], TERMS, '2027-01-01');
  renderInSite(<PricingCards slug="ramadan" offer={offer} soldOut={false} />);
  return screen.getAllByRole('article').map((card) => ({
    name: within(card).getByRole('heading', { level: 3 }).textContent,
    text: card.textContent,
    book: within(card).getByRole('link', { name: 'Book Now' }).getAttribute('href'),
  }));
}

describe('pricing cards', () => {
  it('shows Quad, Triple and Double with room sizes, prices per person and Book Now links', () => {
    const cards = renderCards({
      price: 1000,
      quadPrice: 2499,
      triplePrice: 2899,
      doublePrice: 13250,
    });
    expect(cards.map((c) => c.name)).toEqual(['Quad', 'Triple', 'Double']);
    expect(cards[0]!.text).toContain('4 people per room');
    expect(cards[0]!.text).toContain('$2,499');
    expect(cards[0]!.text).toContain('per person');
    expect(cards[1]!.text).toContain('3 people per room');
    expect(cards[1]!.text).toContain('$2,899');
    expect(cards[2]!.text).toContain('2 people per room');
    expect(cards[2]!.text).toContain('$13,250');
    expect(cards[2]!.text).toContain('Deposit $500 per person');
    expect(cards.map((c) => c.book)).toEqual([
      '/booking?package=ramadan&room=quad',
      '/booking?package=ramadan&room=triple',
      '/booking?package=ramadan&room=double',
    ]);
  });

  it('shows only the room types that have a price, and no Standard card', () => {
    const cards = renderCards({ price: 1000, quadPrice: null, triplePrice: 0, doublePrice: 3100 });
    expect(cards.map((c) => c.name)).toEqual(['Triple', 'Double']);
    expect(cards[0]!.text).toContain('$0');
    // A deposit as large as the price: the whole price is due when confirmed.
    expect(cards[0]!.text).toContain('Paid in full when confirmed');
  });

  it('shows a single Standard card with the base price when no room price exists', () => {
    const cards = renderCards({
      price: 1234567,
      quadPrice: null,
      triplePrice: null,
      doublePrice: null,
    });
    expect(cards).toHaveLength(1);
    expect(cards[0]!.name).toBe('Standard');
    expect(cards[0]!.text).toContain('Base package price');
    expect(cards[0]!.text).toContain('$1,234,567');
    expect(cards[0]!.book).toBe('/booking?package=ramadan');
  });
});
