/**
 * A small synchronous SHA-256 of ASCII text, for the spam check's solver: one call costs about
 * a microsecond, where each crypto.subtle.digest() call costs tens (a promise and a thread hop).
 * The constants come from the primes, as the standard defines them.
 */

const K = new Int32Array(64);
const INITIAL = new Int32Array(8);
for (let n = 2, found = 0; found < 64; n++) {
  let prime = true;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) prime = false;
  if (!prime) continue;
  if (found < 8) INITIAL[found] = ((Math.sqrt(n) % 1) * 2 ** 32) | 0;
  K[found++] = ((Math.cbrt(n) % 1) * 2 ** 32) | 0;
}

const W = new Int32Array(64);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The digest of `text` (ASCII) as eight 32-bit words (signed). */
export function sha256Words(text: string): Int32Array {
  const length = text.length;
  const blocks = Math.ceil((length + 9) / 64);
  const words = new Int32Array(blocks * 16);
  for (let i = 0; i < length; i++)
    words[i >> 2]! |= (text.charCodeAt(i) & 0xff) << (24 - (i & 3) * 8);
  words[length >> 2]! |= 0x80 << (24 - (length & 3) * 8);
  words[blocks * 16 - 1] = length * 8;
  const h = INITIAL.slice();
  for (let offset = 0; offset < words.length; offset += 16) {
    for (let i = 0; i < 64; i++) {
      if (i < 16) {
        W[i] = words[offset + i]!;
      } else {
        const w15 = W[i - 15]!;
        const w2 = W[i - 2]!;
        const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
        const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
        W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
      }
    }
    let [a, b, c, d, e, f, g, k] = h as unknown as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (let i = 0; i < 64; i++) {
      const t1 =
        (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      k = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    const sums = [a, b, c, d, e, f, g, k];
    for (let i = 0; i < 8; i++) h[i] = (h[i]! + sums[i]!) | 0;
  }
  return h;
}

/** A hex digest as the words sha256Words answers, to compare without making strings. */
export function hexToWords(hex: string): Int32Array {
  const words = new Int32Array(8);
  for (let i = 0; i < 8; i++) words[i] = parseInt(hex.slice(i * 8, i * 8 + 8), 16) | 0;
  return words;
}
