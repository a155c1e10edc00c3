// marketingContacts: one document per address that ticked "Send me news and offers", keyed by a
// hash of the address (so the id says nothing and a second consent lands on the same contact):
// { email, language, consentedAt, textVersion, source, unsubscribedAt }. Written in the
// submission's own transaction, so a consent exists exactly when its submission does; read only
// by the API (firestore.rules deny every client).
import { createHash } from 'node:crypto';
import {
  MARKETING_CONSENT_TEXT_VERSION,
  normalizedEmail,
  type MarketingContact,
  type MarketingSource,
} from '@umrah/domain/model/marketing';
import { formLanguageOf, type FormLanguage } from '@umrah/domain/model/validation-messages';
import {
  FieldPath,
  FieldValue,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { PlainValue } from '@umrah/domain/model/privacy';
import { db } from '../../../platform/firebase/firebase';
import { auditInTransaction, type Actor } from '../../audit/audit-log';
import { idsWithMailbox, plainDocument } from '../../../platform/firebase/plain-data';
import { toIso } from '../../../platform/firebase/timestamps';

const col = () => db().collection('marketingContacts');

/** The contact's id: SHA-256 of the normalized address, base64url (43 characters). */
export function marketingContactId(email: string): string {
  return createHash('sha256').update(normalizedEmail(email)).digest('base64url');
}

/** What a submission stores when the box was ticked: the fact, the server's time, the text. */
export function marketingConsentRecord() {
  return {
    given: true,
    at: FieldValue.serverTimestamp(),
    textVersion: MARKETING_CONSENT_TEXT_VERSION,
  } as const;
}

export interface ConsentGiven {
  email: string;
  language: FormLanguage;
  source: MarketingSource;
}

/**
 * Records a consent inside the submission's transaction (a write only: no read is needed). A new
 * consent is the one that counts: it replaces an earlier one and ends an earlier unsubscribe.
 */
export function queueMarketingConsent(tx: Transaction, consent: ConsentGiven): string {
  const id = marketingContactId(consent.email);
  tx.set(col().doc(id), {
    email: normalizedEmail(consent.email),
    language: consent.language,
    consentedAt: FieldValue.serverTimestamp(),
    textVersion: MARKETING_CONSENT_TEXT_VERSION,
    source: consent.source,
    unsubscribedAt: null,
  });
  return id;
}

export interface StoredContact {
  email: string;
  unsubscribed: boolean;
}

/** A contact by id (the unsubscribe link's), or null. */
export async function readMarketingContact(id: string): Promise<StoredContact | null> {
  const snap = await col().doc(id).get();
  if (!snap.exists) return null;
  return {
    email: String(snap.get('email') ?? ''),
    unsubscribed: snap.get('unsubscribedAt') != null,
  };
}

/**
 * Unsubscribes a contact, once: a second call changes nothing (the first time is kept). False
 * when there is no such contact.
 */
export async function unsubscribeMarketingContact(id: string): Promise<boolean> {
  const ref = col().doc(id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    if (snap.get('unsubscribedAt') == null) {
      tx.update(ref, { unsubscribedAt: FieldValue.serverTimestamp() });
    }
    return true;
  });
}

function toContact(doc: DocumentSnapshot): MarketingContact {
  const source = doc.get('source');
  return {
    email: String(doc.get('email') ?? ''),
    language: formLanguageOf(doc.get('language')),
    consentedAt: toIso(doc.get('consentedAt')),
    textVersion: String(doc.get('textVersion') ?? ''),
    source: source === 'booking' ? 'booking' : 'contact',
  };
}

/**
 * The consenting contacts (never unsubscribed), `pageSize` at a time, in id order: an equality
 * filter and the id order need no composite index.
 */
export async function* consentingContactPages(
  pageSize: number,
): AsyncGenerator<MarketingContact[]> {
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let query = col()
      .where('unsubscribedAt', '==', null)
      .orderBy(FieldPath.documentId())
      .limit(pageSize);
    if (last) query = query.startAfter(last);
    const snap = await query.get();
    if (snap.empty) return;
    yield snap.docs.map(toContact);
    if (snap.size < pageSize) return;
    last = snap.docs[snap.docs.length - 1];
  }
}

/**
 * The contacts held for an address of `mailbox` (any spelling of it), and the suppression left
 * by an earlier erasure of `email` (found by its hash, as it holds no address), for a privacy
 * request.
 */
export async function marketingContactsOf(
  mailbox: string,
  email: string,
): Promise<{ id: string; fields: { [key: string]: PlainValue } }[]> {
  const ids = new Set(await idsWithMailbox(col(), 'email', mailbox));
  ids.add(marketingContactId(email));
  const snaps = await db().getAll(...[...ids].map((id) => col().doc(id)));
  return snaps
    .filter((snap) => snap.exists)
    .map((snap) => ({ id: snap.id, fields: plainDocument(snap.data()) }));
}

/**
 * Erasure of a contact: only what a suppression needs stays (the id, a hash of the address, and
 * when it stopped), so the address is gone, leaves the export, and is never mailed offers again
 * unless its owner ticks the box anew. False when there was no such contact or it was erased.
 */
export async function suppressMarketingContact(id: string, actor: Actor): Promise<boolean> {
  const ref = col().doc(id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('suppressed') === true) return false;
    const now = FieldValue.serverTimestamp();
    tx.set(ref, {
      suppressed: true,
      unsubscribedAt: snap.get('unsubscribedAt') ?? now,
      erasedAt: now,
    });
    auditInTransaction(tx, actor, 'privacy: suppress marketing contact', `marketingContacts/${id}`);
    return true;
  });
}
