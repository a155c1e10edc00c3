import { describe, expect, it } from 'vitest';
import { PRIVATE_PREFIX, PUBLIC_PREFIX, publicMediaUrl } from './firebase-storage-store';

describe('Firebase Storage adapter', () => {
  it('builds a public media URL that storage.rules allows (public/ prefix, encoded path)', () => {
    expect(publicMediaUrl('demo.appspot.com', `${PUBLIC_PREFIX}a b.png`)).toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/public%2Fa%20b.png?alt=media',
    );
  });

  it('points at the Storage emulator where one runs', () => {
    expect(publicMediaUrl('b', 'public/x.png', '127.0.0.1:9199')).toBe(
      'http://127.0.0.1:9199/v0/b/b/o/public%2Fx.png?alt=media',
    );
  });

  it('keeps private files under a prefix the rules never open', () => {
    expect(PRIVATE_PREFIX).toBe('private/');
    expect(PUBLIC_PREFIX).not.toBe(PRIVATE_PREFIX);
  });
});
