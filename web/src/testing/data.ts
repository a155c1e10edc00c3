import type { PublicDeparture } from '@umrah/domain/model/departures';
import type { Blog } from '@umrah/domain/schemas/blog';
import type { GalleryItem } from '@umrah/domain/schemas/gallery';
import type { Package } from '@umrah/domain/schemas/package';
import type { Review } from '@umrah/domain/schemas/review';
import { toPublicSettings, type PublicSettings } from '@umrah/domain/schemas/settings';

/** Test data generators: a complete item with sensible values, overridable field by field. */

export function makeSettings(overrides: Partial<PublicSettings> = {}): PublicSettings {
  return { ...toPublicSettings(null), ...overrides };
}

export function makePackage(overrides: Partial<Package> = {}): Package {
  return {
    id: 'pkg-1',
    slug: 'ramadan-umrah-2026',
    title: 'Ramadan Umrah 2026',
    description: 'Spend the last ten nights of Ramadan in Makkah.',
    fullDescription: 'First paragraph.\n\nSecond paragraph.',
    price: 2499,
    quadPrice: null,
    triplePrice: null,
    doublePrice: null,
    imageUrl: '/images/seed/makkah-960.webp',
    nightsInMakkah: 7,
    nightsInMadina: 5,
    makkaHotel: '',
    madinaHotel: '',
    makkahStay: null,
    madinahStay: null,
    itinerary: [],
    hotelRating: 4,
    departureDate: null,
    returnDate: null,
    airports: '',
    seatsLeft: null,
    features: [],
    inclusions: [],
    exclusions: [],
    isPublished: true,
    cancellationPolicy: null,
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'rev-1',
    name: 'Aisha Rahman',
    location: 'Toronto, ON',
    imageUrl: null,
    rating: 5,
    comment: 'Everything was perfectly organised.',
    isPublished: true,
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export function makeBlog(overrides: Partial<Blog> = {}): Blog {
  return {
    id: 'blog-1',
    title: 'Preparing for Umrah',
    slug: 'preparing-for-umrah',
    excerpt: 'What to pack and how to prepare.',
    content: 'Intro paragraph.\n\nSecond paragraph.',
    imageUrl: '/images/seed/blog-960.webp',
    isPublished: true,
    createdAt: '2026-03-05T22:10:00.000Z',
    updatedAt: '2026-03-05T22:10:00.000Z',
    ...overrides,
  };
}

export function makeGalleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id: 'gal-1',
    title: 'Ramadan 2025 group',
    description: 'Our group at Masjid an-Nabawi.',
    imageUrl: '/images/seed/gallery-960.webp',
    isPublished: true,
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

/** An upcoming departure as the public package read carries it (open, 20 seats, the package's prices). */
export function makePublicDeparture(overrides: Partial<PublicDeparture> = {}): PublicDeparture {
  return {
    id: 'd1',
    departureDate: '2027-02-25',
    returnDate: '2027-03-08',
    status: 'open',
    seatsLeft: 20,
    prices: { quad: null, triple: null, double: null, singleSupplement: null },
    flights: { airline: '', departureAirport: '', departureTime: '' },
    ...overrides,
  };
}
