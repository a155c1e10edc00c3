import { describe, expect, it } from 'vitest';
import {
  FREE_ATTEMPTS,
  MAX_DELAY_MS,
  NAME_ATTACK_THRESHOLD,
  PAIR_MEMORY_MS,
  decide,
  delayAfter,
  type NameState,
  type PairState,
} from './login-throttle';

const T0 = 1_800_000_000_000;

/** Plays `count` attempts from one address, each as soon as it is allowed; returns the states. */
function play(count: number, address = 'a', name?: NameState, pair?: PairState) {
  let now = T0;
  const waits: number[] = [];
  for (let i = 0; i < count; i++) {
    let d = decide(pair, name, address, now);
    if (!d.allow) {
      waits.push(d.waitMs);
      now += d.waitMs;
      d = decide(pair, name, address, now);
    }
    if (!d.allow) throw new Error('still refused after waiting');
    pair = d.pair;
    name = d.name;
  }
  return { pair: pair!, name: name!, now, waits };
}

describe('delayAfter', () => {
  it('is free for the first attempts, then doubles from 1 s and stops at 15 minutes', () => {
    expect([4, 5, 6, 7, 8].map((n) => delayAfter(n, 5))).toEqual([0, 1000, 2000, 4000, 8000]);
    expect(delayAfter(5 + 20, 5)).toBe(MAX_DELAY_MS);
    expect(delayAfter(10_000, 5)).toBe(MAX_DELAY_MS);
  });
});

describe('decide', () => {
  it(`lets ${FREE_ATTEMPTS} attempts through at once, then refuses the next with a wait`, () => {
    const { pair, name } = play(FREE_ATTEMPTS);
    const next = decide(pair, name, 'a', T0);
    expect(next).toEqual({ allow: false, waitMs: 1000 });
  });

  it('grows the wait with every further attempt instead of locking', () => {
    const { waits } = play(FREE_ATTEMPTS + 5);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('slows only the guessing address: a clean address for the same name goes straight in', () => {
    const { pair, name } = play(FREE_ATTEMPTS + 3, 'stranger');
    expect(decide(pair, name, 'stranger', T0).allow).toBe(false);
    expect(decide(undefined, name, 'admin-home', T0).allow).toBe(true);
  });

  it('forgets a pair after an hour without attempts', () => {
    const { pair, name, now } = play(FREE_ATTEMPTS + 2);
    expect(decide(pair, name, 'a', now + 1).allow).toBe(false);
    expect(decide(pair, name, 'a', now + PAIR_MEMORY_MS).allow).toBe(true);
  });

  describe('when many addresses guess one name', () => {
    const underAttack = (known: Record<string, number> = {}): NameState => ({
      failures: NAME_ATTACK_THRESHOLD,
      windowStart: T0,
      nextAllowedAt: 0,
      known,
    });

    it('a known-good address keeps its free attempts and ignores the shared delay', () => {
      const name = { ...underAttack({ home: T0 - 1000 }), nextAllowedAt: T0 + 60_000 };
      const d = decide(undefined, name, 'home', T0);
      expect(d.allow).toBe(true);
      if (d.allow) expect(d.pair.nextAllowedAt).toBe(T0);
    });

    it('an unknown address gets one free attempt and then shares a growing delay', () => {
      const first = decide(undefined, underAttack(), 'fresh', T0);
      expect(first.allow).toBe(true);
      if (!first.allow) return;
      expect(first.pair.nextAllowedAt).toBe(T0 + 1000);
      expect(first.name.nextAllowedAt).toBe(T0 + 1000);
      // Another unknown address must wait for the shared delay too.
      expect(decide(undefined, first.name, 'other', T0 + 10)).toEqual({
        allow: false,
        waitMs: 990,
      });
    });

    it('one address alone never trips the per-name guard within the hour', () => {
      let now = T0;
      let pair: PairState | undefined;
      let name: NameState | undefined;
      let attempts = 0;
      while (now < T0 + 60 * 60 * 1000 - 1) {
        const d = decide(pair, name, 'one', now);
        if (d.allow) {
          pair = d.pair;
          name = d.name;
          attempts++;
          now = pair.nextAllowedAt;
        } else now += d.waitMs;
      }
      expect(attempts).toBeLessThan(NAME_ATTACK_THRESHOLD);
    });
  });
});
