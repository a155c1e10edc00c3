// The group leaders store: the only code that reads or writes `groupLeaders` (the leaders staff
// add) and `groups` (a leader's group on one departure, its document id its shared code).
import { DomainError } from '@umrah/domain/model/errors';
import {
  isGroupCode,
  type Group,
  type GroupFields,
  type GroupLeader,
  type GroupLeaderFields,
} from '@umrah/domain/model/group-leaders';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { isDocId } from '../../../platform/firebase/doc-id';
import { toIso } from '../../../platform/firebase/timestamps';

const leaders = () => db().collection('groupLeaders');
const groups = () => db().collection('groups');

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const whole = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function toLeader(id: string, d: DocumentData): GroupLeader {
  return {
    id,
    name: text(d['name']),
    organisation: text(d['organisation']),
    email: text(d['email']),
    phone: text(d['phone']),
    language: d['language'] === 'fr' ? 'fr' : 'en',
    createdAt: d['createdAt'] ? toIso(d['createdAt']) : '',
    updatedAt: d['updatedAt'] ? toIso(d['updatedAt']) : '',
  };
}

export function toGroup(code: string, d: DocumentData): Group {
  const steps = Array.isArray(d['priceSteps']) ? (d['priceSteps'] as unknown[]) : [];
  return {
    code,
    leaderId: text(d['leaderId']),
    departureId: text(d['departureId']),
    packageId: text(d['packageId']),
    name: text(d['name']),
    pricePerTraveller: whole(d['pricePerTraveller']),
    priceSteps: steps.map((s) => {
      const step = (s ?? {}) as Record<string, unknown>;
      return {
        minTravellers: whole(step['minTravellers']),
        pricePerTraveller: whole(step['pricePerTraveller']),
      };
    }),
    privateDeparture: d['privateDeparture'] === true,
    createdAt: d['createdAt'] ? toIso(d['createdAt']) : '',
  };
}

export async function listLeaders(): Promise<GroupLeader[]> {
  const snap = await leaders().orderBy('name').limit(500).get();
  return snap.docs.map((d) => toLeader(d.id, d.data()));
}

export async function findLeader(id: string): Promise<GroupLeader | null> {
  if (!isDocId(id)) return null;
  const snap = await leaders().doc(id).get();
  return snap.exists ? toLeader(id, snap.data() ?? {}) : null;
}

export async function createLeader(fields: GroupLeaderFields): Promise<GroupLeader> {
  const ref = leaders().doc();
  const now = FieldValue.serverTimestamp();
  await ref.set({ ...fields, createdAt: now, updatedAt: now });
  return toLeader(ref.id, (await ref.get()).data() ?? {});
}

export async function updateLeader(id: string, fields: GroupLeaderFields): Promise<GroupLeader> {
  if (!isDocId(id)) throw new DomainError('group_leader_not_found');
  const ref = leaders().doc(id);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw new DomainError('group_leader_not_found');
    tx.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
  });
  return toLeader(id, (await ref.get()).data() ?? {});
}

export async function listGroups(): Promise<Group[]> {
  const snap = await groups().orderBy('createdAt', 'desc').limit(500).get();
  return snap.docs.map((d) => toGroup(d.id, d.data()));
}

export async function findGroup(code: string): Promise<Group | null> {
  if (!isGroupCode(code)) return null;
  const snap = await groups().doc(code).get();
  return snap.exists ? toGroup(code, snap.data() ?? {}) : null;
}

/** The group read in a transaction the caller runs (the confirmation's repricing). */
export async function findGroupIn(tx: Transaction, code: string): Promise<Group | null> {
  if (!isGroupCode(code)) return null;
  const snap = await tx.get(groups().doc(code));
  return snap.exists ? toGroup(code, snap.data() ?? {}) : null;
}

/**
 * Stores a new group under `code`; false when the code is taken (the caller draws another).
 */
export async function createGroup(
  code: string,
  fields: GroupFields & { packageId: string },
): Promise<boolean> {
  try {
    await groups()
      .doc(code)
      .create({ ...fields, confirmedTravellers: 0, createdAt: FieldValue.serverTimestamp() });
    return true;
  } catch (err) {
    // ALREADY_EXISTS: another group has this code.
    if ((err as { code?: unknown }).code === 6) return false;
    throw err;
  }
}

export async function updateGroup(
  code: string,
  fields: Omit<GroupFields, 'leaderId' | 'departureId'>,
): Promise<Group> {
  if (!isGroupCode(code)) throw new DomainError('group_not_found');
  const ref = groups().doc(code);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw new DomainError('group_not_found');
    tx.update(ref, { ...fields });
  });
  return toGroup(code, (await ref.get()).data() ?? {});
}

/** The group's confirmed travellers as last counted (the booking link's price reads it). */
export async function confirmedTravellersOf(code: string): Promise<number> {
  if (!isGroupCode(code)) return 0;
  const snap = await groups().doc(code).get();
  return whole(snap.get('confirmedTravellers'));
}

/** Records the group's count in the confirmation's transaction. */
export function setConfirmedTravellersIn(tx: Transaction, code: string, count: number): void {
  tx.update(groups().doc(code), { confirmedTravellers: count });
}
