import { submissionReference } from '@umrah/domain/model/reference';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { clearFirestore, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import { quickSolution } from '../../../test-support/spam-check';
import {
  bookingFields,
  newSubmissionId,
  postBooking,
  postContact,
} from '../../../test-support/submissions';

const STAFF = 'staff@agency.example';
let packageId = '';
let ip = 0;
const from = () => ({ 'X-Forwarded-For': `203.0.113.${++ip % 250}` });

beforeEach(async () => {
  await clearFirestore();
  await db()
    .collection('settings')
    .doc('public')
    .set({ email: STAFF, siteName: 'Noor Travels', phone: '+1 416 555 0100' });
  packageId = await putDoc('packages', aPackage({ slug: 'live', title: 'Live Package' }));
});

async function mailTo(to: string) {
  return (await db().collection('mail').where('to', '==', to).get()).docs.map(
    (d) => d.data() as { message: { subject: string; text: string; html: string } },
  );
}

describe("the visitor's acknowledgement", () => {
  it('mails a booking request its sender once, beside the staff notification', async () => {
    const fields = bookingFields(packageId, { email: 'pilgrim@example.com' });
    expect((await postBooking(fields, undefined, from())).status).toBe(201);
    // A retry of the same submission queues nothing more.
    const retry = { ...fields, altcha: quickSolution('booking') };
    expect((await postBooking(retry, undefined, from())).status).toBe(200);
    const mine = await mailTo('pilgrim@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.message.subject).toBe('We received your booking request: Live Package');
    expect(mine[0]?.message.text).toContain('Noor Travels');
    expect(mine[0]?.message.text).toContain('+1 416 555 0100');
    // No staff link or passport detail in the visitor's copy.
    expect(mine[0]?.message.text).not.toContain('/admin/');
    expect(await mailTo(STAFF)).toHaveLength(1);
  });

  it('mails a contact message its sender, without what they wrote', async () => {
    const res = await postContact(
      {
        submissionId: newSubmissionId(),
        name: 'Omar',
        email: 'omar@example.com',
        phone: '',
        message: 'Is <b>Ramadan</b> full?',
      },
      from(),
    );
    expect(res.status).toBe(201);
    const mine = await mailTo('omar@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.message.subject).toBe('We received your message - Noor Travels');
    expect(JSON.stringify(mine[0])).not.toMatch(/Ramadan|Omar/);
    // Staff get the message itself.
    const staff = await mailTo(STAFF);
    expect(staff).toHaveLength(1);
    expect(staff[0]?.message.html).toContain('&#60;b&#62;Ramadan');
  });

  // The security review's relay probe: a stranger's address, a lure in every free-text field.
  const LURE = 'Claim your refund at https://evil.example/r';
  it('is no relay: nothing the visitor typed reaches the address they typed', async () => {
    const contact = await postContact(
      {
        submissionId: newSubmissionId(),
        name: LURE,
        email: 'stranger@example.org',
        phone: '+1 416 555 0199',
        message: `${LURE} <a href="https://evil.example/r">now</a>`,
        language: 'fr',
      },
      from(),
    );
    expect(contact.status).toBe(201);
    const booking = await postBooking(
      bookingFields(packageId, {
        email: 'stranger2@example.org',
        fullName: LURE,
        specialRequests: LURE,
      }),
      undefined,
      from(),
    );
    expect(booking.status).toBe(201);
    for (const to of ['stranger@example.org', 'stranger2@example.org']) {
      const mine = await mailTo(to);
      expect(mine).toHaveLength(1);
      const all = JSON.stringify(mine[0]);
      expect(all).not.toContain('evil.example');
      expect(all).not.toContain('refund');
      expect(all).not.toContain('555 0199');
      // The agency's own contacts are there.
      expect(all).toContain('+1 416 555 0100');
    }
    // Staff still see everything the visitor wrote.
    expect(JSON.stringify(await mailTo(STAFF))).toContain('evil.example');
  });

  it('sends nothing when the submission is refused', async () => {
    const res = await postContact(
      { submissionId: newSubmissionId(), name: '', email: 'omar@example.com', message: 'x' },
      from(),
    );
    expect(res.status).toBe(400);
    expect(await mailTo('omar@example.com')).toHaveLength(0);
  });
});

describe('the reference: one server-made text in the answer and in both mails', () => {
  it('a booking request: the answer, the staff mail and the acknowledgement show the same', async () => {
    const fields = bookingFields(packageId, { email: 'ref.booking@example.com' });
    const res = await postBooking(fields, undefined, from());
    expect(res.status).toBe(201);
    const reference = submissionReference(fields.submissionId);
    expect(res.body).toMatchObject({ id: fields.submissionId, reference });
    const [ack] = await mailTo('ref.booking@example.com');
    expect(ack?.message.text).toContain(`Reference: ${reference}`);
    const staff = await mailTo(STAFF);
    expect(staff[0]?.message.text).toContain(`Reference: ${reference}`);
    // A retry answers the same reference.
    const again = await postBooking(
      { ...fields, altcha: quickSolution('booking') },
      undefined,
      from(),
    );
    expect(again.body).toMatchObject({ reference });
  });

  it('a message, in French: « Référence » in the acknowledgement, never the id itself', async () => {
    const submissionId = newSubmissionId();
    const res = await postContact(
      {
        submissionId,
        name: 'Omar',
        email: 'ref.msg@example.com',
        message: 'Salam',
        language: 'fr',
      },
      from(),
    );
    expect(res.status).toBe(201);
    const reference = submissionReference(submissionId);
    expect(res.body).toMatchObject({ reference });
    const [ack] = await mailTo('ref.msg@example.com');
    expect(ack?.message.text.replace(/\u00a0/g, ' ')).toMatch(
      new RegExp(`Référence ?: ${reference}`),
    );
    expect(JSON.stringify(ack)).not.toContain(submissionId);
    expect((await mailTo(STAFF))[0]?.message.text).toContain(`Reference: ${reference}`);
  });
});
