import { OPENING_HOURS } from '@umrah/domain/model/constants';
import { pricingOptions } from '@umrah/domain/model/pricing';
import { describe, expect, it } from 'vitest';
import { makeBlog, makePackage, makePublicDeparture, makeSettings } from '../../testing/data';
import {
  agencyData,
  blogPostData,
  breadcrumbData,
  jsonLdText,
  packageData,
  pageGraph,
  websiteData,
} from './structured-data';

const SITE = 'https://umrah.example';
const AGENCY_ID = `${SITE}/#agency`;

/** Every '@type' anywhere in a JSON-like value (strings and arrays of strings). */
function typesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(typesIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    if (key === '@type') return typeof v === 'string' ? [v] : Array.isArray(v) ? v.map(String) : [];
    return typesIn(v);
  });
}

describe('agencyData', () => {
  const full = makeSettings({
    siteName: 'Stored name',
    phone: '+1 416 555 0100',
    email: 'hello@umrah.example',
    address: '123 Queen St W, Toronto, ON',
    logoUrl: '/images/seed/logo.svg',
    heroImageUrl: 'https://cdn.example/hero.png',
  });

  it('carries the structured address and the provincial registration as identifier', () => {
    const agency = agencyData(
      makeSettings({
        address: '7450 Dundas Street East',
        city: 'Mississauga',
        province: 'ON',
        postalCode: 'l4x2w6',
        registrationAuthority: 'TICO (Ontario)',
        registrationNumber: '50012345',
      }),
      'Premium Umrah',
      SITE,
    );
    expect(agency).toMatchObject({
      address: {
        '@type': 'PostalAddress',
        streetAddress: '7450 Dundas Street East',
        addressLocality: 'Mississauga',
        addressRegion: 'ON',
        postalCode: 'L4X 2W6',
        addressCountry: 'CA',
      },
      identifier: { '@type': 'PropertyValue', propertyID: 'TICO (Ontario)', value: '50012345' },
    });
    expect(agencyData(full, 'Premium Umrah', SITE)).not.toHaveProperty('identifier');
  });

  it('names the agency, its address, contacts and opening hours', () => {
    const agency = agencyData(full, 'Premium Umrah', SITE);
    expect(agency).toMatchObject({
      '@type': 'TravelAgency',
      '@id': AGENCY_ID,
      name: 'Premium Umrah',
      url: `${SITE}/`,
      logo: `${SITE}/images/seed/logo.svg`,
      image: 'https://cdn.example/hero.png',
      telephone: '+1 416 555 0100',
      email: 'hello@umrah.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '123 Queen St W, Toronto, ON',
        addressCountry: 'CA',
      },
    });
    expect(agency).toHaveProperty(
      'openingHoursSpecification',
      OPENING_HOURS.map((o) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...o.days],
        opens: o.opens,
        closes: o.closes,
      })),
    );
    expect(agency).toHaveProperty('openingHoursSpecification.0.dayOfWeek', [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
  });

  it('lists in sameAs only the social links that are set, and omits it when none is', () => {
    expect(agencyData(full, 'Premium Umrah', SITE)).not.toHaveProperty('sameAs');
    const some = makeSettings({
      facebookUrl: 'https://facebook.com/umrah',
      instagramUrl: '',
      twitterUrl: '',
      youtubeUrl: 'https://youtube.com/@umrah',
    });
    expect(agencyData(some, 'Premium Umrah', SITE)).toHaveProperty('sameAs', [
      'https://facebook.com/umrah',
      'https://youtube.com/@umrah',
    ]);
  });

  it('leaves out the contacts the settings do not have', () => {
    const agency = agencyData(makeSettings(), 'Premium Umrah', SITE);
    for (const key of ['telephone', 'email', 'address', 'logo', 'image', 'sameAs']) {
      expect(agency).not.toHaveProperty(key);
    }
    expect(agency).toHaveProperty('openingHoursSpecification');
  });
});

