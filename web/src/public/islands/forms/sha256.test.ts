// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hexToWords, sha256Words } from './sha256';

const reference = (text: string) => hexToWords(createHash('sha256').update(text).digest('hex'));

describe('sha256Words', () => {
  it('matches SHA-256 for empty, one-block, boundary and two-block texts', () => {
    for (const length of [0, 1, 3, 31, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const text = 'a1?expires=&'.repeat(20).slice(0, length);
      expect(sha256Words(text)).toEqual(reference(text));
    }
  });

  it('matches for salts with numbers, as the solver hashes them', () => {
    const salt = 'f3a94c0d2b7e11aa55cc09de?expires=1893456000&';
    for (const n of [0, 9, 10, 12345, 49999]) {
      expect(sha256Words(salt + n)).toEqual(reference(salt + n));
    }
  });
});
