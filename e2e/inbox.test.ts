// Booking requests and messages reach the agency: a visitor books with a passport and writes,
// then staff handle both in the admin area. Chromium against the emulator stack.
import { readFileSync } from 'node:fs';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { submissionReference } from '@umrah/domain/model/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

let session: BrowserSession;
let bookingId = '';

// A small but real PDF: the server judges the passport by its bytes.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  await resetToSeed();
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const toast = (text: string) =>
  session.page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });

const region = (name: string) => session.page.getByRole('region', { name });

describe('a visitor writes to the agency', () => {
  it('books a package with a passport scan', async () => {
    const { page } = session;
    await page.goto('/booking?package=premium-5-star-umrah');
    const form = page.getByRole('form', { name: 'Booking request form' });
    await form.getByLabel('Full name (as on passport)').fill('Khadija Yusuf');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('khadija@example.com');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 514 555 0123');
    await expect
      .poll(() =>
        form
          .getByLabel('Umrah package')
          .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text),
      )
      .toBe('Premium 5-Star Umrah');
    await form.getByLabel('Number of travellers').selectOption({ label: '2 People' });
    await form.getByLabel('Preferred travel date').fill(addDays(todayInTimeZone(), 90));
    await form.locator('input[type="file"][name="passport"]').setInputFiles({
      name: 'khadija-passport.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByText('khadija-passport.pdf').waitFor();
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Submit Booking Request' }).click();
    await toast('Booking Request Submitted!');

    // Hers only: the seed holds a confirmed demo booking too.
    const stored = (
      await db().collection('bookings').where('email', '==', 'khadija@example.com').get()
    ).docs;
    expect(stored).toHaveLength(1);
    bookingId = stored[0]!.id;
    expect(stored[0]!.data()).toMatchObject({
      fullName: 'Khadija Yusuf',
      status: 'new',
      passport: expect.objectContaining({ fileName: 'khadija-passport.pdf' }),
    });
    // The staff's notification (the visitor's own acknowledgement goes to their address).
    const mail = (
      await db().collection('mail').where('to', '!=', 'khadija@example.com').get()
    ).docs.map((d) => d.data());
    expect(mail).toEqual([
      expect.objectContaining({
        message: expect.objectContaining({ subject: expect.stringContaining('Khadija Yusuf') }),
      }),
    ]);
  });

  it('sends a message from the home page form', async () => {
    const { page } = session;
    await page.goto('/');
    // The form's code loads as the visitor scrolls towards it.
    await page.getByRole('heading', { name: 'Get in Touch' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.waitFor();
    await form.getByLabel('Name').fill('Hamza Ali');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('hamza@example.com');
    await form.getByLabel('Message').fill('Is December a good month for elderly parents?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast('Message Sent!');
    expect((await db().collection('messages').get()).size).toBe(1);
  });
});

describe('staff handle them in the admin area', () => {
  it('sees the new booking and the unread message on the dashboard', async () => {
    const { page } = session;
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await region('New Bookings').getByText('1', { exact: true }).waitFor();
    await region('Unread Messages').getByText('1', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Bookings (1 new)' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('opens the booking and views the passport behind the session', async () => {
    const { page } = session;
    await region('New Bookings').getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(/\/admin\/bookings\?status=new$/);
    await page.getByRole('link', { name: 'Khadija Yusuf', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Khadija Yusuf' }).waitFor();
    expect(await region('Request').getByText('Premium 5-Star Umrah').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const link = region('Passport').getByRole('link', { name: 'View passport' });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/api/admin/bookings/${bookingId}/passport`);
    // The tab the link opens, fetched with the browser's own cookies (headless Chromium has no
    // PDF viewer to look at).
    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await answer.body()).equals(PDF)).toBe(true);
    // Without the session it is refused.
    const anonymous = await fetch(new URL(href!, page.url()));
    expect(anonymous.status).toBe(401);

    const views = await db().collection('auditLog').where('action', '==', 'view passport').get();
    expect(views.docs.map((d) => d.get('target'))).toEqual([`bookings/${bookingId}`]);
  });

  it('sets it to contacted with a note', async () => {
    const { page } = session;
    const handling = region('Handling');
    await handling.getByRole('combobox', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await handling.getByLabel('Internal note').fill('Called on Monday; sending a quote.');
    await handling.getByRole('button', { name: 'Save' }).click();
    await toast('Booking updated successfully!');
    const doc = await db().collection('bookings').doc(bookingId).get();
    expect(doc.data()).toMatchObject({
      status: 'contacted',
      note: 'Called on Monday; sending a quote.',
    });
    // Handled: the nav no longer counts it as new.
    await page.getByRole('link', { name: 'Bookings', exact: true }).first().waitFor();
  });

  it('exports the bookings to CSV', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'All bookings' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = readFileSync(file, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('"Full name"');
    expect(csv).toContain('"Khadija Yusuf"');
    expect(csv).toContain('"Contacted"');
    expect(csv).toContain('"Called on Monday; sending a quote."');
  });

  it('deletes the booking with its passport', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Khadija Yusuf', exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete booking?' })
      .getByRole('button', {
        name: 'Delete',
      })
      .click();
    await toast('Booking deleted successfully!');
    await page.waitForURL(/\/admin\/bookings$/);
    // Gone from the list (the seed's confirmed demo booking stays).
    await page
      .getByRole('link', { name: 'Khadija Yusuf', exact: true })
      .waitFor({ state: 'detached' });
    expect((await db().collection('bookings').doc(bookingId).get()).exists).toBe(false);
    const gone = await page.request.get(`/api/admin/bookings/${bookingId}/passport`);
    expect(gone.status()).toBe(404);
  });

  it('reads the message and marks it read', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Messages (1 unread)' }).click();
    const item = page.getByRole('listitem', { name: 'Unread: Hamza Ali' });
    await item.getByText('Is December a good month for elderly parents?').waitFor();
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await page.getByRole('listitem', { name: 'Hamza Ali', exact: true }).waitFor();
    const stored = (await db().collection('messages').get()).docs.map((d) => d.get('read'));
    expect(stored).toEqual([true]);
  });

  it('finds the passport view and the changes in the audit log', async () => {
    const { page } = session;
    // At 1280 px the audit log is in the nav's More menu.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'More' })
      .click();
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    const table = page.getByRole('table', { name: 'Audit log' });
    await table.waitFor();
    const text = await table.innerText();
    // The log says it in words, naming the booking by the reference the pilgrim was given.
    const reference = submissionReference(bookingId);
    expect(text).toContain(`viewed the passport scan of booking ${reference}`);
    expect(text).toContain(`changed booking ${reference}`);
    expect(text).toContain(`deleted booking ${reference}`);
    // On a phone the table fits the screen (every column readable without scrolling sideways).
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      const overflow = await table.evaluate((el) => {
        const box = el.parentElement!;
        return box.scrollWidth - box.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(1);
    } finally {
      if (viewport) await page.setViewportSize(viewport);
    }
  });

  it('reported no CSP violation', () => {
    expect(session.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });
});
