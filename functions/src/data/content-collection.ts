import { FieldValue, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { isDocId } from './doc-id';
import { toIso } from './timestamps';

/** Fields every content item (package, review, blog, gallery item) shares. */
interface ContentFields {
  isPublished: boolean;
  slug?: string;
}

/** A stored item as the API answers it; `updatedAt` is its last write (the sitemap's lastmod). */
export type Stored<T> = T & { id: string; createdAt: string; updatedAt: string };

/**
 * Firestore access for one content collection. Public reads see published items only;
 * slugs (where the collection has them) are unique, checked inside the write's transaction.
 */
export function contentCollection<T extends ContentFields>(name: string, label: string) {
  const col = () => db().collection(name);

  function fromDoc(doc: DocumentSnapshot): Stored<T> {
    const data = doc.data() ?? {};
    return {
      ...(data as T),
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
      throw new HttpError(409, `A ${label} with the slug "${slug}" already exists`, {
        slug: 'This slug is already taken',
      });
    }
  }

  return {
    listPublished: () => list(col().where('isPublished', '==', true)),
    listAll: () => list(col()),

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

    async create(input: T): Promise<Stored<T>> {
      const ref = col().doc();
      await db().runTransaction(async (tx) => {
        await assertSlugFree(tx, input.slug);
        tx.create(ref, {
          ...input,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      });
      return fromDoc(await ref.get());
    },

    async update(id: string, input: T): Promise<Stored<T>> {
      if (!isDocId(id)) throw new HttpError(404, `${capitalize(label)} not found`);
      const ref = col().doc(id);
      await db().runTransaction(async (tx) => {
        const current = await tx.get(ref);
        if (!current.exists) throw new HttpError(404, `${capitalize(label)} not found`);
        await assertSlugFree(tx, input.slug, id);
        // Replace the stored fields with the validated body, keeping the creation time.
        tx.set(ref, {
          ...input,
          createdAt: current.get('createdAt'),
          updatedAt: FieldValue.serverTimestamp(),
        });
      });
      return fromDoc(await ref.get());
    },

    async remove(id: string): Promise<void> {
      if (!isDocId(id)) throw new HttpError(404, `${capitalize(label)} not found`);
      const ref = col().doc(id);
      await db().runTransaction(async (tx) => {
        const current = await tx.get(ref);
        if (!current.exists) throw new HttpError(404, `${capitalize(label)} not found`);
        tx.delete(ref);
      });
    },
  };
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
