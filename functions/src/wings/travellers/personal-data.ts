// The travellers wing's part of a privacy request: the traveller records of a person's bookings
// (names and passport details as on the passport, dates of birth, vaccination, visa, emergency
// contact, notes), found for an access request and deleted for an erasure.
import type { PlainValue } from '@umrah/domain/model/privacy';
import { auditInTransaction, type Actor } from '../audit/audit-log';
import { plainDocument } from '../../platform/firebase/plain-data';
import { mediaStore } from '../../platform/media/media-store';
import { inTransaction } from '../../platform/firebase/transaction';
import {
  deleteTravellerIn,
  removeFiles,
  storedTravellersOfBookings,
  travellerFilesIn,
} from './store/travellers-store';

export interface HeldTraveller {
  id: string;
  fields: { [key: string]: PlainValue };
}

export async function travellersOfBookings(
  bookingIds: readonly string[],
): Promise<HeldTraveller[]> {
  if (!bookingIds.length) return [];
  return (await storedTravellersOfBookings(bookingIds)).map(({ id, fields }) => ({
    id,
    fields: plainDocument(fields),
  }));
}

/** Deletes one traveller record with its audit entry; false when it was gone already. */
export async function eraseTravellerPersonalData(id: string, actor: Actor): Promise<boolean> {
  const files = await inTransaction(async (tx) => {
    const paths = await travellerFilesIn(tx, id);
    if (!paths) return null;
    deleteTravellerIn(tx, id);
    auditInTransaction(tx, actor, 'privacy: delete traveller record', `travellers/${id}`);
    return paths;
  });
  if (files) await removeFiles(files);
  return files !== null;
}

/** A trip-page upload's bytes (an access request's archive), or null when the file is gone. */
export async function readTravellerUpload(path: string): Promise<Buffer | null> {
  return (await mediaStore()).readPrivate(path);
}
