import { describe, expect, it } from 'vitest';
import type { DepartureFields } from './departures';
import {
  departureOffer,
  fromPriceCents,
  offeredPricesCents,
  packageOffer,
  pricingOptions,
  suggestedTotal,
} from './pricing';

describe('pricingOptions', () => {
  const quad = { kind: 'quad', price: 2000, roomSize: 4 };
  const triple = { kind: 'triple', price: 2500, roomSize: 3 };
  const double = { kind: 'double', price: 3000, roomSize: 2 };
  const standard = { kind: 'standard', price: 1800, roomSize: null };

  it.each([
    [null, null, null, [standard]],
    [2000, null, null, [quad]],
    [null, 2500, null, [triple]],
    [null, null, 3000, [double]],
    [2000, 2500, null, [quad, triple]],
    [2000, null, 3000, [quad, double]],
    [null, 2500, 3000, [triple, double]],
    [2000, 2500, 3000, [quad, triple, double]],
  ])('quad=%s triple=%s double=%s', (quadPrice, triplePrice, doublePrice, expected) => {
    expect(pricingOptions({ price: 1800, quadPrice, triplePrice, doublePrice })).toEqual(expected);
  });

  it('treats missing prices like null and 0 as a real price', () => {
    expect(pricingOptions({ price: 1800 })).toEqual([standard]);
    expect(pricingOptions({ price: 1800, doublePrice: 0 })).toEqual([{ ...double, price: 0 }]);
  });
});

describe('suggestedTotal', () => {
  const pkg = { price: 9000, quadPrice: 7450, triplePrice: 8200, doublePrice: null };
  const total = (
    departure: Parameters<typeof suggestedTotal>[1],
    roomType: string,
    travellers: number,
    singles = 0,
  ) => suggestedTotal(pkg, departure, { roomType, travellers, singles })?.totalCents ?? null;

  it('is the agreed room’s price per person × the travellers, in cents', () => {
    expect(suggestedTotal(pkg, null, { roomType: 'triple', travellers: 3 })).toEqual({
      perPersonCents: 820_000,
      travellers: 3,
      singles: 0,
      singleSupplementCents: 0,
      totalCents: 2_460_000,
    });
    expect(total(null, 'quad', 4)).toBe(2_980_000);
  });

  it('uses the base price when the package prices no room', () => {
    const plain = { price: 5000, quadPrice: null, triplePrice: null, doublePrice: null };
    expect(suggestedTotal(plain, null, { roomType: 'double', travellers: 2 })?.totalCents).toBe(
      1_000_000,
    );
  });

  it('suggests nothing for a room the package does not price, or no travellers', () => {
    expect(total(null, 'double', 2)).toBeNull();
    expect(total(null, 'triple', 0)).toBeNull();
    expect(total(null, 'triple', Number.NaN)).toBeNull();
  });

  const own = { quad: null, triple: 1999, double: 2600, singleSupplement: 450 };

  it('takes the departure’s own price for the room over the package’s (what the page showed)', () => {
    expect(total({ prices: own }, 'triple', 3)).toBe(599_700);
    // A room the departure leaves blank keeps the package's price.
    expect(total({ prices: own }, 'quad', 4)).toBe(2_980_000);
    // A room only the departure prices is offered too.
    expect(total({ prices: own }, 'double', 2)).toBe(520_000);
  });

  it('adds the single supplement for each traveller in a room alone', () => {
    expect(
      suggestedTotal(pkg, { prices: own }, { roomType: 'double', travellers: 1, singles: 1 }),
    ).toEqual({
      perPersonCents: 260_000,
      travellers: 1,
      singles: 1,
      singleSupplementCents: 45_000,
      totalCents: 305_000,
    });
    expect(total({ prices: own }, 'triple', 3, 1)).toBe(644_700);
    // No supplement on the departure: no single room to charge for.
    expect(total({ prices: { ...own, singleSupplement: null } }, 'triple', 3, 1)).toBe(599_700);
    // More singles than travellers is a typing slip: no suggestion.
    expect(total({ prices: own }, 'triple', 2, 3)).toBeNull();
  });
});

describe('fromPriceCents and offeredPricesCents', () => {
  const pkg = { price: 2450, quadPrice: 2450, triplePrice: 2800, doublePrice: null };
  const cheap = { prices: { quad: 1999, triple: null, double: null, singleSupplement: 400 } };
  const dear = { prices: { quad: null, triple: 3100, double: null, singleSupplement: null } };

  it('is the lowest room price over the departures, the package’s without any', () => {
    expect(fromPriceCents(pkg, [])).toBe(245_000);
    expect(fromPriceCents(pkg, [cheap])).toBe(199_900);
    expect(fromPriceCents(pkg, [dear])).toBe(245_000);
    expect(fromPriceCents(pkg, [dear, cheap])).toBe(199_900);
  });

  it('lists every price on offer (the JSON-LD low and high)', () => {
    expect(offeredPricesCents(pkg, [])).toEqual([245_000, 280_000]);
    expect(offeredPricesCents(pkg, [cheap, dear])).toEqual([199_900, 280_000, 245_000, 310_000]);
  });
});

