// Minimal valid content items for tests; override what a test is about.
import type { BlogInput } from '@umrah/domain/schemas/blog';
import type { GalleryItemInput } from '@umrah/domain/schemas/gallery';
import type { PackageInput } from '@umrah/domain/schemas/package';
import type { ReviewInput } from '@umrah/domain/schemas/review';

export function aPackage(overrides: Partial<PackageInput> = {}): PackageInput {
  return {
    title: 'Economy Umrah 14 Days',
    slug: 'economy-umrah-14-days',
    description: 'Two weeks with hotels close to the Haram.',
    fullDescription: 'First paragraph.\n\nSecond paragraph.',
    price: 2499,
    quadPrice: 2499,
    triplePrice: 2799,
    doublePrice: 3199,
    imageUrl: '/images/seed/package-1-960.webp',
    nightsInMakkah: 7,
    nightsInMadina: 5,
    makkaHotel: 'Makkah Hotel',
    madinaHotel: 'Madinah Hotel',
    hotelRating: 4,
    departureDate: '2027-02-10',
    returnDate: '2027-02-24',
    airports: 'Toronto (YYZ)\nMontreal (YUL)',
    features: ['Visa processing'],
    inclusions: ['Return flights'],
    exclusions: ['Personal expenses'],
    isPublished: true,
    ...overrides,
  } as PackageInput;
}

export function aReview(overrides: Partial<ReviewInput> = {}): ReviewInput {
  return {
    name: 'Aisha Rahman',
    location: 'Mississauga, ON',
    imageUrl: null,
    rating: 5,
    comment: 'Everything was arranged perfectly.',
    isPublished: true,
    ...overrides,
  } as ReviewInput;
}

export function aBlog(overrides: Partial<BlogInput> = {}): BlogInput {
  return {
    title: 'Packing for Umrah',
    slug: 'packing-for-umrah',
    excerpt: 'What to bring.',
    content: 'Paragraph one.\n\nParagraph two.',
    imageUrl: '/images/seed/blog-1-960.webp',
    isPublished: true,
    ...overrides,
  } as BlogInput;
}

export function aGalleryItem(overrides: Partial<GalleryItemInput> = {}): GalleryItemInput {
  return {
    title: 'Group of March 2025',
    description: 'Our pilgrims in Madinah.',
    imageUrl: '/images/seed/gallery-1-960.webp',
    isPublished: true,
    ...overrides,
  } as GalleryItemInput;
}

/**
 * A booking request as the bookings collection stores it (no passport), for tests that start
 * from a stored request (confirming, paying); `departure` is its preferred and trip date.
 */
export function aStoredBooking(
  departure: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    fullName: 'Aisha Rahman',
    email: 'aisha@example.com',
    phone: '+1 416 555 0142',
    packageId: 'p1',
    packageTitle: 'Ramadan Last Ten Nights',
    packageSlug: 'ramadan',
    roomType: '',
    numberOfTravelers: 2,
    preferredDate: departure,
    specialRequests: '',
    status: 'new',
    note: '',
    consentAt: new Date(),
    receivedAt: new Date(),
    tripDate: departure,
    passport: null,
    hasPassport: false,
    passportDeletedAt: null,
    ...overrides,
  };
}
