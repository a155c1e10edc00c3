// The pilgrim uploads a traveller's passport scan, vaccination certificate or photo from the trip
// page: the same checks as the booking form's passport scan (the type judged by the file's leading
// bytes, never its name; the same size limit, enforced while parsing), then private storage and
// one write recording the file and setting the traveller's `documents` flag. Refused, like the
// details form, for a link that is not genuine and current and after the details lock. Each upload
// is audited with the actor 'pilgrim' (the link's holder has no account); a booking's uploads are
// capped per hour (TRIP_UPLOAD_HOURLY_LIMIT), so a held link cannot fill storage and the log.
import { DomainError } from '@umrah/domain/model/errors';
import type { TravellerReadiness } from '@umrah/domain/model/readiness';
import {
  DOCUMENT_MIME_TYPES,
  isTravellerDocumentKind,
  TRIP_UPLOAD_HOURLY_LIMIT,
  type TravellerDocumentKind,
} from '@umrah/domain/model/traveller-documents';
import { getBooking } from '../bookings/read-bookings';
import { appendAudit } from '../audit/audit-log';
import { readBookingSlots } from '../submissions/submission-throttle';
import { sniffAllowed } from '../../platform/media/file-types';
import { attachTravellerDocument } from './store/travellers-store';
import { departureOf, partyOf, tripOf, withReadiness } from './trip-readiness';

const HOUR_MS = 60 * 60 * 1000;

/** The kind named in the address, or 404 (traveller_document_kind). */
export function documentKindOf(value: unknown): TravellerDocumentKind {
  if (!isTravellerDocumentKind(value)) throw new DomainError('traveller_document_kind');
  return value;
}

export async function uploadTravellerDocument(
  bookingId: string,
  index: number,
  kind: TravellerDocumentKind,
  file: { bytes: Buffer; fileName: string } | null,
): Promise<TravellerReadiness> {
  if (!file || file.bytes.length === 0) throw new DomainError('traveller_document_empty');
  const contentType = sniffAllowed(file.bytes, DOCUMENT_MIME_TYPES[kind]);
  if (!contentType) throw new DomainError('traveller_document_type', { kind });
  // The uploads' own window (not the trip messages'), counted before anything is stored.
  const slots = await readBookingSlots(`${bookingId}/uploads`, TRIP_UPLOAD_HOURLY_LIMIT, HOUR_MS);
  if (slots.full || (await slots.take())) {
    throw new DomainError('too_many_trip_uploads', { retryAfterSeconds: HOUR_MS / 1000 });
  }
  const booking = await getBooking(bookingId);
  const [departure, written] = await Promise.all([
    departureOf(booking),
    attachTravellerDocument(partyOf(booking), index, kind, {
      bytes: file.bytes,
      contentType,
      fileName: file.fileName,
    }),
  ]);
  await appendAudit({
    actorUid: 'pilgrim',
    actorUsername: 'pilgrim',
    action: `pilgrim uploads traveller document (${kind})`,
    target: `bookings/${booking.id}/travellers/${index}`,
  });
  return withReadiness(written, tripOf(booking, departure));
}
