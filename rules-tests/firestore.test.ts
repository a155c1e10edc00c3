// Firestore rules: browsers read only published content and public settings; nobody writes.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let env: RulesTestEnvironment;

/** Written and read only by the API (Admin SDK): no browser, admin or not, may touch them. */
const PRIVATE_COLLECTIONS = [
  'bookings',
  'departures',
  'messages',
  'mail',
  'auditLog',
  'loginThrottles',
  'submissionThrottles',
  'mailCounters',
  'usedChallenges',
  'privateSettings',
  'meta',
  'admins',
  // Numbered receipts and their counter (issue 28), and the payment provider's events.
  'receipts',
  'counters',
  'paymentEvents',
  // The booking terms' versions: read by the API for the confirmation and the terms page.
  'termsVersions',
  // One record per traveller (issue 29): passport numbers, dates of birth, medical notes.
  'travellers',
  'marketingContacts',
  // The register of privacy requests (issue 28): names and addresses of people asking.
  'privacyRequests',
  // Rooming lists (issue 30): travellers' names, sexes and rooms per departure and stay.
  'roomLists',
  // Messages staff sent a departure's group (issue 30): texts, recipients' addresses and phones.
  'groupMessages',
  // The agency's books (issue 45): suppliers, costs, exchange rates, payments to suppliers.
  'suppliers',
  'costSheets',
  // Credits for a later trip (issue 44): a pilgrim's name, address and money kept.
  'credits',
  // Group leaders (issue 46): leaders' names, addresses and phones; their groups and codes.
  'groupLeaders',
  'groups',
];

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:5004').split(':');
  env = await initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-umrah',
    firestore: {
      rules: readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8'),
      host,
      port: Number(port),
    },
  });
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const name of ['packages', 'reviews', 'blogs', 'gallery']) {
      await setDoc(doc(db, name, 'live'), { title: 'Live', isPublished: true });
      await setDoc(doc(db, name, 'draft'), { title: 'Draft', isPublished: false });
    }
    await setDoc(doc(db, 'settings', 'public'), { siteName: 'Noor' });
    await setDoc(doc(db, 'privateSettings', 'payment'), { stripeSecretKey: 'sk_test' });
    await setDoc(doc(db, 'meta', 'seed'), { seededAt: 1 });
    for (const name of PRIVATE_COLLECTIONS) {
      await setDoc(doc(db, name, 'one'), { secret: true, isPublished: true });
    }
  });
});

const actors: [string, () => RulesTestContext][] = [
  ['a visitor', () => env.unauthenticatedContext()],
  ['a signed-in user without the claim', () => env.authenticatedContext('user1')],
  [
    'an admin (the API, not the browser, does admin work)',
    () => env.authenticatedContext('admin1', { isAdmin: true }),
  ],
];

describe.each(actors)('%s', (_name, actor) => {
  for (const name of ['packages', 'reviews', 'blogs', 'gallery']) {
    it(`can read a published ${name} item and list published ${name}`, async () => {
      const db = actor().firestore();
      await assertSucceeds(getDoc(doc(db, name, 'live')));
      await assertSucceeds(getDocs(query(collection(db, name), where('isPublished', '==', true))));
    });

    it(`cannot read a draft ${name} item nor list ${name} unfiltered`, async () => {
      const db = actor().firestore();
      await assertFails(getDoc(doc(db, name, 'draft')));
      await assertFails(getDocs(collection(db, name)));
    });

    it(`cannot create, update or delete ${name}`, async () => {
      const db = actor().firestore();
      await assertFails(setDoc(doc(db, name, 'new'), { title: 'x', isPublished: true }));
      await assertFails(updateDoc(doc(db, name, 'live'), { title: 'changed' }));
      await assertFails(deleteDoc(doc(db, name, 'live')));
    });
  }

  it('can read the public settings but not write them', async () => {
    const db = actor().firestore();
    await assertSucceeds(getDoc(doc(db, 'settings', 'public')));
    await assertFails(setDoc(doc(db, 'settings', 'public'), { siteName: 'Hacked' }));
    await assertFails(getDocs(collection(db, 'settings')));
  });

  it('cannot read the payment secret', async () => {
    await assertFails(getDoc(doc(actor().firestore(), 'privateSettings', 'payment')));
  });

  for (const name of PRIVATE_COLLECTIONS) {
    it(`cannot get, list, create, update or delete ${name}`, async () => {
      const db = actor().firestore();
      await assertFails(getDoc(doc(db, name, 'one')));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(getDocs(query(collection(db, name), where('isPublished', '==', true))));
      await assertFails(setDoc(doc(db, name, 'new'), { x: 1 }));
      await assertFails(updateDoc(doc(db, name, 'one'), { x: 2 }));
      await assertFails(deleteDoc(doc(db, name, 'one')));
    });
  }

  it('cannot list a departure’s rooming lists by its id', async () => {
    const db = actor().firestore();
    await assertFails(
      getDocs(query(collection(db, 'roomLists'), where('departureId', '==', 'd1'))),
    );
  });

  it('cannot list the group messages that reached a booking', async () => {
    const db = actor().firestore();
    await assertFails(
      getDocs(
        query(collection(db, 'groupMessages'), where('recipientIds', 'array-contains', 'b1')),
      ),
    );
  });

  it('cannot list a booking’s messages from its trip page', async () => {
    const db = actor().firestore();
    await assertFails(getDocs(query(collection(db, 'messages'), where('bookingId', '==', 'b1'))));
  });

  it('cannot list a booking’s travellers by its id', async () => {
    const db = actor().firestore();
    await assertFails(getDocs(query(collection(db, 'travellers'), where('bookingId', '==', 'b1'))));
  });
});
