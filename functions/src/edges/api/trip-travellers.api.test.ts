// The pilgrim's traveller form through the emulator stack: POST /api/trip/{token}/travellers/{n}
// saves valid details (audited as the pilgrim, the visa untouched), refuses invalid ones naming
// the field (JSON 400; the page's form answered with the page itself, every value typed kept,
// each reason beside its field, the first one focused), refuses pay tokens and tampered tokens
// (404), and refuses everything once the details lock started (409).
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import { confirmedTrip } from '../../../test-support/trips';

const admin = adminForThisFile();
const today = todayInTimeZone();
const packageId = 'pkgTripTravel001';

const details = {
  givenNames: 'Amina',
  surname: 'Haddad',
  dateOfBirth: '1985-04-12',
  sex: 'F',
  nationality: 'CAN',
  passportNumber: 'AB1234567',
  passportIssuingCountry: 'CAN',
  passportIssueDate: '2021-05-01',
  passportExpiryDate: addDays(today, 3000),
  vaccinationDate: null,
  vaccineType: null,
  emergencyContact: { name: 'Omar Haddad', phone: '+1 416 555 0100' },
  notes: '',
  relation: null,
};

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings({ phone: '+1 416 555 0199' });
  await db()
    .collection('packages')
    .doc(packageId)
    .set({ ...aPackage({ title: 'Ramadan Last Ten Nights' }) });
});

/** A confirmed booking for 2 travellers departing in `days` days, and its trip token. */
const aTrip = (days?: number) => confirmedTrip(admin, packageId, days);

