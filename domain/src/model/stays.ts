/**
 * A package's hotel stays in Makkah and Madinah as data: the hotel, its stars and how far it is
 * from the Haram (Masjid al-Haram, Masjid an-Nabawi) on foot. Model only (no yup): public pages
 * import it; the schema is in stay-schema.ts.
 */

/** One stay of a package: where pilgrims sleep in one city. */
export interface Stay {
  hotel: string;
  /** 1 to 5. */
  stars: number;
  /** Walking distance to the Haram, whole metres, 0 to 20,000. */
  distanceMetres: number;
  /** The walk to the Haram in whole minutes, 0 to 300. */
  walkMinutes: number;
  /** Meal plan, room arrangement... */
  notes?: string;
}

/** The stay fields of a package. */
export interface PackageStays {
  makkahStay: Stay | null;
  madinahStay: Stay | null;
}

export const STAY_HOTEL_MAX_LENGTH = 120;
export const STAY_NOTES_MAX_LENGTH = 500;
export const STAY_STARS_MIN = 1;
export const STAY_STARS_MAX = 5;
export const STAY_DISTANCE_MAX_METRES = 20_000;
export const STAY_WALK_MAX_MINUTES = 300;

export const STAY_CITIES = {
  makkahStay: { city: 'Makkah', haram: 'Masjid al-Haram' },
  madinahStay: { city: 'Madinah', haram: 'Masjid an-Nabawi' },
} as const satisfies Record<keyof PackageStays, { city: string; haram: string }>;

/** The shortest walk to the Haram among a package's stays, in metres; null when it has none. */
export function nearestHaramDistance(pkg: {
  makkahStay?: Stay | null;
  madinahStay?: Stay | null;
}): number | null {
  const distances = [pkg.makkahStay, pkg.madinahStay]
    .filter((stay): stay is Stay => stay != null)
    .map((stay) => stay.distanceMetres);
  return distances.length > 0 ? Math.min(...distances) : null;
}

/** "450 m" below a kilometre, "1.2 km" (one decimal, none when whole: "2 km") from there. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = Math.round(metres / 100) / 10;
  return `${Number.isInteger(km) ? km.toFixed(0) : km.toFixed(1)} km`;
}

/** A map search for the hotel in its city (opens the map app on phones). */
export function hotelMapUrl(hotel: string, city: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${hotel}, ${city}`)}`;
}

/**
 * The spec's free-text hotel fields (makkaHotel, madinaHotel) follow the stays: a stay's hotel
 * name wins; a package without that stay keeps the text it has. Applied on every write so old
 * API clients and the spec's readers see the same names.
 */
export function legacyHotelNames(pkg: {
  makkahStay?: Stay | null;
  madinahStay?: Stay | null;
  makkaHotel?: string;
  madinaHotel?: string;
}): { makkaHotel: string; madinaHotel: string } {
  return {
    makkaHotel: pkg.makkahStay?.hotel ?? pkg.makkaHotel ?? '',
    madinaHotel: pkg.madinahStay?.hotel ?? pkg.madinaHotel ?? '',
  };
}
