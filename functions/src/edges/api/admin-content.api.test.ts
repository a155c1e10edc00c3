import { beforeEach, describe, expect, it } from 'vitest';
import { adminForThisFile, proveSecondFactor } from '../../../test-support/admin-session';
import {
  clearFirestore,
  countDocs,
  getJson,
  type ErrorBody,
} from '../../../test-support/emulators';
import { aBlog, aGalleryItem, aPackage, aReview } from '../../../test-support/fixtures';

interface Stored {
  id: string;
  createdAt: string;
  isPublished: boolean;
  slug?: string;
  title?: string;
}
const admin = adminForThisFile();
beforeEach(clearFirestore);
// Some saves here are guarded changes (payment keys, contacts, the admin list).
beforeEach(() => proveSecondFactor(admin));

const collections = [
  {
    name: 'packages',
    make: () => aPackage({ isPublished: false }),
    publicPath: (s: Stored) => `/api/packages/${s.slug}`,
  },
  { name: 'reviews', make: () => aReview({ isPublished: false }), publicPath: () => null },
  {
    name: 'blogs',
    make: () => aBlog({ isPublished: false }),
    publicPath: (s: Stored) => `/api/blogs/${s.slug}`,
  },
  { name: 'gallery', make: () => aGalleryItem({ isPublished: false }), publicPath: () => null },
];

describe.each(collections)('/api/admin/$name', ({ name, make, publicPath }) => {
  it('creates a draft the public cannot see, publishes it, edits it and deletes it', async () => {
    const created = await admin.request<Stored>('POST', `/api/admin/${name}`, make());
    expect(created.status).toBe(201);
    expect(created.body.isPublished).toBe(false);
    const id = created.body.id;
    expect((await getJson<Stored[]>(`/api/${name}`)).body).toEqual([]);

    const published = await admin.request<Stored>('PUT', `/api/admin/${name}/${id}`, {
      ...make(),
      isPublished: true,
    });
    expect(published.status).toBe(200);
    expect(published.body.createdAt).toBe(created.body.createdAt);
    const list = await getJson<Stored[]>(`/api/${name}`);
    expect(list.body.map((i) => i.id)).toEqual([id]);
    const detail = publicPath(published.body);
    if (detail) expect((await getJson(detail)).status).toBe(200);

    const all = await admin.request<Stored[]>('GET', `/api/admin/${name}`);
    expect(all.body).toHaveLength(1);

    expect((await admin.request('DELETE', `/api/admin/${name}/${id}`)).status).toBe(200);
    expect(await countDocs(name)).toBe(0);
  });

  it('answers 400 with field errors for an empty body, storing nothing', async () => {
    const res = await admin.request<ErrorBody>('POST', `/api/admin/${name}`, {});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await countDocs(name)).toBe(0);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await admin.request('PUT', `/api/admin/${name}/nope`, make())).status).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/${name}/nope`)).status).toBe(404);
  });

  it('drops unknown fields instead of storing them', async () => {
    const res = await admin.request<Record<string, unknown>>('POST', `/api/admin/${name}`, {
      ...make(),
      hacker: 'x',
      id: 'chosen',
    });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('hacker');
    expect(res.body.id).not.toBe('chosen');
  });
});

describe('slugs are unique', () => {
  it('answers 409 for a taken package slug on create and on edit', async () => {
    const first = await admin.request<Stored>(
      'POST',
      '/api/admin/packages',
      aPackage({ slug: 'one' }),
    );
    await admin.request('POST', '/api/admin/packages', aPackage({ slug: 'two' }));
    const dup = await admin.request<ErrorBody>(
      'POST',
      '/api/admin/packages',
      aPackage({ slug: 'one' }),
    );
    expect(dup.status).toBe(409);
    expect(dup.body.errors?.slug).toEqual(expect.any(String));
    const edit = await admin.request(
      'PUT',
      `/api/admin/packages/${first.body.id}`,
      aPackage({ slug: 'two' }),
    );
    expect(edit.status).toBe(409);
    // Saving an item under its own slug is fine.
    expect(
      (
        await admin.request(
          'PUT',
          `/api/admin/packages/${first.body.id}`,
          aPackage({ slug: 'one' }),
        )
      ).status,
    ).toBe(200);
    expect(await countDocs('packages')).toBe(2);
  });

  it('answers 409 for a taken blog slug', async () => {
    await admin.request('POST', '/api/admin/blogs', aBlog({ slug: 'same' }));
    expect((await admin.request('POST', '/api/admin/blogs', aBlog({ slug: 'same' }))).status).toBe(
      409,
    );
  });
});

describe('/api/admin/settings', () => {
  const settings = {
    siteName: 'Noor Umrah',
    primaryColor: '150 45% 25%',
    stripePublicKey: 'pk_test_123',
    stripeSecretKey: 'sk_test_supersecret_9876',
  };

  it('keeps the secret apart: public settings never show it, admin settings show it masked', async () => {
    const res = await admin.request<Record<string, unknown>>(
      'PUT',
      '/api/admin/settings',
      settings,
    );
    expect(res.status).toBe(200);
    const pub = await getJson<Record<string, string>>('/api/settings');
    expect(pub.body.siteName).toBe('Noor Umrah');
    expect(JSON.stringify(pub.body)).not.toContain('supersecret');
    const adminView = await admin.request<Record<string, unknown>>('GET', '/api/admin/settings');
    expect(JSON.stringify(adminView.body)).not.toContain('supersecret');
    expect(adminView.body.hasStripeSecretKey).toBe(true);
    expect(adminView.body.stripeSecretKeyMasked).toMatch(/9876$/);
  });

  it('keeps the stored secret when the field is empty or the masked value comes back', async () => {
    await admin.request('PUT', '/api/admin/settings', settings);
    const masked = (
      await admin.request<{ stripeSecretKeyMasked: string }>('GET', '/api/admin/settings')
    ).body.stripeSecretKeyMasked;
    await admin.request('PUT', '/api/admin/settings', {
      ...settings,
      siteName: 'Second',
      stripeSecretKey: '',
    });
    await admin.request('PUT', '/api/admin/settings', {
      ...settings,
      siteName: 'Third',
      stripeSecretKey: masked,
    });
    const view = await admin.request<{ siteName: string; stripeSecretKeyMasked: string }>(
      'GET',
      '/api/admin/settings',
    );
    expect(view.body.siteName).toBe('Third');
    expect(view.body.stripeSecretKeyMasked).toBe(masked);
  });

  it('refuses a malformed colour with a field error', async () => {
    const res = await admin.request<ErrorBody>('PUT', '/api/admin/settings', {
      ...settings,
      primaryColor: 'green',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('primaryColor');
  });
});
