import type { ContentCounts } from '@umrah/domain/schemas/paging';
import { FieldValue, Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { DomainError } from '@umrah/domain/model/errors';
import type { CreateOnce } from '@umrah/domain/schemas/idempotency';
import { ADMIN_CREATE_MEMORY_MS, adminCreates } from '../../../platform/firebase/admin-creates';
import { isDocId } from '../../../platform/firebase/doc-id';
import { countWhere, readPage, type PageRequest } from '../../../platform/firebase/paging';
import { toIso } from '../../../platform/firebase/timestamps';

/** Fields every content item (package, review, blog, gallery item) shares. */
interface ContentFields {
  isPublished: boolean;
  slug?: string;
}

/** A stored item as the API answers it; `updatedAt` is its last write (the sitemap's lastmod). */
export type Stored<T> = T & { id: string; createdAt: string; updatedAt: string };

/** What a create answers: the item, and false for `created` when it repeats an earlier create. */
export interface CreateResult<T> {
  item: Stored<T>;
  created: boolean;
}

/** A collection's own rules around the shared ones. */
export interface CollectionHooks<T> {
  /** Derives stored fields from the validated body (e.g. fields kept in step with others). */
  beforeWrite?: (input: T) => T;
  /** Fills fields that items stored before they existed lack, so every read has the full shape. */
  afterRead?: (data: T) => T;
}

/**
 * Firestore access for one content collection. Public reads see published items only;
 * slugs (where the collection has them) are unique, checked inside the write's transaction.
 */
export function contentCollection<T extends ContentFields>(
  name: string,
  label: string,
  hooks: CollectionHooks<T> = {},
) {
  const col = () => db().collection(name);
  const beforeWrite = hooks.beforeWrite ?? ((input: T) => input);
  const afterRead = hooks.afterRead ?? ((data: T) => data);

  function fromDoc(doc: DocumentSnapshot): Stored<T> {
    const data = doc.data() ?? {};
    return {
      ...afterRead(data as T),
      id: doc.id,
      createdAt: toIso(data.createdAt),
      updatedAt: toIso(data.updatedAt ?? data.createdAt),
    };
  }

  async function list(query: Query): Promise<Stored<T>[]> {
    const snap = await query.orderBy('createdAt', 'desc').get();
    return snap.docs.map(fromDoc);
  }

  async function assertSlugFree(
    tx: FirebaseFirestore.Transaction,
    slug: string | undefined,
    exceptId?: string,
  ) {
    if (!slug) return;
    const taken = await tx.get(col().where('slug', '==', slug).limit(2));
    if (taken.docs.some((d) => d.id !== exceptId)) {
      throw new DomainError('slug_taken', { label, slug });
    }
  }

  /** The item an earlier create of this key stored, if the repeat asks for the same thing. */
  async function earlierItem(record: DocumentSnapshot, once: CreateOnce): Promise<Stored<T>> {
    if (record.get('collection') !== name || record.get('fingerprint') !== once.fingerprint) {
      throw new DomainError('idempotency_key_reused');
    }
    const item = await col()
      .doc(String(record.get('itemId')))
      .get();
    if (!item.exists) {
      throw new DomainError('created_item_deleted', { label });
    }
    return fromDoc(item);
  }

  return {
    listPublished: () => list(col().where('isPublished', '==', true)),
    /** A page for admins, drafts included, newest first (`filters`: e.g. `{ isPublished: true }`). */
    listPage: (request: PageRequest) =>
      readPage({ query: col, sortField: 'createdAt', toItem: fromDoc }, request),

    /** How many items in all and published (aggregate queries). */
    async counts(): Promise<ContentCounts> {
      const [all, published] = await Promise.all([
        countWhere(col()),
        countWhere(col(), { isPublished: true }),
      ]);
      return { all, published };
    },

    async getPublishedBySlug(slug: string): Promise<Stored<T> | null> {
      const snap = await col()
        .where('slug', '==', slug)
        .where('isPublished', '==', true)
        .limit(1)
        .get();
      const doc = snap.docs[0];
      return doc ? fromDoc(doc) : null;
    },

    async getById(id: string): Promise<Stored<T> | null> {
      if (!isDocId(id)) return null;
      const doc = await col().doc(id).get();
      return doc.exists ? fromDoc(doc) : null;
    },

    /**
     * Several items by id in one read (a list naming hundreds of packages reads them together, not
     * one request each); null where an id names nothing. Answers in the order of `ids`.
     */
    async getManyById(ids: readonly string[]): Promise<(Stored<T> | null)[]> {
      const valid = [...new Set(ids.filter(isDocId))];
      const snaps = valid.length ? await db().getAll(...valid.map((id) => col().doc(id))) : [];
      const found = new Map(snaps.filter((s) => s.exists).map((s) => [s.id, fromDoc(s)]));
      return ids.map((id) => found.get(id) ?? null);
    },

    /**
     * The item stored by an earlier create with this key, or null when the key is new.
     * 409 when the key was used for another body or collection, or its item was deleted since.
     */
    async findCreated(once: CreateOnce): Promise<Stored<T> | null> {
      const record = await adminCreates().doc(once.key).get();
      return record.exists ? earlierItem(record, once) : null;
    },

    /**
     * Stores a new item (slug checked in the same transaction). With `once`, the item and its
     * key's record are written together: a repeat of the key, even in parallel, answers the
     * item the first one stored (`created: false`) and never stores a second.
     */
    async create(input: T, once?: CreateOnce): Promise<CreateResult<T>> {
      const ref = col().doc();
      const record = once ? adminCreates().doc(once.key) : null;
      const earlier = await db().runTransaction(async (tx) => {
        if (record) {
          const found = await tx.get(record);
          if (found.exists) return found;
        }
        await assertSlugFree(tx, input.slug);
        tx.create(ref, {
          ...beforeWrite(input),
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        if (record && once) {
          tx.create(record, {
            collection: name,
            itemId: ref.id,
            fingerprint: once.fingerprint,
            at: FieldValue.serverTimestamp(),
            expireAt: Timestamp.fromMillis(Date.now() + ADMIN_CREATE_MEMORY_MS),
          });
        }
        return null;
      });
      if (earlier && once) return { item: await earlierItem(earlier, once), created: false };
      return { item: fromDoc(await ref.get()), created: true };
    },

    async update(id: string, input: T): Promise<Stored<T>> {
      if (!isDocId(id)) throw new DomainError('content_not_found', { label });
      const ref = col().doc(id);
      await db().runTransaction(async (tx) => {
        const current = await tx.get(ref);
        if (!current.exists) throw new DomainError('content_not_found', { label });
        await assertSlugFree(tx, input.slug, id);
        // Replace the stored fields with the validated body, keeping the creation time.
        tx.set(ref, {
          ...beforeWrite(input),
          createdAt: current.get('createdAt'),
          updatedAt: FieldValue.serverTimestamp(),
        });
      });
      return fromDoc(await ref.get());
    },

    async remove(id: string): Promise<void> {
      if (!isDocId(id)) throw new DomainError('content_not_found', { label });
      const ref = col().doc(id);
      await db().runTransaction(async (tx) => {
        const current = await tx.get(ref);
        if (!current.exists) throw new DomainError('content_not_found', { label });
        tx.delete(ref);
      });
    },
  };
}
