import type { PackageInput } from '@umrah/domain/schemas/package';
import { legacyHotelNames } from '@umrah/domain/model/stays';
import { contentCollection } from './content-collection';

export const packages = contentCollection<PackageInput>('packages', 'package', {
  // The spec's makkaHotel and madinaHotel stay readable: they follow the stays' hotel names.
  beforeWrite: (input) => ({ ...input, ...legacyHotelNames(input) }),
  // A package stored before stays and itineraries existed (until scripts/migrate-stays.ts runs).
  afterRead: (data) => ({
    ...data,
    makkahStay: data.makkahStay ?? null,
    madinahStay: data.madinahStay ?? null,
    itinerary: data.itinerary ?? [],
    // Seats were not kept before: open (no limit).
    seatsLeft: data.seatsLeft ?? null,
    // Stored before French versions: no French version yet.
    fr: data.fr ?? null,
    // Stored before cancellation policies: none stated.
    cancellationPolicy: data.cancellationPolicy ?? null,
  }),
});
