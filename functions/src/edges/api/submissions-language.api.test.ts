// The public forms in the visitor's language: a French request gets French errors,
// an English one today's English errors; the language is stored and the visitor's mail uses it.
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { clearFirestore, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import {
  bookingFields,
  newSubmissionId,
  postBooking,
  postContact,
} from '../../../test-support/submissions';

const STAFF = 'staff@agency.example';
let packageId = '';
let soldOutId = '';
let ip = 0;
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip % 250}` });
/** French typography puts no-break spaces inside « » and before a colon. */
const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

beforeEach(async () => {
  await clearFirestore();
  await db()
    .collection('settings')
    .doc('public')
    .set({ email: STAFF, siteName: 'Noor Travels', phone: '+1 416 555 0100' });
  packageId = await putDoc(
    'packages',
    aPackage({
      slug: 'live',
      title: 'Live Package',
      fr: { title: 'Forfait en direct' } as never,
    }),
  );
  soldOutId = await putDoc('packages', aPackage({ slug: 'full', title: 'Full', seatsLeft: 0 }));
});

async function mailTo(to: string) {
  return (await db().collection('mail').where('to', '==', to).get()).docs.map(
    (d) => d.data() as { message: { subject: string; text: string } },
  );
}

describe('contact form errors in the request language', () => {
  it('answers a French request in French, naming the fields', async () => {
    const res = await postContact(
      { submissionId: newSubmissionId(), name: '', email: 'nope', message: '', language: 'fr' },
      from(),
    );
    expect(res.status).toBe(400);
    expect(plain(res.body.errors?.['name'])).toBe('Le champ « Nom » est obligatoire');
    expect(plain(res.body.errors?.['email'])).toBe(
      'Le champ « Courriel » doit contenir une adresse courriel valide',
    );
    expect(plain(res.body.message)).toMatch(/^Données non valides : Le champ « Nom »/);
  });

  it('answers an English request (or one saying no language) exactly as before', async () => {
    for (const language of ['en', undefined]) {
      const res = await postContact(
        { submissionId: newSubmissionId(), name: '', email: 'nope', message: '', language },
        from(),
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_input');
      expect(res.body.errors).toEqual({
        name: 'Name is required',
        email: 'Email must be a valid email address',
        message: 'Message is required',
      });
      expect(res.body.message).toBe(
        'Invalid input: Name is required; Email must be a valid email address; Message is required',
      );
    }
  });

  it('reads Accept-Language when the body names no language; an unknown one is English', async () => {
    const fr = await postContact(
      { submissionId: newSubmissionId(), name: '', email: 'a@b.ca', message: 'x' },
      { ...from(), 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    );
    expect(plain(fr.body.errors?.['name'])).toBe('Le champ « Nom » est obligatoire');
    const other = await postContact(
      { submissionId: newSubmissionId(), name: '', email: 'a@b.ca', message: 'x', language: 'de' },
      from(),
    );
    expect(other.body.errors?.['name']).toBe('Name is required');
  });

  it('refuses a missing spam check in French', async () => {
    const res = await postContact(
      {
        submissionId: newSubmissionId(),
        name: 'Omar',
        email: 'omar@example.com',
        message: 'Salam',
        language: 'fr',
        altcha: 'nope',
      },
      from(),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'La vérification antipourriel du formulaire a échoué. Veuillez recharger la page et réessayer.',
    );
  });

  it('stores the language with the message and mails the visitor in it', async () => {
    const fr = { submissionId: newSubmissionId(), name: 'Omar', message: 'Salam', phone: '' };
    expect(
      (await postContact({ ...fr, email: 'omar@example.com', language: 'fr' }, from())).status,
    ).toBe(201);
    const en = { submissionId: newSubmissionId(), name: 'Aisha', message: 'Hi', phone: '' };
    expect((await postContact({ ...en, email: 'aisha@example.com' }, from())).status).toBe(201);
    const stored = async (id: string) =>
      (await db().collection('messages').doc(id).get()).get('language') as unknown;
    expect(await stored(fr.submissionId)).toBe('fr');
    expect(await stored(en.submissionId)).toBe('en');

    const [ack] = await mailTo('omar@example.com');
    expect(ack?.message.subject).toBe('Nous avons reçu votre message - Noor Travels');
    expect(ack?.message.text).toContain('Merci d’avoir écrit à Noor Travels');
    const staff = await mailTo(STAFF);
    // Staff mails stay English and say which language to reply in.
    const toStaff = staff.find((m) => m.message.subject === 'New message from Omar');
    expect(toStaff?.message.text).toContain('French: reply in French');
  });
});

describe('booking form errors and mails in the request language', () => {
  it('answers a French booking request in French, short field messages', async () => {
    const fields = bookingFields('', { fullName: '', consent: 'false', language: 'fr' });
    const res = await postBooking(fields, undefined, from());
    expect(res.status).toBe(400);
    expect(plain(res.body.errors?.['fullName'])).toBe('Le champ « Nom complet » est obligatoire');
    expect(res.body.errors?.['packageId']).toBe('Veuillez choisir un forfait');
    expect(res.body.errors?.['consent']).toBe(
      'Veuillez accepter la façon dont nous traitons vos renseignements',
    );
  });

  it('answers an English request in English', async () => {
    const res = await postBooking(bookingFields('', { fullName: '' }), undefined, from());
    expect(res.status).toBe(400);
    expect(res.body.errors?.['fullName']).toBe('Full name is required');
    expect(res.body.errors?.['packageId']).toBe('Please choose a package');
  });

  it('refuses a plain request for a sold-out package in French', async () => {
    const res = await postBooking(bookingFields(soldOutId, { language: 'fr' }), undefined, from());
    expect(res.status).toBe(400);
    expect(plain(res.body.message)).toMatch(/^Ce forfait est complet\. /);
  });

  it('stores the language and acknowledges in French, with the French title', async () => {
    const fields = bookingFields(packageId, { language: 'fr' });
    expect((await postBooking(fields, undefined, from())).status).toBe(201);
    const doc = await db().collection('bookings').doc(fields.submissionId).get();
    expect(doc.get('language')).toBe('fr');
    const [ack] = await mailTo(fields.email);
    expect(plain(ack?.message.subject)).toBe(
      'Nous avons reçu votre demande de réservation : Forfait en direct',
    );
    expect(ack?.message.text).toContain('2 personnes');
    const staff = (await mailTo(STAFF)).find((m) => m.message.subject.includes('Live Package'));
    expect(staff?.message.text).toContain('French: reply in French');
  });

  it('says a waiting-list request is one, in English and in French', async () => {
    const en = bookingFields(soldOutId, { waitingList: 'true' });
    expect((await postBooking(en, undefined, from())).status).toBe(201);
    const [enAck] = await mailTo(en.email);
    expect(enAck?.message.subject).toBe('We received your waiting list request: Full');
    expect(enAck?.message.text).toContain('you are on its waiting list');
    expect(enAck?.message.text).not.toContain('booking request with');

    const fr = bookingFields(soldOutId, { waitingList: 'true', language: 'fr' });
    expect((await postBooking(fr, undefined, from())).status).toBe(201);
    const [frAck] = await mailTo(fr.email);
    expect(plain(frAck?.message.subject)).toBe(
      'Nous avons reçu votre demande d’inscription sur la liste d’attente : Full',
    );
    expect(frAck?.message.text).toContain('liste d’attente');
  });

  it('keeps English for a booking that names no language', async () => {
    const fields = bookingFields(packageId);
    expect((await postBooking(fields, undefined, from())).status).toBe(201);
    const doc = await db().collection('bookings').doc(fields.submissionId).get();
    expect(doc.get('language')).toBe('en');
    const [ack] = await mailTo(fields.email);
    expect(ack?.message.subject).toBe('We received your booking request: Live Package');
  });
});