function post(token: string, index: number, body: unknown, lang = 'en') {
  return fetch(`${baseUrl}/api/trip/${token}/travellers/${index}?lang=${lang}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function postForm(token: string, index: number, fields: Record<string, string>, lang = 'en') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return fetch(`${baseUrl}/api/trip/${token}/travellers/${index}?lang=${lang}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
}

async function stored(id: string, index: number) {
  return (await db().collection('travellers').doc(`${id}_${index}`).get()).data() ?? {};
}

describe('POST /api/trip/{token}/travellers/{n}', () => {
  it('saves valid details, audited as the pilgrim, keeping the visa staff recorded', async () => {
    const { id, token } = await aTrip();
    await db()
      .collection('travellers')
      .doc(`${id}_2`)
      .set({ bookingId: id, index: 2, visaStatus: 'applied' }, { merge: true });
    const res = await post(token, 2, details);
    const body = (await res.json()) as { ready: boolean; readiness: { rule: string }[] };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(body.readiness.map((c) => c.rule)).toContain('passport');
    expect(JSON.stringify(body)).not.toContain('AB1234567');
    expect(await stored(id, 2)).toMatchObject({
      givenNames: 'Amina',
      passportNumber: 'AB1234567',
      visaStatus: 'applied',
    });
    const audit = await db().collection('auditLog').where('actorUid', '==', 'pilgrim').get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        actorUsername: 'pilgrim',
        action: 'pilgrim corrects traveller details',
        target: `bookings/${id}/travellers/2`,
      }),
    ]);
    // The page's form: a blank passport number keeps the one on file; 303 back to the page.
    const form = await postForm(
      token,
      2,
      {
        givenNames: 'Amina Noor',
        surname: 'Haddad',
        passportNumber: '',
        relationKind: 'spouse',
        relationTo: '1',
      },
      'fr',
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/fr/trip/${token}?saved=2#traveller-2`);
    expect(await stored(id, 2)).toMatchObject({
      givenNames: 'Amina Noor',
      passportNumber: 'AB1234567',
      relation: { kind: 'spouse', to: 1 },
    });
    // The trip page shows the traveller, the passport number only by its end.
    const page = await fetch(`${baseUrl}/trip/${token}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Amina Noor');
    expect(html).toContain('ends in 567');
    expect(html).not.toContain('AB1234567');
  });

  it('refuses invalid details naming the field, storing nothing', async () => {
    const { id, token } = await aTrip();
    const res = await post(token, 1, { ...details, passportNumber: 'AB!', givenNames: 'Amina' });
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(res.status).toBe(400);
    expect(body.errors['passportNumber']).toMatch(/Passport number must be 5 to 15 letters/);
    const fr = await post(token, 1, { ...details, dateOfBirth: addDays(today, 2) }, 'fr');
    const frBody = (await fr.json()) as { errors: Record<string, string> };
    expect(fr.status).toBe(400);
    expect(frBody.errors['dateOfBirth']).toMatch(/Date de naissance/);
    expect(await stored(id, 1)).not.toHaveProperty('passportNumber', 'AB!');
    const audit = await db().collection('auditLog').where('actorUid', '==', 'pilgrim').get();
    expect(audit.size).toBe(0);
  });

  it('answers a refused form with the page: every value typed, each reason, the field focused', async () => {
    const { id, token } = await aTrip();
    // 15 fields typed, two of them wrong: a digit in the surname, a vaccination in the future.
    const typed = {
      givenNames: 'Amina Noor',
      surname: 'Haddad2',
      dateOfBirth: '1985-04-12',
      sex: 'F',
      nationality: 'CAN',
      passportNumber: 'AB1234567',
      passportIssuingCountry: 'CAN',
      passportIssueDate: '2021-05-01',
      passportExpiryDate: addDays(today, 3000),
      vaccinationDate: addDays(today, 20),
      vaccineType: 'conjugate',
      emergencyContactName: 'Omar Haddad',
      emergencyContactPhone: '+1 416 555 0100',
      relationKind: 'spouse',
      relationTo: '2',
      notes: 'Wheelchair at the airport, please',
    };
    for (const c of [
      {
        lang: 'en',
        surname:
          'Surname may contain only letters, spaces, hyphens and apostrophes, as on the passport',
        vaccination: 'Vaccination date cannot be in the future',
        notSaved: 'Traveller 1’s details are not saved yet: 2 fields need a correction.',
      },
      {
        lang: 'fr',
        surname:
          'Le champ « Nom de famille » ne peut contenir que des lettres, des espaces, des traits d’union et des apostrophes, comme sur le passeport',
        vaccination: 'Le champ « Date de vaccination » ne peut pas être dans le futur',
        notSaved:
          'Les renseignements du voyageur 1 ne sont pas encore enregistrés : 2 champs sont à corriger.',
      },
    ]) {
      const res = await postForm(token, 1, typed, c.lang);
      expect(res.status, c.lang).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toContain('no-store');
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
      expect(res.headers.get('content-security-policy')).toBeTruthy();
      const html = (await res.text()).replace(/&#x27;/g, "'").replace(/[\u00a0\u202f]/g, ' ');
      expect(html).toContain(`lang="${c.lang === 'fr' ? 'fr-CA' : 'en-CA'}"`);
      // Every value typed comes back, the wrong ones too, so only they need retyping.
      const input = (name: string) =>
        new RegExp(`<(input|textarea|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
      for (const name of [
        'givenNames',
        'surname',
        'dateOfBirth',
        'passportNumber',
        'passportIssueDate',
        'passportExpiryDate',
        'vaccinationDate',
        'emergencyContactName',
        'emergencyContactPhone',
      ] as const) {
        expect(input(name), name).toContain(`value="${typed[name]}"`);
      }
      // The countries from the list, the one sent chosen (both CAN here).
      expect(input('nationality'), 'nationality').toMatch(/^<select/);
      expect(input('passportIssuingCountry'), 'issuing country').toMatch(/^<select/);
      expect(html.match(/<option value="CAN" selected="">/g)).toHaveLength(2);
      expect(html).toMatch(/<option value="F" selected="">/);
      expect(html).toMatch(/<option value="conjugate" selected="">/);
      expect(html).toMatch(/<option value="spouse" selected="">/);
      expect(html).toContain('Wheelchair at the airport, please</textarea>');
      // Why, beside each field and in the list at the form's top; the first one is focused.
      expect(html).toContain(c.notSaved);
      expect(html).toContain(
        `<p class="field__error" id="traveller-1-surname-error">${c.surname}</p>`,
      );
      expect(html).toContain(
        `<p class="field__error" id="traveller-1-vaccinationDate-error">${c.vaccination}</p>`,
      );
      expect(html).toContain(`<a href="#traveller-1-surname">${c.surname}</a>`);
      expect(input('surname')).toContain('autofocus=""');
      expect(input('surname')).toContain('aria-invalid="true"');
      expect(html.match(/autofocus=""/g)).toHaveLength(1);
    }
    // Nothing stored, nothing audited.
    expect(await stored(id, 1)).not.toHaveProperty('givenNames', 'Amina Noor');
    const audit = await db().collection('auditLog').where('actorUid', '==', 'pilgrim').get();
    expect(audit.size).toBe(0);
  });

  it('refuses a pay token, a tampered token and a traveller the booking does not have', async () => {
    const { token, payToken } = await aTrip();
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [payToken, tampered, 'not-a-token']) {
      const res = await post(bad, 1, details);
      expect(res.status, bad).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('trip_link_invalid');
    }
    const third = await post(token, 3, details);
    expect(third.status).toBe(404);
    expect(((await third.json()) as { code: string }).code).toBe('traveller_not_found');
  });

  it('refuses changes once the details lock started, and the page says whom to contact', async () => {
    const { id, token } = await aTrip(20);
    const res = await post(token, 1, details);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'traveller_details_locked' });
    expect(await stored(id, 1)).not.toHaveProperty('passportNumber', 'AB1234567');
    const page = await fetch(`${baseUrl}/trip/${token}`);
    const html = await page.text();
    expect(html).toContain('traveller details can no longer be changed here');
    expect(html).toContain('mailto:staff@agency.example');
    expect(html).not.toContain('/travellers/1?lang=');
    // A shorter lock set by staff opens the form again.
    await db()
      .collection('settings')
      .doc('public')
      .set({ travellerDetailsLockDays: '7' }, { merge: true });
    expect((await post(token, 1, details)).status).toBe(200);
  });
});
