// Staff open a booking's passport scan: every view is written to the audit log first.
import { appendAudit } from '../audit/audit-log';
import { readPassport } from './store/bookings-store';
import type { Actor } from '../audit/audit-log';

/** Who reads a pilgrim's file: the audit log's actor. */
export type Viewer = Actor;

export async function viewPassport(id: string, viewer: Viewer) {
  const file = await readPassport(id);
  await appendAudit({
    actorUid: viewer.uid,
    actorUsername: viewer.username,
    action: 'view passport',
    target: `bookings/${id}`,
  });
  return file;
}
