// The books' store: the only code that reads or writes `suppliers` and `costSheets` documents.
// A departure's cost sheet is one document, `costSheets/{departureId}`, holding its locked rates,
// its lines (with their payment schedules) and the payments made to suppliers, so saving the
// sheet and recording a payment each happen in one transaction on one document.
import type { CostSheet, LockedRates, Supplier, SupplierFields } from '@umrah/domain/model/costs';
import { DomainError } from '@umrah/domain/model/errors';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { isDocId } from '../../../platform/firebase/doc-id';
import { toIso } from '../../../platform/firebase/timestamps';

const suppliers = () => db().collection('suppliers');
const sheets = () => db().collection('costSheets');

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function toSupplier(id: string, d: DocumentData): Supplier {
  const currency = d['currency'];
  return {
    id,
    name: text(d['name']),
    contact: text(d['contact']),
    currency: currency === 'USD' || currency === 'SAR' ? currency : 'CAD',
    notes: text(d['notes']),
    createdAt: d['createdAt'] ? toIso(d['createdAt']) : '',
    updatedAt: d['updatedAt'] ? toIso(d['updatedAt']) : '',
  };
}

export async function listSuppliers(): Promise<Supplier[]> {
  const snap = await suppliers().orderBy('name').limit(500).get();
  return snap.docs.map((d) => toSupplier(d.id, d.data()));
}

export async function createSupplier(fields: SupplierFields): Promise<Supplier> {
  const ref = suppliers().doc();
  await ref.set({
    ...fields,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return toSupplier(ref.id, (await ref.get()).data() ?? {});
}

export async function updateSupplier(id: string, fields: SupplierFields): Promise<Supplier> {
  if (!isDocId(id)) throw new DomainError('supplier_not_found');
  const ref = suppliers().doc(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new DomainError('supplier_not_found');
    tx.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
  });
  return toSupplier(id, (await ref.get()).data() ?? {});
}

/** Makes a new id for a line, a schedule item or a payment (Firestore's own auto ids). */
export const newCostId = () => sheets().doc().id;

function toSheet(departureId: string, d: DocumentData): CostSheet {
  const rates = (d['rates'] ?? {}) as Partial<LockedRates>;
  return {
    departureId,
    rates: { USD: Number(rates.USD ?? 0), SAR: Number(rates.SAR ?? 0) },
    lines: Array.isArray(d['lines']) ? (d['lines'] as CostSheet['lines']) : [],
    payments: Array.isArray(d['payments']) ? (d['payments'] as CostSheet['payments']) : [],
    updatedAt: d['updatedAt'] ? toIso(d['updatedAt']) : '',
    updatedBy: text(d['updatedBy']),
  };
}

function sheetRef(departureId: string) {
  if (!isDocId(departureId)) throw new DomainError('departure_not_found');
  return sheets().doc(departureId);
}

/** A departure's sheet; null when it has none yet. */
export async function readSheet(departureId: string): Promise<CostSheet | null> {
  const snap = await sheetRef(departureId).get();
  return snap.exists ? toSheet(departureId, snap.data() ?? {}) : null;
}

/** The same read inside a transaction (before its writes). */
export async function readSheetIn(tx: Transaction, departureId: string): Promise<CostSheet | null> {
  const snap = await tx.get(sheetRef(departureId));
  return snap.exists ? toSheet(departureId, snap.data() ?? {}) : null;
}

/** Writes the sheet whole, in `tx`. */
export function writeSheetIn(
  tx: Transaction,
  sheet: Pick<CostSheet, 'departureId' | 'rates' | 'lines' | 'payments'>,
  by: string,
): void {
  tx.set(sheetRef(sheet.departureId), {
    departureId: sheet.departureId,
    rates: sheet.rates,
    lines: sheet.lines,
    payments: sheet.payments,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: by,
  });
}

/** Every sheet (the dashboard's payments due and the margin report: an agency has tens). */
export async function allSheets(): Promise<CostSheet[]> {
  const snap = await sheets().limit(2000).get();
  return snap.docs.map((d) => toSheet(d.id, d.data()));
}
