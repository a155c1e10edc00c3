// The one-off move of a package's free-text hotels (makkaHotel, madinaHotel, hotelRating) to
// the stays and itinerary fields (domain/src/model/stays.ts, itinerary.ts). Pure: scripts/migrate-stays.ts
// reads and writes Firestore; this decides what changes.
import { legacyHotelNames, STAY_WALK_MAX_MINUTES, type Stay } from '@umrah/domain/model/stays';
import { staySchema } from '@umrah/domain/schemas/stay-schema';
import * as yup from 'yup';

/** A stored package as far as the migration reads it (older ones lack the new fields). */
export interface OldPackage {
  title?: unknown;
  makkaHotel?: unknown;
  madinaHotel?: unknown;
  hotelRating?: unknown;
  makkahStay?: unknown;
  madinahStay?: unknown;
  itinerary?: unknown;
}

export interface Migration {
  /** The fields to write; null when the package is already migrated. */
  changes: {
    makkahStay?: Stay | null;
    madinahStay?: Stay | null;
    itinerary?: [];
    makkaHotel?: string;
    madinaHotel?: string;
  } | null;
  /** What staff should know, e.g. a hotel whose distance the text did not give. */
  notes: string[];
}

/** An easy walk, in metres per minute, for a walk time the text did not give. */
export const WALK_METRES_PER_MINUTE = 80;

const DISTANCE = /(\d+(?:[.,]\d+)?)\s*(km|kilometres?|kilometers?|m|metres?|meters?)\b/i;
const MINUTES = /(\d+)\s*(?:-\s*)?(?:min|mins|minutes?)\b/i;
// The name ends where the distance words begin: "Swissotel (300 m from the Haram)",
// "Hilton Suites - 5 min walk", "Taiba Front, 1.2 km"; the separators before them go too.
const TRAILING_SEPARATORS = /[\s\-–—,|:;]+$/;

/** The facts a free-text hotel gives: its name, and distance and walk when it says them. */
export function parseHotelText(text: string): {
  hotel: string;
  distanceMetres: number | null;
  walkMinutes: number | null;
} {
  const distance = DISTANCE.exec(text);
  const minutes = MINUTES.exec(text);
  let distanceMetres: number | null = null;
  if (distance?.[1] && distance[2]) {
    const value = Number(distance[1].replace(',', '.'));
    distanceMetres = Math.round(/^k/i.test(distance[2]) ? value * 1000 : value);
  }
  const cuts = [distance?.index, minutes?.index, text.search(/[([]/)].filter(
    (i): i is number => i !== undefined && i >= 0,
  );
  const name = text.slice(0, Math.min(text.length, ...cuts)).replace(TRAILING_SEPARATORS, '');
  const hotel = name.trim() || text.trim();
  return { hotel, distanceMetres, walkMinutes: minutes?.[1] ? Number(minutes[1]) : null };
}

const stayParser = yup.object({ stay: staySchema('Hotel') });

/** The stay a free-text hotel becomes, or null (with why) when it cannot be one. */
function stayFrom(text: unknown, stars: unknown, city: string, notes: string[]): Stay | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const parsed = parseHotelText(text);
  if (parsed.distanceMetres === null) {
    notes.push(
      `${city}: "${text.trim()}" gives no distance; the text is kept, enter the stay in the package dialog.`,
    );
    return null;
  }
  const walkMinutes =
    parsed.walkMinutes ??
    Math.min(STAY_WALK_MAX_MINUTES, Math.round(parsed.distanceMetres / WALK_METRES_PER_MINUTE));
  if (parsed.walkMinutes === null) {
    notes.push(`${city}: walk of ${walkMinutes} min estimated from ${parsed.distanceMetres} m.`);
  }
  try {
    const { stay } = stayParser.validateSync({
      stay: { hotel: parsed.hotel, stars, distanceMetres: parsed.distanceMetres, walkMinutes },
    });
    return stay;
  } catch (err) {
    const why = err instanceof yup.ValidationError ? err.errors.join('; ') : String(err);
    notes.push(`${city}: "${text.trim()}" left as text (${why}).`);
    return null;
  }
}

/**
 * What one package needs: each of the new fields it lacks (a field already there, even null,
 * is never touched, so a second run changes nothing), and the spec's hotel names following a
 * stay made from them (the name without the distance words).
 */
export function migratePackage(pkg: OldPackage): Migration {
  const notes: string[] = [];
  const changes: NonNullable<Migration['changes']> = {};
  if (pkg.makkahStay === undefined) {
    changes.makkahStay = stayFrom(pkg.makkaHotel, pkg.hotelRating, 'Makkah', notes);
  }
  if (pkg.madinahStay === undefined) {
    changes.madinahStay = stayFrom(pkg.madinaHotel, pkg.hotelRating, 'Madinah', notes);
  }
  if (pkg.itinerary === undefined) changes.itinerary = [];
  if (Object.keys(changes).length === 0) return { changes: null, notes };

  const names = legacyHotelNames({
    makkahStay: changes.makkahStay ?? null,
    madinahStay: changes.madinahStay ?? null,
    makkaHotel: typeof pkg.makkaHotel === 'string' ? pkg.makkaHotel : '',
    madinaHotel: typeof pkg.madinaHotel === 'string' ? pkg.madinaHotel : '',
  });
  if (changes.makkahStay) changes.makkaHotel = names.makkaHotel;
  if (changes.madinahStay) changes.madinaHotel = names.madinaHotel;
  return { changes, notes };
}
