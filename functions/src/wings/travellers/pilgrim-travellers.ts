// The pilgrim's side of the travellers wing: what the trip page shows of each traveller, and the
// checks before the pilgrim's own form may change them (a genuine current trip link, the details
// lock). The booking comes from the bookings wing's link check (never its collection).
import type { Booking } from '@umrah/domain/model/bookings';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import type { Departure } from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import {
  travellerDetailsLocked,
  travellerDetailsLockDaysOf,
} from '@umrah/domain/model/traveller-lock';
import { passportNumberEnding } from '@umrah/domain/model/travellers';
import type { TripTraveller } from '@umrah/domain/model/trip';
import { bookingOfLinkToken } from '../money/pay-link';
import { getPublicSettings } from '../content/settings';
import { ensureTravellers } from './store/travellers-store';
import { departureOf, partyOf, tripOf, withReadiness } from './trip-readiness';

/** Whether the pilgrim's details are locked for this booking today (the setting's days). */
export async function detailsLockedFor(
  booking: Booking,
  departure: Departure | null,
): Promise<boolean> {
  const settings = await getPublicSettings();
  return travellerDetailsLocked(
    tripOf(booking, departure).departureDate,
    todayInTimeZone(),
    travellerDetailsLockDaysOf(settings.travellerDetailsLockDays),
  );
}

/**
 * The booking's travellers as its trip page shows them (records made to match the booking, as
 * staff's view does), each with their readiness; the passport number never leaves whole.
 */
export async function tripTravellers(
  booking: Booking,
  departure: Departure | null,
): Promise<TripTraveller[]> {
  const trip = tripOf(booking, departure);
  const travellers = await ensureTravellers(partyOf(booking));
  return travellers.map((t) => {
    const { readiness, ready } = withReadiness(t, trip);
    return {
      index: t.index,
      givenNames: t.givenNames,
      surname: t.surname,
      dateOfBirth: t.dateOfBirth,
      sex: t.sex,
      nationality: t.nationality,
      passportNumberEnding: passportNumberEnding(t.passportNumber),
      passportIssuingCountry: t.passportIssuingCountry,
      passportIssueDate: t.passportIssueDate,
      passportExpiryDate: t.passportExpiryDate,
      vaccinationDate: t.vaccinationDate,
      vaccineType: t.vaccineType,
      emergencyContact: { ...t.emergencyContact },
      notes: t.notes,
      needs: [...t.needs],
      relation: t.relation ? { ...t.relation } : null,
      visaStatus: t.visaStatus,
      documents: { ...t.documents },
      files: { ...t.files },
      readiness,
      ready,
    };
  });
}

/**
 * The booking a trip link lets its holder change traveller details on: 404 for a malformed,
 * tampered or other-purpose token, 410 for a retired one, 409 once the details lock started, 404
 * for a traveller the booking does not have. Answers the booking's id and traveller count.
 */
export async function bookingOpenForDetails(
  token: string,
  index: number,
): Promise<{ bookingId: string; travellers: number }> {
  const found = await bookingOfLinkToken(token, 'trip');
  if (found === 'gone') throw new DomainError('trip_link_retired');
  if (!found) throw new DomainError('trip_link_invalid');
  const { booking, bookingId } = found;
  if (await detailsLockedFor(booking, await departureOf(booking))) {
    throw new DomainError('traveller_details_locked');
  }
  const travellers = Math.max(0, Math.floor(Number(booking.numberOfTravelers) || 0));
  if (!Number.isInteger(index) || index < 1 || index > travellers) {
    throw new DomainError('traveller_not_found');
  }
  return { bookingId, travellers };
}
