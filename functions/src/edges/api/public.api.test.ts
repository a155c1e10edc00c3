import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, getJson, putDoc } from '../../../test-support/emulators';
import { aBlog, aGalleryItem, aPackage, aReview } from '../../../test-support/fixtures';
import { db } from '../../platform/firebase/firebase';

interface Item {
  id: string;
  slug?: string;
  title?: string;
  name?: string;
  createdAt: string;
  isPublished: boolean;
}

beforeEach(async () => {
  await clearFirestore();
});

describe('GET /api/settings', () => {
  it('answers empty public settings when none are stored', async () => {
    const res = await getJson<Record<string, string>>('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body.siteName).toBe('');
    expect(res.body).not.toHaveProperty('stripeSecretKey');
  });

  it('never contains the payment secret, even if one was stored in the public document', async () => {
    await db().collection('settings').doc('public').set({
      siteName: 'Noor Umrah',
      stripePublicKey: 'pk_test_1',
      stripeSecretKey: 'sk_test_leak',
    });
    await db().collection('privateSettings').doc('payment').set({ stripeSecretKey: 'sk_test_2' });
    const res = await getJson<Record<string, string>>('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body.siteName).toBe('Noor Umrah');
    expect(res.body.stripePublicKey).toBe('pk_test_1');
    expect(JSON.stringify(res.body)).not.toContain('sk_test');
  });
});

describe('public content lists show published items only, newest first', () => {
  const cases = [
    {
      path: '/api/packages',
      collection: 'packages',
      make: (t: string) => aPackage({ title: t, slug: t.toLowerCase() }),
    },
    { path: '/api/reviews', collection: 'reviews', make: (t: string) => aReview({ name: t }) },
    {
      path: '/api/blogs',
      collection: 'blogs',
      make: (t: string) => aBlog({ title: t, slug: t.toLowerCase() }),
    },
    {
      path: '/api/gallery',
      collection: 'gallery',
      make: (t: string) => aGalleryItem({ title: t }),
    },
  ];

  for (const { path, collection, make } of cases) {
    it(`GET ${path}`, async () => {
      await putDoc(collection, { ...make('Older'), isPublished: true }, 60);
      await putDoc(collection, { ...make('Draft'), isPublished: false }, 30);
      await putDoc(collection, { ...make('Newer'), isPublished: true }, 1);

      const res = await getJson<Item[]>(path);
      expect(res.status).toBe(200);
      expect(res.body.map((i) => i.title ?? i.name)).toEqual(['Newer', 'Older']);
      expect(res.body.every((i) => i.isPublished)).toBe(true);
      const first = res.body[0]!;
      expect(first.id).toEqual(expect.any(String));
      expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
      expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+, s-maxage=\d+/);
    });
  }
});

describe('public detail by slug', () => {
  it('answers a published package by its slug', async () => {
    await putDoc('packages', aPackage({ slug: 'ramadan-umrah', title: 'Ramadan Umrah' }));
    const res = await getJson<Item>('/api/packages/ramadan-umrah');
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Ramadan Umrah');
  });

  it('answers 404 with a JSON message for a draft package and an unknown slug', async () => {
    await putDoc('packages', aPackage({ slug: 'secret-draft', isPublished: false }));
    for (const slug of ['secret-draft', 'no-such-package']) {
      const res = await getJson<{ message: string }>(`/api/packages/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Package not found');
    }
  });

  it('answers a published blog and 404 for a draft blog', async () => {
    await putDoc('blogs', aBlog({ slug: 'live-post', title: 'Live' }));
    await putDoc('blogs', aBlog({ slug: 'draft-post', isPublished: false }));
    expect((await getJson<Item>('/api/blogs/live-post')).body.title).toBe('Live');
    const draft = await getJson<{ message: string }>('/api/blogs/draft-post');
    expect(draft.status).toBe(404);
    expect(draft.body).toEqual({ code: 'content_not_found', message: 'Blog not found' });
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404, not the SPA page', async () => {
    const res = await getJson<{ code: string; message: string }>('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.code).toBe('api_route_not_found');
    expect(res.body.message).toContain('/api/nothing-here');
  });
});
