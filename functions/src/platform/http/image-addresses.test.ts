import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteImageError, importRemoteImage } from '../media/remote-image';
import { removeStoredImage, type StoredImage } from '../media/store-image';
import { DomainError } from '@umrah/domain/model/errors';
import { statusOf } from './errors';
import { writeWithImportedImages } from './image-addresses';

// The fetch itself is remote-image.test.ts's subject; here, what the routes do around it.
vi.mock('../media/remote-image', async (original) => ({
  ...(await original<object>()),
  importRemoteImage: vi.fn(),
}));
vi.mock('../media/store-image', async (original) => ({
  ...(await original<object>()),
  removeStoredImage: vi.fn(async () => undefined),
}));

const fetched = (name: string): StoredImage => ({
  url: `/api/media/${name}-1600.webp`,
  names: [`${name}-480.webp`, `${name}-960.webp`, `${name}-1600.webp`, `${name}-preview.jpg`],
});

const req = { path: '/admin/gallery' } as Request;
const res = () => Object.assign(new EventEmitter(), { headersSent: false }) as unknown as Response;

beforeEach(() => {
  vi.mocked(importRemoteImage).mockReset();
  vi.mocked(removeStoredImage).mockClear();
});

describe('writeWithImportedImages', () => {
  it('writes our own addresses as given, fetching nothing', async () => {
    const write = vi.fn(async (body: object) => body);
    const input = { title: 'A', imageUrl: '/images/seed/gallery-1-960.webp', logoUrl: '' };
    await writeWithImportedImages(req, res(), input, { imageUrl: 'Image', logoUrl: 'Logo' }, write);
    expect(write).toHaveBeenCalledWith(input);
    expect(importRemoteImage).not.toHaveBeenCalled();
  });

  it('replaces another site’s address with the stored copy before writing, once per address', async () => {
    vi.mocked(importRemoteImage).mockResolvedValue(fetched('a'));
    const write = vi.fn(async (body: object) => body);
    const address = 'https://cdn.example.com/logo.png';
    const written = await writeWithImportedImages(
      req,
      res(),
      { siteName: 'Noor', logoUrl: address, heroImageUrl: address },
      { logoUrl: 'Logo URL', heroImageUrl: 'Hero image URL' },
      write,
    );
    expect(written).toEqual({
      siteName: 'Noor',
      logoUrl: '/api/media/a-1600.webp',
      heroImageUrl: '/api/media/a-1600.webp',
    });
    expect(importRemoteImage).toHaveBeenCalledTimes(1);
    expect(importRemoteImage).toHaveBeenCalledWith(address);
  });

  it('answers 400 naming each field that failed, writing nothing and removing what it fetched', async () => {
    vi.mocked(importRemoteImage).mockImplementation(async (address) => {
      if (address.includes('good')) return fetched('good');
      throw new RemoteImageError(
        'private-address',
        'the address points to a private or local network',
      );
    });
    const write = vi.fn(async (body: object) => body);
    const error = await writeWithImportedImages(
      req,
      res(),
      { logoUrl: 'https://good.example.com/a.png', heroImageUrl: 'https://bad.example.com/b.png' },
      { logoUrl: 'Logo URL', heroImageUrl: 'Hero image URL' },
      write,
    ).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('image_not_fetched');
    expect(statusOf((error as DomainError).code)).toBe(400);
    expect((error as DomainError).fields).toEqual({
      heroImageUrl:
        'Hero image URL could not be fetched: the address points to a private or local network. ' +
        'It must be a public https address of a JPEG, PNG, WebP or GIF image up to 5 MB.',
    });
    expect((error as DomainError).message).toBe((error as DomainError).fields?.heroImageUrl);
    expect(write).not.toHaveBeenCalled();
    expect(removeStoredImage).toHaveBeenCalledWith(fetched('good'));
  });

  it('removes the fetched image again when the write fails (e.g. a slug taken)', async () => {
    vi.mocked(importRemoteImage).mockResolvedValue(fetched('b'));
    const taken = new DomainError('slug_taken', { label: 'package', slug: 'x' });
    await expect(
      writeWithImportedImages(
        req,
        res(),
        { imageUrl: 'https://cdn.example.com/b.jpg' },
        { imageUrl: 'Image' },
        async () => {
          throw taken;
        },
      ),
    ).rejects.toBe(taken);
    expect(removeStoredImage).toHaveBeenCalledWith(fetched('b'));
  });

  it('removes the fetched image when the result does not use it (a repeated create)', async () => {
    vi.mocked(importRemoteImage).mockResolvedValue(fetched('c'));
    const earlier = { created: false, imageUrl: '/api/media/first-1600.webp' };
    const result = await writeWithImportedImages(
      req,
      res(),
      { imageUrl: 'https://cdn.example.com/c.jpg' },
      { imageUrl: 'Image' },
      async () => earlier,
      (r) => r.created,
    );
    expect(result).toBe(earlier);
    expect(removeStoredImage).toHaveBeenCalledWith(fetched('c'));
  });

  it('keeps the fetched image when the result uses it', async () => {
    vi.mocked(importRemoteImage).mockResolvedValue(fetched('d'));
    await writeWithImportedImages(
      req,
      res(),
      { imageUrl: 'https://cdn.example.com/d.jpg' },
      { imageUrl: 'Image' },
      async (body) => ({ created: true, ...body }),
      (r) => r.created,
    );
    expect(removeStoredImage).not.toHaveBeenCalled();
  });

  it('passes on an error that is not about the address (e.g. the store failing)', async () => {
    const broken = new Error('bucket unavailable');
    vi.mocked(importRemoteImage).mockRejectedValue(broken);
    await expect(
      writeWithImportedImages(
        req,
        res(),
        { imageUrl: 'https://cdn.example.com/b.jpg' },
        { imageUrl: 'Image' },
        async (body) => body,
      ),
    ).rejects.toBe(broken);
  });
});
