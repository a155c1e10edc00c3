// Staff open a traveller's uploaded document (passport scan, vaccination certificate, photo):
// every view is written to the audit log, as a booking's passport scan's is (view-passport.ts).
import type { TravellerDocumentKind } from '@umrah/domain/model/traveller-documents';
import { DomainError } from '@umrah/domain/model/errors';
import { getBooking } from '../bookings/read-bookings';
import { appendAudit } from '../audit/audit-log';
import { readTravellerDocument } from './store/travellers-store';
import { partyOf, type Viewer } from './trip-readiness';

export async function viewTravellerDocument(
  bookingId: string,
  index: number,
  kind: TravellerDocumentKind,
  viewer: Viewer,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  // An unknown booking is 404 booking_not_found; a traveller beyond its count, traveller_not_found.
  const party = partyOf(await getBooking(bookingId));
  if (index > party.numberOfTravelers) throw new DomainError('traveller_not_found');
  const file = await readTravellerDocument(party.id, index, kind);
  await appendAudit({
    actorUid: viewer.uid,
    actorUsername: viewer.username,
    action: `view traveller document (${kind})`,
    target: `bookings/${bookingId}/travellers/${index}`,
  });
  return file;
}
