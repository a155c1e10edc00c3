import { describe, expect, it } from 'vitest';
import { FullWindows } from './submission-throttle';

const T0 = 1_800_000_000_000;

describe('FullWindows (the windows an instance saw full)', () => {
  it('remembers a window until it ends, then forgets it', () => {
    const full = new FullWindows();
    full.remember('a-1', T0 + 1000, T0);
    expect(full.has('a-1', T0)).toBe(true);
    expect(full.has('a-1', T0 + 999)).toBe(true);
    expect(full.has('a-1', T0 + 1000)).toBe(false);
    expect(full.size).toBe(0);
    expect(full.has('b-1', T0)).toBe(false);
  });

  it('forgets a window read not full after all', () => {
    const full = new FullWindows();
    full.remember('a-1', T0 + 1000, T0);
    full.forget('a-1');
    expect(full.has('a-1', T0)).toBe(false);
  });

  it('stays within its capacity: the ended windows go first, then the oldest', () => {
    const full = new FullWindows(3);
    full.remember('ended', T0 + 10, T0);
    full.remember('old', T0 + 1000, T0);
    full.remember('mid', T0 + 1000, T0);
    full.remember('new', T0 + 1000, T0 + 20);
    expect(full.size).toBe(3);
    expect(full.has('ended', T0)).toBe(false);
    expect(full.has('old', T0 + 20)).toBe(true);
    full.remember('newest', T0 + 1000, T0 + 20);
    expect(full.size).toBe(3);
    expect(full.has('old', T0 + 20)).toBe(false);
    expect(['mid', 'new', 'newest'].every((k) => full.has(k, T0 + 20))).toBe(true);
  });
});