describe('departureOffer and packageOffer: what the public pages offer', () => {
  // The package sells triple and double rooms; a date may set its own prices (a quad it adds).
  const pkg = { price: 7450, quadPrice: null, triplePrice: 7450, doublePrice: 8650 };
  const terms = { deposit: { type: 'amount', cents: 50_000 }, balanceDueDays: 45 } as const;
  const today = '2027-01-01';
  const date = (
    departureDate: string,
    prices: Partial<DepartureFields['prices']> = {},
    over: Partial<Pick<DepartureFields, 'depositDueDate' | 'balanceDueDate'>> = {},
  ) => ({
    departureDate,
    prices: { quad: null, triple: null, double: null, singleSupplement: null, ...prices },
    depositDueDate: null,
    balanceDueDate: null,
    ...over,
  });
  const room = (kind: string, priceCents: number, depositCents = 50_000) => ({
    kind,
    roomSize: kind === 'quad' ? 4 : kind === 'triple' ? 3 : kind === 'double' ? 2 : null,
    priceCents,
    depositCents,
  });

  it("a date's own prices override the package's, with the deposit and single supplement", () => {
    const offer = departureOffer(
      pkg,
      date('2027-06-01', { quad: 3899, triple: 6990, singleSupplement: 1250 }),
      terms,
      today,
    );
    expect(offer).toEqual({
      rooms: [room('quad', 389_900), room('triple', 699_000), room('double', 865_000)],
      singleSupplementCents: 125_000,
      balanceDueDate: '2027-04-17',
      from: false,
    });
  });

  it('a percentage deposit is per room; booked after the balance date, the whole price', () => {
    const percent = {
      deposit: { type: 'percent', basisPoints: 2500 },
      balanceDueDays: 45,
    } as const;
    expect(departureOffer(pkg, date('2027-06-01'), percent, today).rooms).toEqual([
      room('triple', 745_000, 186_250),
      room('double', 865_000, 216_250),
    ]);
    const late = departureOffer(pkg, date('2027-02-01'), terms, today);
    expect(late.rooms.map((r) => r.depositCents)).toEqual([745_000, 865_000]);
    expect(late.balanceDueDate).toBe(today);
    // The departure's own balance date replaces the terms'.
    const own = departureOffer(
      pkg,
      date('2027-06-01', {}, { balanceDueDate: '2027-03-01' }),
      terms,
      today,
    );
    expect(own.balanceDueDate).toBe('2027-03-01');
  });

  it("a date's payment plan sets the deposit quoted, as confirming will ask it", () => {
    const planned = {
      ...date('2027-06-01'),
      paymentPlan: {
        deposit: { type: 'percent' as const, value: 2_000 },
        instalments: { type: 'monthly' as const, dates: [] },
        finalDaysBefore: 30,
      },
    };
    const offer = departureOffer(pkg, planned, terms, today);
    // 20% of each room, not the terms' $500; the balance by the plan's last instalment.
    expect(offer.rooms).toEqual([
      room('triple', 745_000, 149_000),
      room('double', 865_000, 173_000),
    ]);
    expect(offer.balanceDueDate).toBe('2027-05-02');
  });

  it('across dates: each room at its lowest price, "from", the lowest supplement', () => {
    const offer = packageOffer(
      pkg,
      [
        date('2027-05-01'),
        date('2027-06-01', { quad: 3899, triple: 6990, singleSupplement: 1250 }),
      ],
      terms,
      today,
    );
    expect(offer).toEqual({
      rooms: [room('quad', 389_900), room('triple', 699_000), room('double', 865_000)],
      singleSupplementCents: 125_000,
      balanceDueDate: null,
      from: true,
    });
  });

  it('dates priced alike are not "from"; one date is its own offer; none: the package', () => {
    const alike = packageOffer(pkg, [date('2027-05-01'), date('2027-06-01')], terms, today);
    expect(alike.from).toBe(false);
    expect(alike.rooms).toEqual([room('triple', 745_000), room('double', 865_000)]);
    expect(packageOffer(pkg, [date('2027-06-01')], terms, today).balanceDueDate).toBe('2027-04-17');
    expect(packageOffer({ price: 300 }, [], terms, today)).toEqual({
      rooms: [room('standard', 30_000, 30_000)],
      singleSupplementCents: null,
      balanceDueDate: null,
      from: false,
    });
  });
});
