// An admin who retries a create (after a 503, a lost answer or a double
// click) sends the same Idempotency-Key and gets the first result, never a second item.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { ADMIN_CREATE_MEMORY_MS } from '../../platform/firebase/admin-creates';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, proveSecondFactor, login } from '../../../test-support/admin-session';
import { clearFirestore, countDocs } from '../../../test-support/emulators';
import { aBlog, aGalleryItem, aPackage, aReview } from '../../../test-support/fixtures';

interface Stored {
  id: string;
  createdAt: string;
  title?: string;
}

const admin = adminForThisFile();
beforeEach(clearFirestore);
// Some saves here are guarded changes (payment keys, contacts, the admin list).
beforeEach(() => proveSecondFactor(admin));

const key = (k: string) => ({ 'Idempotency-Key': k });

async function auditedCreates(target: string): Promise<number> {
  const snap = await db()
    .collection('auditLog')
    .where('action', '==', 'POST')
    .where('target', '==', target)
    .get();
  return snap.size;
}

const collections = [
  { name: 'packages', make: () => aPackage({ isPublished: false }) },
  { name: 'reviews', make: () => aReview({ isPublished: false }) },
  { name: 'blogs', make: () => aBlog({ isPublished: false }) },
  { name: 'gallery', make: () => aGalleryItem({ isPublished: false }) },
];

describe.each(collections)('the idempotent admin create: /api/admin/$name', ({ name, make }) => {
  it('stores a create sent twice with the same key once; both answers are 201 with it', async () => {
    const k = randomUUID();
    const body = make();
    const first = await admin.request<Stored>('POST', `/api/admin/${name}`, body, key(k));
    const second = await admin.request<Stored>('POST', `/api/admin/${name}`, body, key(k));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await countDocs(name)).toBe(1);
    expect(await auditedCreates(name)).toBe(1);
    // The key's record goes by itself (TTL on expireAt) about a week later.
    const record = await db().collection('adminCreates').doc(k).get();
    const expireAt = (record.get('expireAt') as Timestamp).toMillis();
    expect(expireAt - Date.now()).toBeGreaterThan(ADMIN_CREATE_MEMORY_MS - 60_000);
    expect(expireAt - Date.now()).toBeLessThanOrEqual(ADMIN_CREATE_MEMORY_MS);
  });

  it('stores 5 parallel creates with the same key once', async () => {
    const k = randomUUID();
    const body = make();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.request<Stored>('POST', `/api/admin/${name}`, body, key(k)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await countDocs(name)).toBe(1);
    expect(await auditedCreates(name)).toBe(1);
  });

  it('answers 409 to the same key with another body, storing nothing more', async () => {
    const k = randomUUID();
    const first = await admin.request<Stored>('POST', `/api/admin/${name}`, make(), key(k));
    expect(first.status).toBe(201);
    const other = await admin.request<{ message: string }>(
      'POST',
      `/api/admin/${name}`,
      { ...make(), isPublished: true },
      key(k),
    );
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/Idempotency-Key was already used for a different request/);
    expect(await countDocs(name)).toBe(1);
  });

  it('makes a new item for a new key, and for each create without a key', async () => {
    const body = make();
    const withKeys = [randomUUID(), randomUUID()];
    for (const k of withKeys) {
      const res = await admin.request('POST', `/api/admin/${name}`, slugless(body, k), key(k));
      expect(res.status).toBe(201);
    }
    for (const k of ['a', 'b']) {
      const res = await admin.request('POST', `/api/admin/${name}`, slugless(body, k));
      expect(res.status).toBe(201);
    }
    expect(await countDocs(name)).toBe(4);
  });
});

/** The same body with its own slug (where it has one), so that slugs do not collide. */
function slugless<T extends object>(body: T, suffix: string): T {
  return 'slug' in body ? { ...body, slug: `${String(body.slug)}-${suffix}` } : body;
}

describe('the idempotent admin create: keys', () => {
  it('refuses a key that is not a UUID with 400, storing nothing', async () => {
    for (const bad of ['', 'abc', '__aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa__']) {
      const res = await admin.request<{ code: string; message: string }>(
        'POST',
        '/api/admin/packages',
        aPackage(),
        key(bad),
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('idempotency_key_malformed');
      expect(res.body.message).toBe('Idempotency-Key must be a UUID');
    }
    expect(await countDocs('packages')).toBe(0);
  });

  it('answers 409 when a key is reused on another collection', async () => {
    const k = randomUUID();
    expect((await admin.request('POST', '/api/admin/reviews', aReview(), key(k))).status).toBe(201);
    expect((await admin.request('POST', '/api/admin/blogs', aBlog(), key(k))).status).toBe(409);
    expect(await countDocs('blogs')).toBe(0);
  });

  it('answers 409 to a repeat whose item was deleted since, never recreating it', async () => {
    const k = randomUUID();
    const body = aPackage();
    const first = await admin.request<Stored>('POST', '/api/admin/packages', body, key(k));
    await admin.request('DELETE', `/api/admin/packages/${first.body.id}`);
    const again = await admin.request('POST', '/api/admin/packages', body, key(k));
    expect(again.status).toBe(409);
    expect(await countDocs('packages')).toBe(0);
  });

  it('keeps slug uniqueness: another key with a taken slug is still 409', async () => {
    const body = aPackage();
    expect(
      (await admin.request('POST', '/api/admin/packages', body, key(randomUUID()))).status,
    ).toBe(201);
    const taken = await admin.request('POST', '/api/admin/packages', body, key(randomUUID()));
    expect(taken.status).toBe(409);
    expect(await countDocs('packages')).toBe(1);
  });
});

describe('the idempotent admin create: /api/admin/users', () => {
  it('creates the user once for a key, sequentially and in parallel; another username is 409', async () => {
    const k = randomUUID();
    const body = { username: 'maryam', password: 'maryam-pass-1', email: 'maryam@staff.example' };
    const answers = [
      await admin.request<{ id: string }>('POST', '/api/admin/users', body, key(k)),
      ...(await Promise.all(
        Array.from({ length: 4 }, () =>
          admin.request<{ id: string }>('POST', '/api/admin/users', body, key(k)),
        ),
      )),
    ];
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id))).toEqual(new Set([k]));
    await expect(login('maryam', 'maryam-pass-1')).resolves.toBeTruthy();
    expect(await auditedCreates('users')).toBe(1);

    const other = await admin.request(
      'POST',
      '/api/admin/users',
      { ...body, username: 'amina' },
      key(k),
    );
    expect(other.status).toBe(409);
  });

  it('creates the user once when 5 creates with one new key arrive together', async () => {
    const k = randomUUID();
    const body = { username: 'zaid', password: 'zaid-pass-12', email: 'zaid@staff.example' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.request<{ id: string }>('POST', '/api/admin/users', body, key(k)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.every((a) => a.body.id === k)).toBe(true);
    const list = await admin.request<{ username: string }[]>('GET', '/api/admin/users');
    expect(list.body.filter((u) => u.username === 'zaid')).toHaveLength(1);
  });
});
