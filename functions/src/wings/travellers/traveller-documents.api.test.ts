// The pilgrim's document uploads through the emulator stack: POST /api/trip/{token}/travellers/
// {n}/documents/{kind} stores the passport scan, vaccination certificate or photo privately and
// sets the traveller's documents flag in one write; refuses by content (bytes sniffed), size,
// kind, link and details lock, each with its code; staff open them (admins only, audited); and
// retention, a deleted booking and a privacy erasure delete the files.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import {
  TRAVELLER_DOCUMENT_MAX_BYTES,
  TRIP_UPLOAD_HOURLY_LIMIT,
} from '@umrah/domain/model/traveller-documents';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { submissionReference } from '@umrah/domain/model/reference';
import { db } from '../../platform/firebase/firebase';
import { PRIVATE_FILE_POLICY } from '../../platform/http/send-private-file';
import { adminForThisFile, nonAdminCookie } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import { confirmedTrip } from '../../../test-support/trips';
import { PDF } from '../../../test-support/submissions';
import { eraseTravellerPersonalData } from './personal-data';
import { runTravellerRetention } from './retire-travellers';

const admin = adminForThisFile();
const today = todayInTimeZone();
const packageId = 'pkgTripDocs0001';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const privateDir = () => join(process.env.MEDIA_DIR ?? '', 'private');

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
  await db()
    .collection('packages')
    .doc(packageId)
    .set(aPackage({ title: 'Umrah' }));
});

/** A confirmed booking for 2 travellers departing in `days` days, and its trip token. */
const aTrip = (days?: number) => confirmedTrip(admin, packageId, days);

