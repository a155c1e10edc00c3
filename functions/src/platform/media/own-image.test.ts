import { describe, expect, it } from 'vitest';
import { publicMediaUrl } from './firebase-storage-store';
import { isForeignImageAddress, type OwnImageHosts } from './own-image';

const own: OwnImageHosts = {
  siteOrigin: 'https://umrah.example',
  bucket: 'umrah-prod.appspot.com',
};

describe('isForeignImageAddress', () => {
  it.each([
    '/images/seed/package-1-960.webp',
    '/api/media/m1-abc-1600.webp',
    'https://umrah.example/images/hero.jpg',
    publicMediaUrl('umrah-prod.appspot.com', 'public/m1-abc-1600.webp'),
    'https://firebasestorage.googleapis.com/v0/b/umrah-prod.appspot.com/o/public%2fx-960.webp?alt=media',
  ])('keeps our own %s', (value) => {
    expect(isForeignImageAddress(value, own)).toBe(false);
  });

  it.each([
    'https://cdn.example.com/hero.jpg',
    'http://example.com/x.jpg',
    'https://127.0.0.1/x.jpg',
    'https://umrah.example.evil.test/x.jpg',
    'http://umrah.example/x.jpg',
    // Another project's bucket, or a part of ours that is not public.
    publicMediaUrl('someone-else.appspot.com', 'public/x-1600.webp'),
    publicMediaUrl('umrah-prod.appspot.com', 'private/passports/x.pdf'),
    publicMediaUrl('umrah-prod.appspot.com', 'public/../private/x.pdf'),
    'https://storage.googleapis.com/umrah-prod.appspot.com/public/x.webp',
  ])('takes %s as another site’s', (value) => {
    expect(isForeignImageAddress(value, own)).toBe(true);
  });

  it('knows the Storage emulator’s addresses only when it runs', () => {
    const url = publicMediaUrl('umrah-prod.appspot.com', 'public/x-1600.webp', '127.0.0.1:9199');
    expect(isForeignImageAddress(url, own)).toBe(true);
    expect(isForeignImageAddress(url, { ...own, storageEmulatorHost: '127.0.0.1:9199' })).toBe(
      false,
    );
  });

  it('takes every Storage address as another site’s when the bucket is unknown', () => {
    const url = publicMediaUrl('umrah-prod.appspot.com', 'public/x-1600.webp');
    expect(isForeignImageAddress(url, { siteOrigin: own.siteOrigin })).toBe(true);
  });
});
