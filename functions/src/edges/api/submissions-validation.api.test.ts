// The server refuses what the forms refuse: the same domain schemas, so a name
// without two letters or an email whose domain has no dot never reaches the inbox, whatever
// the browser sent.
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { clearFirestore, countDocs, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import {
  bookingFields,
  newSubmissionId,
  postBooking,
  postContact,
} from '../../../test-support/submissions';

let packageId = '';
let ip = 0;
const from = () => ({ 'X-Forwarded-For': `192.0.2.${++ip % 250}` });
const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

beforeEach(async () => {
  await clearFirestore();
  await db().collection('settings').doc('public').set({ email: 'staff@agency.example' });
  packageId = await putDoc('packages', aPackage({ slug: 'live', title: 'Live Package' }));
});

describe('POST /api/contact refuses what the form refuses', () => {
  const message = (overrides: Record<string, string>) => ({
    submissionId: newSubmissionId(),
    name: 'Omar',
    email: 'omar@example.com',
    message: 'Salaam',
    ...overrides,
  });

  it.each(['omar@gmail', 'omar@localhost', 'a@b.c'])(
    'an email without a dotted domain: %s',
    async (email) => {
      const res = await postContact(message({ email }), from());
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ email: 'Email must be a valid email address' });
      expect(await countDocs('messages')).toBe(0);
    },
  );

  it.each(['A', '7', '--'])('a name without two letters: %s', async (name) => {
    const res = await postContact(message({ name }), from());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Name must have at least two letters' });
    expect(await countDocs('messages')).toBe(0);
  });

  it('in French for a French form', async () => {
    const res = await postContact(message({ name: 'É', email: 'a@b', language: 'fr' }), from());
    expect(res.status).toBe(400);
    expect(plain(res.body.errors?.['name'])).toBe(
      'Le champ « Nom » doit contenir au moins deux lettres',
    );
    expect(plain(res.body.errors?.['email'])).toBe(
      'Le champ « Courriel » doit contenir une adresse courriel valide',
    );
  });

  it('still takes a two-letter name in any script', async () => {
    const res = await postContact(message({ name: 'عمر' }), from());
    expect(res.status).toBe(201);
  });
});

describe('POST /api/bookings refuses what the form refuses', () => {
  it('a full name without two letters and an email without a dotted domain', async () => {
    const fields = bookingFields(packageId, { fullName: 'A', email: 'aisha@gmail' });
    const res = await postBooking(fields, undefined, from());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      fullName: 'Full name must have at least two letters',
      email: 'Email must be a valid email address',
    });
    expect(await countDocs('bookings')).toBe(0);
  });

  it('short field messages for the package and the consent', async () => {
    const fields = bookingFields('', { consent: 'false' });
    const res = await postBooking(fields, undefined, from());
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      packageId: 'Please choose a package',
      consent: 'Please agree to how we handle your information',
    });
  });
});
