import { beforeEach, describe, expect, it } from 'vitest';
import { adminForThisFile } from '../../../test-support/admin-session';
import {
  clearFirestore,
  countDocs,
  getJson,
  putDoc,
  type ErrorBody,
} from '../../../test-support/emulators';
import { aBlog, aGalleryItem, aPackage, aReview } from '../../../test-support/fixtures';

// Packages, blog posts and gallery items keep a French version (`fr`); reviews the
// language they were written in. Documents stored before either read as English only.

interface Stored {
  id: string;
  slug?: string;
  fr?: Record<string, unknown> | null;
  language?: string;
}
const admin = adminForThisFile();
beforeEach(clearFirestore);

const packageFr = {
  title: 'Omra économique de 14 jours',
  description: 'Deux semaines, hôtels près du Haram.',
  fullDescription: 'Premier paragraphe.\n\nDeuxième paragraphe.',
  features: ['Traitement du visa'],
  inclusions: ['Vols aller-retour'],
  exclusions: ['Dépenses personnelles'],
  makkahStayNotes: '',
  madinahStayNotes: '',
  itinerary: [],
};

const collections = [
  {
    name: 'packages',
    make: (fr: unknown) => aPackage({ fr } as never),
    fr: packageFr,
    edited: { ...packageFr, title: 'Omra économique (nouvelles dates)' },
    publicOne: (s: Stored) => `/api/packages/${s.slug}`,
  },
  {
    name: 'blogs',
    make: (fr: unknown) => aBlog({ fr } as never),
    fr: { title: 'Préparer ses bagages', excerpt: 'Quoi apporter.', content: 'Un.\n\nDeux.' },
    edited: { title: 'Faire ses bagages', excerpt: 'Quoi apporter.', content: 'Un.\n\nDeux.' },
    publicOne: (s: Stored) => `/api/blogs/${s.slug}`,
  },
  {
    name: 'gallery',
    make: (fr: unknown) => aGalleryItem({ fr } as never),
    fr: { title: 'Groupe de mars 2025', description: 'Nos pèlerins à Médine.' },
    edited: { title: 'Groupe de mars 2025', description: 'Nos pèlerins à La Mecque.' },
    publicOne: () => null,
  },
];

describe.each(collections)('French version of $name', ({ name, make, fr, edited, publicOne }) => {
  it('round-trips through POST, PUT and the admin and public reads', async () => {
    const created = await admin.request<Stored>('POST', `/api/admin/${name}`, make(fr));
    expect(created.status).toBe(201);
    expect(created.body.fr).toEqual(fr);

    const updated = await admin.request<Stored>(
      'PUT',
      `/api/admin/${name}/${created.body.id}`,
      make(edited),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.fr).toEqual(edited);

    const adminList = await admin.request<Stored[]>('GET', `/api/admin/${name}`);
    expect(adminList.body[0]?.fr).toEqual(edited);
    const publicList = await getJson<Stored[]>(`/api/${name}`);
    expect(publicList.body[0]?.fr).toEqual(edited);
    const one = publicOne(updated.body);
    if (one) expect((await getJson<Stored>(one)).body.fr).toEqual(edited);
  });

  it('keeps no French version when an edit sends fr: null', async () => {
    const created = await admin.request<Stored>('POST', `/api/admin/${name}`, make(fr));
    const cleared = await admin.request<Stored>(
      'PUT',
      `/api/admin/${name}/${created.body.id}`,
      make(null),
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.fr).toBeNull();
  });

  it('answers 400 naming fr.title for a French title over 120 characters, storing nothing', async () => {
    const res = await admin.request<ErrorBody>(
      'POST',
      `/api/admin/${name}`,
      make({ ...fr, title: 'é'.repeat(121) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.['fr.title']).toBe('French title must be at most 120 characters');
    expect(await countDocs(name)).toBe(0);
  });

  it('reads a document stored before French versions as having none', async () => {
    const legacy: Record<string, unknown> = { ...make(null) };
    delete legacy.fr;
    await putDoc(name, legacy);
    const adminList = await admin.request<Stored[]>('GET', `/api/admin/${name}`);
    expect(adminList.body[0]?.fr).toBeNull();
    const publicList = await getJson<Stored[]>(`/api/${name}`);
    expect(publicList.body[0]?.fr).toBeNull();
  });
});

describe('French itinerary days', () => {
  it('stores each day French text by its day number', async () => {
    const fr = {
      ...packageFr,
      itinerary: [{ day: 2, title: 'Arrivée à Médine', description: 'Visite de la mosquée.' }],
    };
    const ok = await admin.request<Stored>(
      'POST',
      '/api/admin/packages',
      aPackage({ fr } as never),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.fr?.itinerary).toEqual(fr.itinerary);
  });
});

describe('review language', () => {
  it('stores the language a review was written in, and reads older reviews as English', async () => {
    const created = await admin.request<Stored>(
      'POST',
      '/api/admin/reviews',
      aReview({ language: 'fr', comment: 'Tout était parfaitement organisé.' } as never),
    );
    expect(created.status).toBe(201);
    expect(created.body.language).toBe('fr');
    expect((await getJson<Stored[]>('/api/reviews')).body[0]?.language).toBe('fr');

    const bad = await admin.request<ErrorBody>(
      'POST',
      '/api/admin/reviews',
      aReview({ language: 'de' } as never),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.language).toEqual(expect.any(String));

    await clearFirestore();
    const legacy: Record<string, unknown> = { ...aReview() };
    delete legacy.language;
    await putDoc('reviews', legacy);
    expect((await getJson<Stored[]>('/api/reviews')).body[0]?.language).toBe('en');
  });
});

describe('GET /api/admin/french-gaps', () => {
  it('counts the published items lacking a complete French version, per collection', async () => {
    const post = (name: string, body: unknown) => admin.request('POST', `/api/admin/${name}`, body);
    await post('packages', aPackage({ fr: packageFr } as never));
    await post('packages', aPackage({ slug: 'no-french', fr: null } as never));
    await post('packages', aPackage({ slug: 'draft', isPublished: false, fr: null } as never));
    await post('blogs', aBlog({ fr: { title: 'Bagages', excerpt: 'Quoi apporter.' } } as never));
    await post(
      'gallery',
      aGalleryItem({ fr: { title: 'Groupe', description: 'À Médine.' } } as never),
    );
    const res = await admin.request('GET', '/api/admin/french-gaps');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ packages: 1, blogs: 1, gallery: 0 });
  });

  it('is for admins only', async () => {
    expect((await getJson('/api/admin/french-gaps')).status).toBe(401);
  });
});
