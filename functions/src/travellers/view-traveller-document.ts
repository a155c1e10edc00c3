// Staff open a traveller's uploaded document (passport scan, vaccination certificate, photo):
// every view is written to the audit log, as a booking's passport scan's is (view-passport.ts).
import type { TravellerDocumentKind } from '@umrah/domain/model/traveller-documents';
import { appendAudit } from '../data/audit-log';
import { readTravellerDocument } from './store/travellers-store';
import type { Viewer } from './trip-readiness';

export async function viewTravellerDocument(
  bookingId: string,
  index: number,
  kind: TravellerDocumentKind,
  viewer: Viewer,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const file = await readTravellerDocument(bookingId, index, kind);
  await appendAudit({
    actorUid: viewer.uid,
    actorUsername: viewer.username,
    action: `view traveller document (${kind})`,
    target: `bookings/${bookingId}/travellers/${index}`,
  });
  return file;
}