describe('websiteData', () => {
  it('is published by the agency', () => {
    expect(websiteData('Premium Umrah', SITE)).toEqual({
      '@type': 'WebSite',
      '@id': `${SITE}/#website`,
      name: 'Premium Umrah',
      url: `${SITE}/`,
      inLanguage: 'en-CA',
      publisher: { '@id': AGENCY_ID },
    });
  });
});

describe('packageData', () => {
  it.each([
    {
      name: 'three room prices',
      pkg: makePackage({ quadPrice: 1999, triplePrice: 2299, doublePrice: 2799 }),
      low: 1999,
      high: 2799,
      count: 3,
    },
    {
      name: 'one room price',
      pkg: makePackage({ price: 2499, doublePrice: 3100 }),
      low: 3100,
      high: 3100,
      count: 1,
    },
    {
      name: 'only the base price (Standard)',
      pkg: makePackage({ price: 2499 }),
      low: 2499,
      high: 2499,
      count: 1,
    },
  ])('offers $name as one AggregateOffer in CAD', ({ pkg, low, high, count }) => {
    // The same prices the page's pricing cards show.
    const prices = pricingOptions(pkg).map((o) => o.price);
    expect([Math.min(...prices), Math.max(...prices), prices.length]).toEqual([low, high, count]);
    const [product] = packageData(pkg, SITE);
    const url = `${SITE}/packages/${pkg.slug}`;
    expect(product).toEqual({
      '@type': 'Product',
      '@id': `${url}#product`,
      name: pkg.title,
      description: pkg.description,
      url,
      image: `${SITE}${pkg.imageUrl}`,
      brand: { '@id': AGENCY_ID },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'CAD',
        lowPrice: low,
        highPrice: high,
        offerCount: count,
        availability: 'https://schema.org/InStock',
        url,
      },
    });
  });

  it('offers each upcoming departure: price from, CAD, availability, valid until it leaves', () => {
    const dep = (id: string, departureDate: string, over: object = {}) => ({
      id,
      departureDate,
      returnDate: departureDate,
      status: 'open' as const,
      seatsLeft: 20,
      prices: { quad: null, triple: null, double: null, singleSupplement: null },
      flights: { airline: '', departureAirport: '', departureTime: '' },
      ...over,
    });
    const pkg = {
      ...makePackage({ slug: 'ramadan', price: 3450, quadPrice: 3450, doublePrice: 4200 }),
      departures: [
        dep('past', '2026-01-10'),
        dep('a', '2027-03-01'),
        dep('b', '2027-04-01', {
          seatsLeft: 3,
          prices: { quad: 2950, triple: null, double: null, singleSupplement: null },
        }),
        dep('c', '2027-05-01', { seatsLeft: 0 }),
        dep('d', '2027-06-01', { status: 'closed' }),
        dep('e', '2027-07-01', { status: 'guaranteed' }),
      ],
    };
    const [product] = packageData(pkg, SITE, 'fr-CA', { today: '2026-11-26' });
    const aggregate = product.offers as unknown as { availability: string; offers: unknown[] };
    expect(aggregate.availability).toBe('https://schema.org/InStock');
    expect(aggregate.offers).toEqual(
      [
        ['a', 3450, 'InStock', '2027-03-01'],
        ['b', 2950, 'LimitedAvailability', '2027-04-01'],
        ['c', 3450, 'SoldOut', '2027-05-01'],
        ['d', 3450, 'SoldOut', '2027-06-01'],
        ['e', 3450, 'InStock', '2027-07-01'],
      ].map(([id, price, availability, validThrough]) => ({
        '@type': 'Offer',
        price,
        priceCurrency: 'CAD',
        availability: `https://schema.org/${availability}`,
        validThrough,
        url: `${SITE}/fr/booking?package=ramadan&departure=${id}`,
      })),
    );
    // Every date full or closed: the package is sold out; past ones leave the offers.
    const [full] = packageData({ ...pkg, departures: pkg.departures.slice(3, 5) }, SITE, 'en-CA', {
      today: '2026-11-26',
    });
    expect(full.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    const [later] = packageData(pkg, SITE, 'en-CA', { today: '2027-06-02' });
    expect((later.offers as unknown as { offers: unknown[] }).offers).toHaveLength(1);
  });

  it('takes lowPrice from the departures’ own prices, as the page’s “from” and the confirm form do', () => {
    const pkg = {
      ...makePackage({ slug: 'ramadan', price: 2450, quadPrice: 2450, doublePrice: 3100 }),
      departures: [
        makePublicDeparture({
          departureDate: '2027-03-01',
          prices: { quad: 1999, triple: null, double: null, singleSupplement: 450 },
        }),
      ],
    };
    const [product] = packageData(pkg, SITE, 'en-CA', { today: '2026-11-26' });
    expect(product.offers).toMatchObject({ lowPrice: 1999, highPrice: 3100 });
    // Once the date has passed, the package's own cards again.
    const [later] = packageData(pkg, SITE, 'en-CA', { today: '2027-03-02' });
    expect(later.offers).toMatchObject({ lowPrice: 2450, highPrice: 3100 });
  });

  it('describes the trip: the Makkah and Madinah stays with their nights and hotels', () => {
    const pkg = makePackage({
      nightsInMakkah: 7,
      nightsInMadina: 5,
      makkaHotel: 'Swissotel Makkah',
      madinaHotel: '',
      departureDate: '2026-03-10',
      returnDate: '2026-03-22',
    });
    const [, trip] = packageData(pkg, SITE);
    expect(trip).toMatchObject({
      '@type': 'TouristTrip',
      '@id': `${SITE}/packages/${pkg.slug}#trip`,
      name: pkg.title,
      provider: { '@id': AGENCY_ID },
      departureTime: '2026-03-10',
      arrivalTime: '2026-03-22',
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            item: { '@type': 'City', name: 'Makkah', description: '7 nights at Swissotel Makkah' },
          },
          {
            '@type': 'ListItem',
            position: 2,
            item: { '@type': 'City', name: 'Madinah', description: '5 nights' },
          },
        ],
      },
    });
  });

  it('leaves out a stay without nights, says "1 night", and omits unknown dates', () => {
    const [, trip] = packageData(
      makePackage({ nightsInMakkah: 1, nightsInMadina: 0, departureDate: null, returnDate: null }),
      SITE,
    );
    expect(trip).toMatchObject({
      itinerary: {
        numberOfItems: 1,
        itemListElement: [{ position: 1, item: { name: 'Makkah', description: '1 night' } }],
      },
    });
    expect(trip).not.toHaveProperty('departureTime');
    expect(trip).not.toHaveProperty('arrivalTime');
  });
});

