// Image addresses on save: another site's image is fetched and stored like an upload; a private,
// local or plain-http address is refused with 400 and nothing is stored. The success path needs a
// public https server, which these machines cannot reach (no internet): remote-image.test.ts
// covers it with a local HTTPS server and an injected resolver.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
  imageUrl: string | null;
}

const admin = adminForThisFile();
beforeEach(clearFirestore);
// Some saves here are guarded changes (payment keys, contacts, the admin list).
beforeEach(() => proveSecondFactor(admin));

/** Public media files the local store holds (MEDIA_DIR, as the function sees it). */
function mediaFiles(): number {
  const dir = join(process.env.MEDIA_DIR ?? '', 'public');
  try {
    return readdirSync(dir).filter((f) => statSync(join(dir, f)).isFile()).length;
  } catch {
    return 0;
  }
}

const REQUIREMENT =
  'It must be a public https address of a JPEG, PNG, WebP or GIF image up to 5 MB.';

const refused: [string, string][] = [
  ['https://127.0.0.1/x.jpg', 'the address points to a private or local network'],
  ['https://localhost/x.jpg', 'the address points to a private or local network'],
  ['https://0x7f.1/x.jpg', 'the address points to a private or local network'],
  [
    'https://169.254.169.254/latest/meta-data/x.jpg',
    'the address points to a private or local network',
  ],
  ['https://10.1.2.3/x.jpg', 'the address points to a private or local network'],
  ['http://example.com/x.jpg', 'the address must start with https://'],
  ['https://example.com:8443/x.jpg', 'the address must use the standard https port'],
];

const collections = [
  { name: 'packages', label: 'Image', make: (imageUrl: string) => aPackage({ imageUrl }) },
  { name: 'reviews', label: 'Photo', make: (imageUrl: string) => aReview({ imageUrl }) },
  { name: 'blogs', label: 'Image', make: (imageUrl: string) => aBlog({ imageUrl }) },
  { name: 'gallery', label: 'Image', make: (imageUrl: string) => aGalleryItem({ imageUrl }) },
];

describe.each(collections)('/api/admin/$name with an image address', ({ name, label, make }) => {
  it.each(refused)(
    'refuses %s with 400 naming the field, storing nothing',
    async (address, why) => {
      const files = mediaFiles();
      const res = await admin.request<ErrorBody>('POST', `/api/admin/${name}`, make(address));
      expect(res.status).toBe(400);
      const expected = `${label} could not be fetched: ${why}. ${REQUIREMENT}`;
      expect(res.body).toEqual({
        code: 'image_not_fetched',
        message: expected,
        errors: { imageUrl: expected },
      });
      expect(await countDocs(name)).toBe(0);
      expect(mediaFiles()).toBe(files);
    },
  );

  it('refuses such an address on an edit too, leaving the stored item as it was', async () => {
    const created = await admin.request<Stored>(
      'POST',
      `/api/admin/${name}`,
      make('/api/media/a-1600.webp'),
    );
    expect(created.status).toBe(201);
    const res = await admin.request<ErrorBody>(
      'PUT',
      `/api/admin/${name}/${created.body.id}`,
      make('https://localhost/x.jpg'),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.imageUrl).toMatch(/private or local network/);
    const list = await admin.request<Stored[]>('GET', `/api/admin/${name}`);
    expect(list.body.map((i) => i.imageUrl)).toEqual(['/api/media/a-1600.webp']);
  });

  it.each([
    '/images/seed/gallery-1-960.webp',
    '/api/media/m1-abc-1600.webp',
    // A public object of the project's own bucket (the emulator's default bucket).
    'https://firebasestorage.googleapis.com/v0/b/demo-umrah.appspot.com/o/public%2Fm1-abc-1600.webp?alt=media',
  ])('keeps our own address %s as given', async (address) => {
    const files = mediaFiles();
    const res = await admin.request<Stored>('POST', `/api/admin/${name}`, make(address));
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toBe(address);
    expect(mediaFiles()).toBe(files);
  });
});

describe('/api/admin/settings with image addresses', () => {
  const settings = { siteName: 'Noor Umrah', logoUrl: '', heroImageUrl: '/images/hero.jpg' };

  it('refuses a private hero image address with 400 naming the field, keeping the settings', async () => {
    expect((await admin.request('PUT', '/api/admin/settings', settings)).status).toBe(200);
    const res = await admin.request<ErrorBody>('PUT', '/api/admin/settings', {
      ...settings,
      siteName: 'Changed',
      heroImageUrl: 'https://127.0.0.1/hero.jpg',
      logoUrl: 'http://example.com/logo.png',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      logoUrl: `Logo URL could not be fetched: the address must start with https://. ${REQUIREMENT}`,
      heroImageUrl: `Hero image URL could not be fetched: the address points to a private or local network. ${REQUIREMENT}`,
    });
    const pub = await getJson<Record<string, string>>('/api/settings');
    expect([pub.body.siteName, pub.body.heroImageUrl, pub.body.logoUrl]).toEqual([
      'Noor Umrah',
      '/images/hero.jpg',
      '',
    ]);
  });
});