function upload(
  token: string,
  index: number,
  kind: string,
  file: { bytes: Buffer; name: string; type?: string } | null,
  { lang = 'en', html = false } = {},
) {
  const form = new FormData();
  if (file) {
    form.append(
      'file',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return fetch(`${baseUrl}/api/trip/${token}/travellers/${index}/documents/${kind}?lang=${lang}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: html ? { Accept: 'text/html,application/xhtml+xml' } : {},
  });
}

async function stored(id: string, index: number) {
  return (await db().collection('travellers').doc(`${id}_${index}`).get()).data() ?? {};
}

interface StoredFile {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}
const fileOf = async (id: string, index: number, kind: string) =>
  ((await stored(id, index))['documentFiles'] as Record<string, StoredFile> | undefined)?.[kind];
const onDisk = (f: StoredFile | undefined) => Boolean(f && existsSync(join(privateDir(), f.path)));

const view = (id: string, index: number, kind: string, cookie = admin.cookie) =>
  fetch(`${baseUrl}/api/admin/bookings/${id}/travellers/${index}/documents/${kind}`, {
    headers: cookie ? { Cookie: `__session=${cookie}` } : {},
  });

describe('POST /api/trip/{token}/travellers/{n}/documents/{kind}', () => {
  it('stores the three documents privately, records them and sets the flags readiness reads', async () => {
    const { id, token } = await aTrip();
    const passport = await upload(token, 2, 'passport', { bytes: PDF, name: 'scan.pdf' });
    const body = (await passport.json()) as { readiness: { rule: string; status: string }[] };
    expect(passport.status, JSON.stringify(body)).toBe(200);
    expect(passport.headers.get('cache-control')).toContain('no-store');
    // The declared type is ignored: the bytes say JPEG.
    expect(
      (await upload(token, 2, 'vaccination', { bytes: JPEG, name: 'cert.pdf', type: 'x/y' }))
        .status,
    ).toBe(200);
    const photo = await upload(token, 2, 'photo', { bytes: PNG, name: 'me.png' });
    const after = (await photo.json()) as { readiness: { rule: string; status: string }[] };
    expect(photo.status).toBe(200);
    expect(after.readiness.find((c) => c.rule === 'photo')?.status).toBe('ok');

    const record = await stored(id, 2);
    expect(record['documents']).toEqual({
      passportScan: true,
      vaccinationCertificate: true,
      photo: true,
    });
    const files = record['documentFiles'] as Record<string, StoredFile>;
    expect(files['passport']).toMatchObject({
      fileName: 'scan.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedAt: expect.any(String),
    });
    expect(files['vaccination']).toMatchObject({ contentType: 'image/jpeg' });
    expect(files['photo']).toMatchObject({ contentType: 'image/png', fileName: 'me.png' });
    for (const f of Object.values(files)) {
      expect(f.path.startsWith(`traveller-documents/${id}_2/`)).toBe(true);
      expect(onDisk(f)).toBe(true);
    }
    // Traveller 1 is untouched; each upload is audited as the pilgrim.
    expect((await stored(id, 1))['documentFiles']).toBeUndefined();
    const audit = await db().collection('auditLog').where('actorUid', '==', 'pilgrim').get();
    expect(audit.docs.map((d) => d.get('action')).sort()).toEqual([
      'pilgrim uploads traveller document (passport)',
      'pilgrim uploads traveller document (photo)',
      'pilgrim uploads traveller document (vaccination)',
    ]);
  });

  it('replacing a document deletes the old file', async () => {
    const { id, token } = await aTrip();
    expect((await upload(token, 1, 'passport', { bytes: PDF, name: 'old.pdf' })).status).toBe(200);
    const first = await fileOf(id, 1, 'passport');
    expect(onDisk(first)).toBe(true);
    expect((await upload(token, 1, 'passport', { bytes: JPEG, name: 'new.jpg' })).status).toBe(200);
    const second = await fileOf(id, 1, 'passport');
    expect(second).toMatchObject({ fileName: 'new.jpg', contentType: 'image/jpeg' });
    expect(onDisk(second)).toBe(true);
    expect(onDisk(first)).toBe(false);
  });

  it('refuses files by content and by size, with codes in the page language, storing nothing', async () => {
    const { id, token } = await aTrip();
    const text = Buffer.from('just some text, named like a PDF');
    const fake = await upload(token, 1, 'passport', {
      bytes: text,
      name: 'scan.pdf',
      type: 'application/pdf',
    });
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({ code: 'traveller_document_type' });
    // A photo is a picture: a PDF is refused there.
    const pdfPhoto = await upload(
      token,
      1,
      'photo',
      { bytes: PDF, name: 'me.pdf' },
      { lang: 'fr' },
    );
    expect(pdfPhoto.status).toBe(415);
    expect(await pdfPhoto.json()).toMatchObject({
      code: 'traveller_document_type',
      message: 'La photo doit être une image JPEG ou PNG',
    });
    const big = Buffer.concat([PDF, Buffer.alloc(TRAVELLER_DOCUMENT_MAX_BYTES)]);
    const tooLarge = await upload(token, 1, 'passport', { bytes: big, name: 'big.pdf' });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      code: 'traveller_document_too_large',
      message: 'The file is too large: the limit is 5 MB',
    });
    const none = await upload(token, 1, 'passport', null);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: 'traveller_document_empty' });
    const record = await stored(id, 1);
    expect(record['documentFiles']).toBeUndefined();
    expect(record['documents']?.passportScan ?? false).toBe(false);
  });

  it("answers the page's plain form with a redirect back to the traveller", async () => {
    const { token } = await aTrip();
    const ok = await upload(token, 1, 'photo', { bytes: JPEG, name: 'me.jpg' }, { html: true });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`/trip/${token}?uploaded=1-photo#traveller-1-photo`);
    const refused = await upload(
      token,
      1,
      'photo',
      { bytes: PDF, name: 'me.pdf' },
      { html: true, lang: 'fr' },
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(
      `/fr/trip/${token}?traveller=1&document=photo&problem=traveller_document_type#traveller-1-photo`,
    );
  });

  it('refuses tampered and pay tokens, an unknown kind, a traveller the booking lacks', async () => {
    const { id, token, payToken } = await aTrip();
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [payToken, tampered, 'not-a-token']) {
      const res = await upload(bad, 1, 'passport', { bytes: PDF, name: 'scan.pdf' });
      expect(res.status, bad).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'trip_link_invalid' });
    }
    const kind = await upload(token, 1, 'visa', { bytes: PDF, name: 'scan.pdf' });
    expect(kind.status).toBe(404);
    expect(await kind.json()).toMatchObject({ code: 'traveller_document_kind' });
    const third = await upload(token, 3, 'passport', { bytes: PDF, name: 'scan.pdf' });
    expect(third.status).toBe(404);
    expect(await third.json()).toMatchObject({ code: 'traveller_not_found' });
    expect((await stored(id, 1))['documentFiles']).toBeUndefined();
  });

  it('refuses uploads once the details lock started', async () => {
    const { id, token } = await aTrip(20);
    const res = await upload(token, 1, 'passport', { bytes: PDF, name: 'scan.pdf' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'traveller_details_locked' });
    expect((await stored(id, 1))['documentFiles']).toBeUndefined();
  });
});

describe('uploads per booking', () => {
  it(
    `are capped at ${TRIP_UPLOAD_HOURLY_LIMIT} an hour: past it, 429 and nothing stored or audited`,
    { timeout: 120_000 },
    async () => {
      const { id, token } = await aTrip();
      const audited = async () =>
        (
          await db()
            .collection('auditLog')
            .where('target', '==', `bookings/${id}/travellers/1`)
            .get()
        ).size;
      for (let i = 0; i < TRIP_UPLOAD_HOURLY_LIMIT; i += 5) {
        const answers = await Promise.all(
          Array.from({ length: 5 }, () =>
            upload(token, 1, 'photo', { bytes: PNG, name: 'me.png' }),
          ),
        );
        expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      }
      expect(await audited()).toBe(TRIP_UPLOAD_HOURLY_LIMIT);
      const over = await upload(token, 1, 'passport', { bytes: PDF, name: 'scan.pdf' });
      expect(over.status).toBe(429);
      expect(await over.json()).toMatchObject({ code: 'too_many_trip_uploads' });
      expect(await audited()).toBe(TRIP_UPLOAD_HOURLY_LIMIT);
      expect((await stored(id, 1))['documentFiles']).not.toHaveProperty('passport');
    },
  );
});