describe('packageData with a day-by-day plan', () => {
  it('lists the days in order, each named and placed in its city', () => {
    const pkg = makePackage({
      itinerary: [
        { day: 1, city: 'Canada', title: 'Depart', description: 'Overnight flight.' },
        { day: 2, city: 'Makkah', title: 'Umrah', description: 'Umrah with the group.' },
      ],
    });
    const [, trip] = packageData(pkg, SITE);
    expect(trip).toMatchObject({
      '@type': 'TouristTrip',
      itinerary: {
        '@type': 'ItemList',
        itemListOrder: 'https://schema.org/ItemListOrderAscending',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'Day 1: Depart',
            description: 'Overnight flight.',
            item: { '@type': 'City', name: 'Canada' },
          },
          { position: 2, name: 'Day 2: Umrah', item: { name: 'Makkah' } },
        ],
      },
    });
  });
});

describe('blogPostData', () => {
  it('dates the post by createdAt and updatedAt, written and published by the agency', () => {
    const blog = makeBlog({
      createdAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-02-03T11:30:00.000Z',
    });
    const url = `${SITE}/blogs/${blog.slug}`;
    expect(blogPostData(blog, SITE)).toEqual({
      '@type': 'BlogPosting',
      '@id': `${url}#post`,
      headline: blog.title,
      description: blog.excerpt,
      url,
      mainEntityOfPage: url,
      image: `${SITE}${blog.imageUrl}`,
      datePublished: '2026-01-02T10:00:00.000Z',
      dateModified: '2026-02-03T11:30:00.000Z',
      inLanguage: 'en-CA',
      author: { '@id': AGENCY_ID },
      publisher: { '@id': AGENCY_ID },
    });
    // The author reference names the agency node of the page's graph.
    expect(agencyData(makeSettings(), 'x', SITE)).toHaveProperty('@id', AGENCY_ID);
  });

  it('has no image when the post has none', () => {
    expect(blogPostData(makeBlog({ imageUrl: null }), SITE)).not.toHaveProperty('image');
  });
});

