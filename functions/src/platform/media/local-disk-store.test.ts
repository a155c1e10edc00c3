import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localDiskStore, readLocalMedia } from './local-disk-store';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function store() {
  dir = mkdtempSync(join(tmpdir(), 'media-'));
  return localDiskStore(dir);
}

describe('local-disk media store', () => {
  it('saves a public file and answers its URL; removes it again', async () => {
    const s = store();
    const url = await s.savePublic('a1.png', Buffer.from('x'), 'image/png');
    expect(url).toBe('/api/media/a1.png');
    expect((await readLocalMedia('a1.png', dir))?.toString()).toBe('x');
    await s.removePublic('a1.png');
    expect(await readLocalMedia('a1.png', dir)).toBeNull();
  });

  it('keeps private files apart: never readable as public media', async () => {
    const s = store();
    await s.savePrivate('passports/b1.pdf', Buffer.from('%PDF-'), 'application/pdf');
    expect((await s.readPrivate('passports/b1.pdf'))?.toString()).toBe('%PDF-');
    expect(await readLocalMedia('b1.pdf', dir)).toBeNull();
    expect(await readLocalMedia('../private/passports/b1.pdf', dir)).toBeNull();
    await s.removePrivate('passports/b1.pdf');
    expect(await s.readPrivate('passports/b1.pdf')).toBeNull();
  });

  it('refuses unsafe names and paths', async () => {
    const s = store();
    await expect(s.savePublic('../evil.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    await expect(
      s.savePrivate('../../etc/passwd', Buffer.from('x'), 'text/plain'),
    ).rejects.toThrow();
  });
});
