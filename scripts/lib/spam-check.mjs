// Spam-check solutions for the measuring scripts (load, fault), made as a browser makes them: a
// challenge from the stack's own `GET /api/challenge?form=…`, solved by trying numbers until
// SHA-256(salt + number) matches (the forms' island does the same in the page), sent as the
// form's `altcha` field. Solved ahead of the measured traffic, as a visitor's page solves while
// they type, so the client's hashing does not slow the server it measures.
import { createHash } from 'node:crypto';

/** The number that solves a challenge (node's SHA-256: the same arithmetic as the page's). */
function solve({ challenge, salt, maxnumber }) {
  for (let n = 0; n <= (maxnumber ?? 1_000_000); n++) {
    if (
      createHash('sha256')
        .update(salt + n)
        .digest('hex') === challenge
    )
      return n;
  }
  throw new Error('The challenge has no solution');
}

/**
 * GET a challenge, once more after a network error: on a busy machine the emulator sometimes
 * closes a kept-alive connection just as the client reuses it ("other side closed"). A challenge
 * is fresh each time and nothing is stored for it, so asking again is safe.
 */
async function fetchChallenge(url) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

/** One solved challenge for `form` ('contact' or 'booking') of the site at `origin`. */
export async function solvedChallenge(origin, form) {
  const res = await fetchChallenge(`${origin}/api/challenge?form=${form}`);
  if (!res.ok) throw new Error(`GET /api/challenge answered ${res.status}`);
  const challenge = await res.json();
  const number = solve(challenge);
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge: hash, number, salt, signature }),
  ).toString('base64');
}

/** `count` solved challenges for `form`, fetched a few at a time; prints what it took. */
export async function solvedChallenges(origin, form, count, log = console.log) {
  const started = Date.now();
  const out = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Math.min(10, count - i);
    out.push(
      ...(await Promise.all(Array.from({ length: batch }, () => solvedChallenge(origin, form)))),
    );
  }
  const seconds = (Date.now() - started) / 1000;
  log(
    `(solved ${count} ${form} challenges as a browser does in ${seconds.toFixed(1)} s: ${Math.round((seconds * 1000) / Math.max(1, count))} ms each)`,
  );
  return out;
}
