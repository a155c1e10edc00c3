// The privacy page's request form through the emulator stack: a request lands in the register as
// received today and due in 30 days, once per submission id, with the staff's notification and
// an acknowledgement in the person's language that quotes nothing they typed; bad input is
// refused field by field in the page's language and stores nothing.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { PrivacyRequest } from '@umrah/domain/model/privacy';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { agencySettings, putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore, countDocs } from '../../../test-support/emulators';
import { newSubmissionId, postPrivacyRequest } from '../../../test-support/submissions';

const admin = adminForThisFile();

let ip = 0;
const from = () => ({ 'X-Forwarded-For': `192.0.2.${++ip % 250}` });

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
});

async function mailsTo(address: string) {
  const snap = await db().collection('mail').where('to', '==', address).get();
  return snap.docs.map((d) => d.get('message') as { subject: string; text: string });
}

describe('POST /api/privacy-requests', () => {
  it('puts the request in the register once, tells staff, and acknowledges in French', async () => {
    const body = {
      submissionId: newSubmissionId(),
      name: 'Amina Haddad',
      email: 'amina.haddad@example.ca',
      kind: 'erasure',
      details: 'Please erase my 2025 booking. <a href="https://evil.example">x</a>',
      language: 'fr',
    };
    const first = await postPrivacyRequest(body, from());
    expect(first.status).toBe(201);
    const today = todayInTimeZone();
    expect(first.body.dueDate).toBe(addDays(today, 30));
    const retry = await postPrivacyRequest(body, from());
    expect(retry.status).toBe(200);
    expect(await countDocs('privacyRequests')).toBe(1);

    const list = await admin.request<{ items: PrivacyRequest[] }>(
      'GET',
      '/api/admin/privacy/requests',
    );
    expect(list.body.items).toEqual([
      expect.objectContaining({
        kind: 'erasure',
        email: 'amina.haddad@example.ca',
        receivedDate: today,
        dueDate: addDays(today, 30),
        status: 'open',
        source: 'website',
        name: 'Amina Haddad',
        language: 'fr',
        details: body.details,
      }),
    ]);

    const [staff] = await mailsTo(agencySettings['email'] ?? 'staff@agency.example');
    expect(staff?.subject).toBe('Privacy request (erasure) from Amina Haddad');
    expect(staff?.text).toContain('Please erase my 2025 booking.');
    expect(staff?.text).toContain('/admin/privacy');

    const [ack, ...more] = await mailsTo('amina.haddad@example.ca');
    expect(more).toHaveLength(0);
    expect(ack?.subject).toContain('Nous avons reçu votre demande');
    expect(ack?.text).toContain('Effacer vos renseignements');
    expect(ack?.text).toContain(first.body.reference ?? 'no reference');
    // It goes to an address anyone could type: nothing the person wrote is in it.
    expect(ack?.text).not.toContain('evil.example');
    expect(ack?.text).not.toContain('Amina');
  });

  it('refuses bad input field by field in the page’s language, and stores nothing', async () => {
    const res = await postPrivacyRequest(
      { submissionId: newSubmissionId(), name: '', email: 'x', kind: 'delete', language: 'fr' },
      from(),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['email', 'kind', 'name']);
    expect(res.body.errors?.['kind']).toContain('accès, correction ou effacement');
    expect(await countDocs('privacyRequests')).toBe(0);
    expect(await countDocs('mail')).toBe(0);
  });

  it('refuses a request without the form’s spam check', async () => {
    const res = await postPrivacyRequest(
      {
        submissionId: newSubmissionId(),
        name: 'Omar Haddad',
        email: 'omar@example.ca',
        kind: 'access',
        altcha: '',
      },
      from(),
    );
    expect(res.status).toBe(400);
    expect(await countDocs('privacyRequests')).toBe(0);
  });
});