describe('breadcrumbData', () => {
  it('numbers the crumbs from 1 with absolute addresses', () => {
    expect(
      breadcrumbData(
        [
          { name: 'Home', path: '/' },
          { name: 'Packages', path: '/packages' },
          { name: 'Ramadan', path: '/packages/ramadan' },
        ],
        SITE,
      ),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Packages', item: `${SITE}/packages` },
        { '@type': 'ListItem', position: 3, name: 'Ramadan', item: `${SITE}/packages/ramadan` },
      ],
    });
  });
});

describe('jsonLdText', () => {
  const hostile = '</script><script>alert(1)</script>';
  const tricky = `Tom & Jerry <!-- x --> a\u2028b\u2029c`;

  it('escapes <, >, &, U+2028 and U+2029 and still parses back to the same strings', () => {
    const graph = pageGraph(makeSettings({ address: tricky }), hostile, SITE, [
      ...packageData(makePackage({ title: hostile, description: tricky }), SITE),
      blogPostData(makeBlog({ title: hostile, excerpt: tricky }), SITE),
    ]);
    const text = jsonLdText(graph);
    for (const raw of ['<', '>', '&', '\u2028', '\u2029']) expect(text).not.toContain(raw);
    expect(text).not.toContain(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
    expect(JSON.parse(text)).toEqual(graph);
    expect(text).toContain('Tom \\u0026 Jerry');
  });

  it('is plain JSON.stringify when there is nothing to escape', () => {
    const graph = pageGraph(makeSettings(), 'Premium Umrah', SITE, []);
    expect(jsonLdText(graph)).toBe(JSON.stringify(graph));
  });
});

describe('pageGraph', () => {
  const settings = makeSettings({
    facebookUrl: 'https://facebook.com/umrah',
    phone: '+1 416 555 0100',
    address: 'Toronto',
  });

  it('puts the agency and the website first, then the page’s own items', () => {
    const crumbs = breadcrumbData([{ name: 'Home', path: '/' }], SITE);
    const graph = pageGraph(settings, 'Premium Umrah', SITE, [crumbs]);
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph'].map((node) => typesIn(node)[0])).toEqual([
      'TravelAgency',
      'WebSite',
      'BreadcrumbList',
    ]);
  });

  it('never carries review, rating or event markup, anywhere in any graph', () => {
    const graphs = [
      pageGraph(settings, 'Premium Umrah', SITE, []),
      pageGraph(settings, 'Premium Umrah', SITE, [
        breadcrumbData([{ name: 'Home', path: '/' }], SITE),
        ...packageData(
          makePackage({ quadPrice: 1, triplePrice: 2, doublePrice: 3, hotelRating: 5 }),
          SITE,
        ),
      ]),
      pageGraph(settings, 'Premium Umrah', SITE, [blogPostData(makeBlog(), SITE)]),
    ];
    const types = graphs.flatMap(typesIn);
    expect(types).toEqual(
      expect.arrayContaining(['TravelAgency', 'Product', 'TouristTrip', 'BlogPosting']),
    );
    for (const banned of ['Review', 'AggregateRating', 'Rating', 'Event']) {
      expect(types).not.toContain(banned);
    }
    const text = graphs.map((g) => JSON.stringify(g)).join('\n');
    expect(text).not.toMatch(/"(review|aggregateRating|reviewRating|event|subEvent)"\s*:/);
  });
});
