// The lease against the Firestore emulator: one holder at a time, freed after the work (also when
// it throws), a crashed holder's lease taken over once expired, and `record_busy` when it stays
// taken.
import { Timestamp } from 'firebase-admin/firestore';
import { isDomainError } from '@umrah/domain/model/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from '../../../test-support/emulators';
import { runWithDeadline } from '../time-left';
import { db } from './firebase';
import { LEASES, withLease } from './lease';

beforeEach(clearFirestore);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withLease', () => {
  it('lets one writer at a time through: 12 read-then-write increments at once lose none', async () => {
    const counter = db().collection('leaseTest').doc('counter');
    await counter.set({ n: 0 });
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 12 }, () =>
        withLease(
          'counter',
          async () => {
            inside++;
            most = Math.max(most, inside);
            // Read, wait, write: without the lease, writers overwrite each other's increments.
            const n = (await counter.get()).get('n') as number;
            await sleep(15);
            await counter.set({ n: n + 1 });
            inside--;
          },
          { waitMs: 20_000 },
        ),
      ),
    );
    expect(most).toBe(1);
    expect((await counter.get()).get('n')).toBe(12);
    expect((await db().collection(LEASES).doc('counter').get()).exists).toBe(false);
  });

  it('frees the lease when the work throws', async () => {
    await expect(withLease('boom', () => Promise.reject(new Error('work failed')))).rejects.toThrow(
      'work failed',
    );
    expect((await db().collection(LEASES).doc('boom').get()).exists).toBe(false);
    await expect(withLease('boom', () => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('takes over a lease whose holder never came back, once it has expired', async () => {
    await db()
      .collection(LEASES)
      .doc('stale')
      .create({ holder: 'crashed', expireAt: Timestamp.fromMillis(Date.now() - 1_000) });
    await expect(withLease('stale', () => Promise.resolve('taken'))).resolves.toBe('taken');
  });

  it('stops waiting when giveUpIf throws, having run nothing', async () => {
    await db()
      .collection(LEASES)
      .doc('pointless')
      .create({ holder: 'other', expireAt: Timestamp.fromMillis(Date.now() + 60_000) });
    let ran = false;
    const started = Date.now();
    const refused = await withLease(
      'pointless',
      async () => {
        ran = true;
      },
      {
        waitMs: 20_000,
        giveUpIf: () => Promise.reject(new Error('sold out meanwhile')),
      },
    ).catch((err: unknown) => err);
    expect((refused as Error).message).toBe('sold out meanwhile');
    expect(ran).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses as busy, having run nothing, when the lease stays taken', async () => {
    await db()
      .collection(LEASES)
      .doc('held')
      .create({ holder: 'other', expireAt: Timestamp.fromMillis(Date.now() + 60_000) });
    let ran = false;
    const refused = await withLease(
      'held',
      async () => {
        ran = true;
      },
      { waitMs: 300 },
    ).catch((err: unknown) => err);
    expect(isDomainError(refused) && refused.code).toBe('record_busy');
    expect(ran).toBe(false);
    // The other holder's lease is left alone.
    expect((await db().collection(LEASES).doc('held').get()).get('holder')).toBe('other');
  });

  it('inside a request, stops waiting 3 s before its deadline: busy, not the deadline’s 503', async () => {
    await db()
      .collection(LEASES)
      .doc('late')
      .create({ holder: 'other', expireAt: Timestamp.fromMillis(Date.now() + 60_000) });
    const started = Date.now();
    // A request with 4 s left (its reads before the lease took the rest of its 10 s).
    const refused = await runWithDeadline({ at: started + 4_000 }, () =>
      withLease('late', () => Promise.resolve('ran')),
    ).catch((err: unknown) => err);
    expect(isDomainError(refused) && refused.code).toBe('record_busy');
    // About 1 s, not the 5 s a lease waits outside a request.
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