describe('GET /api/admin/bookings/:id/travellers/:n/documents/:kind', () => {
  it('streams the document to admins only, with safe headers, and audits each view', async () => {
    const { id, token } = await aTrip();
    await upload(token, 1, 'passport', { bytes: PDF, name: 'scan<1>.pdf' });
    // A PNG that is also a page, named as one: the name never reaches staff.
    const pngPage = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script>')]);
    await upload(token, 1, 'photo', { bytes: pngPage, name: 'scan.html' });
    expect((await view(id, 1, 'passport', '')).status).toBe(401);
    expect([401, 403]).toContain((await view(id, 1, 'passport', await nonAdminCookie())).status);
    expect((await db().collection('auditLog').where('action', '>=', 'view').get()).size).toBe(0);

    const res = await view(id, 1, 'passport');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // A PDF downloads under the server's name (kind, reference, traveller, checked type).
    const reference = submissionReference(id);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="passport-${reference}-traveller-1.pdf"`,
    );
    expect(res.headers.get('content-security-policy')).toBe(PRIVATE_FILE_POLICY);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    const photo = await view(id, 1, 'photo');
    expect(photo.headers.get('content-type')).toBe('image/png');
    // An image is shown inline, in the sandbox that firebase.json keeps through Hosting.
    expect(photo.headers.get('content-security-policy')).toBe(PRIVATE_FILE_POLICY);
    expect(photo.headers.get('content-disposition')).toBe(
      `inline; filename="photo-${reference}-traveller-1.png"`,
    );

    const audit = (
      await db()
        .collection('auditLog')
        .where('action', '==', 'view traveller document (passport)')
        .get()
    ).docs.map((d) => d.data());
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      target: `bookings/${id}/travellers/1`,
      actorUsername: admin.username,
    });
    const missing = await view(id, 2, 'vaccination');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'traveller_document_missing' });
    expect((await view(id, 1, 'visa')).status).toBe(404);
    expect(await (await view(id, 3, 'photo')).json()).toMatchObject({
      code: 'traveller_not_found',
    });
    expect(await (await view('nobooking0000000', 1, 'photo')).json()).toMatchObject({
      code: 'booking_not_found',
    });
  });

  it('lists the uploaded files (never where they are stored) with the travellers', async () => {
    const { id, token } = await aTrip();
    await upload(token, 2, 'vaccination', { bytes: PDF, name: 'cert.pdf' });
    const res = await admin.request<{
      travellers: { index: number; files: Record<string, unknown> }[];
    }>('GET', `/api/admin/bookings/${id}/travellers`);
    expect(res.status).toBe(200);
    const second = res.body.travellers.find((t) => t.index === 2);
    expect(second?.files).toEqual({
      passport: null,
      photo: null,
      vaccination: {
        fileName: 'cert.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        uploadedAt: expect.any(String),
      },
    });
    expect(JSON.stringify(res.body)).not.toContain('traveller-documents/');
  });
});

describe('the files go with their records', () => {
  it('retention deletes the files with the traveller records', async () => {
    const { id, token } = await aTrip();
    await upload(token, 1, 'passport', { bytes: PDF, name: 'scan.pdf' });
    await upload(token, 2, 'photo', { bytes: JPEG, name: 'me.jpg' });
    const files = [await fileOf(id, 1, 'passport'), await fileOf(id, 2, 'photo')];
    expect(files.every(onDisk)).toBe(true);
    // Before the period ends nothing goes; a year after the trip it has.
    expect(await runTravellerRetention()).toBe(0);
    expect(files.every(onDisk)).toBe(true);
    const later = new Date(`${addDays(today, 500)}T12:00:00Z`);
    expect(await runTravellerRetention(later)).toBe(2);
    expect(files.some(onDisk)).toBe(false);
  });

  it('deleting the booking and a privacy erasure delete the files', async () => {
    const first = await aTrip();
    await upload(first.token, 1, 'passport', { bytes: PDF, name: 'scan.pdf' });
    const scan = await fileOf(first.id, 1, 'passport');
    expect((await admin.request('DELETE', `/api/admin/bookings/${first.id}`)).status).toBe(200);
    expect(onDisk(scan)).toBe(false);

    const second = await aTrip();
    await upload(second.token, 2, 'vaccination', { bytes: PDF, name: 'cert.pdf' });
    const cert = await fileOf(second.id, 2, 'vaccination');
    expect(onDisk(cert)).toBe(true);
    const actor = { uid: admin.uid, username: admin.username };
    expect(await eraseTravellerPersonalData(`${second.id}_2`, actor)).toBe(true);
    expect(onDisk(cert)).toBe(false);
  });
});
