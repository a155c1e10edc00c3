import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../firebase';
import { clearFirestore, putDoc } from '../testing/emulators';
import { aPackage } from '../testing/fixtures';
import { quickSolution } from '../testing/spam-check';
import { bookingFields, newSubmissionId, postBooking, postContact } from '../testing/submissions';

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
    const retry = { ...fields, altcha: quickSolution() };
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

  it('mails a contact message its sender, escaping what they wrote in the HTML', async () => {
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
    expect(mine[0]?.message.html).toContain('&#60;b&#62;Ramadan');
    expect(await mailTo(STAFF)).toHaveLength(1);
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
