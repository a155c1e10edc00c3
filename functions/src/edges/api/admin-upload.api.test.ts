import { previewImageOf } from '@umrah/domain/model/images';
import { describe, expect, it } from 'vitest';
import { adminForThisFile, origin } from '../../../test-support/admin-session';
import { baseUrl } from '../../../test-support/emulators';

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const admin = adminForThisFile();

async function upload(bytes: Buffer, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  const res = await fetch(`${baseUrl}/api/admin/upload`, {
    method: 'POST',
    headers: { Cookie: `__session=${admin.cookie}`, Origin: origin, 'X-Requested-With': 'fetch' },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { url?: string; code?: string; message?: string },
  };
}

describe('POST /api/admin/upload', () => {
  it('stores a PNG as WebP variants under a server-made name, answering a URL that loads', async () => {
    const res = await upload(PNG, '../../etc/passwd.png', 'image/png');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/-1600\.webp(\?|$)/);
    expect(res.body.url).not.toContain('passwd');
    for (const width of [480, 960, 1600]) {
      const image = await fetch(
        new URL(res.body.url!.replace('-1600.webp', `-${width}.webp`), baseUrl),
      );
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(8, 12)
          .toString(),
      ).toBe('WEBP');
    }
    // Beside them, the link-preview JPEG (previewImageOf names it).
    const preview = await fetch(new URL(previewImageOf(res.body.url)!, baseUrl));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await preview.arrayBuffer());
    expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('refuses bytes that start like a PNG but are not an image with 415', async () => {
    const res = await upload(
      Buffer.concat([PNG.subarray(0, 8), Buffer.from('garbage')]),
      'x.png',
      'image/png',
    );
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('image_unreadable');
  });

  it('judges the type by the bytes: a text file named .png is refused with 415', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'), 'photo.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('image_type');
    expect(res.body.message).toMatch(/JPEG, PNG, WebP and GIF/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'file_too_large',
      message: 'File too large: the limit is 5 MB',
    });
  });

  it('answers 400 when the file field is missing', async () => {
    const res = await upload(PNG, 'a.png', 'image/png', 'other');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('image_file_missing');
  });
});
