import { beforeAll, describe, expect, it } from 'vitest';
import { newAdminSession, origin, type ApiClient } from '../testing/admin-session';
import { baseUrl, clearAuth } from '../testing/emulators';

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let admin: ApiClient;
beforeAll(async () => {
  await clearAuth();
  admin = await newAdminSession();
});

async function upload(bytes: Buffer, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  const res = await fetch(`${baseUrl}/api/admin/upload`, {
    method: 'POST',
    headers: { Cookie: `__session=${admin.cookie}`, Origin: origin, 'X-Requested-With': 'fetch' },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { url?: string; message?: string } };
}

describe('POST /api/admin/upload', () => {
  it('stores a PNG under a server-made name and answers a URL that loads', async () => {
    const res = await upload(PNG, '../../etc/passwd.png', 'image/png');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.png(\?|$)/);
    expect(res.body.url).not.toContain('passwd');
    const image = await fetch(new URL(res.body.url!, baseUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('judges the type by the bytes: a text file named .png is refused with 415', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'), 'photo.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/JPEG, PNG, WebP and GIF/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
  });

  it('answers 400 when the file field is missing', async () => {
    const res = await upload(PNG, 'a.png', 'image/png', 'other');
    expect(res.status).toBe(400);
  });
});
