// The forms' confirmation on a phone (375 px), in English and French: after a booking request or a message, a
// confirmation stays where the form was, with the reference the server made (the same as in
// the mails and the inbox); a reload sends nothing again. And the error toast never covers the
// field the visitor has to fix. Screenshots as a visitor sees them go to /tmp/ux-shots/.
import { mkdirSync } from 'node:fs';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { submissionReference } from '@umrah/domain/model/reference';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const SHOTS = process.env['UX_SHOTS_DIR'] ?? '/tmp/ux-shots';
let session: BrowserSession;

beforeAll(async () => {
  await resetToSeed();
  mkdirSync(SHOTS, { recursive: true });
  session = await openBrowser({ viewport: { width: 375, height: 812 } });
});
afterAll(async () => {
  await session?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/**
 * The phone shows the confirmation's top (its title under the top bar), not its end where the
 * submit button was; polled, as the site scrolls smoothly.
 */
async function showsItsTop(confirm: Locator) {
  const title = confirm.getByRole('heading', { level: 2 });
  await expect
    .poll(async () => {
      const y = (await title.boundingBox())?.y ?? -1;
      return y >= 0 && y < 300;
    })
    .toBe(true);
}

async function count(collection: string, email: string) {
  return (await db().collection(collection).where('email', '==', email).get()).size;
}

/** The booking form's words in each language, for the error toast's test. */
const TOAST_CASES = [
  {
    language: 'en',
    path: '/booking',
    form: 'Booking request form',
    name: 'Full name (as on passport)',
    email: 'Email',
    phone: 'Phone',
    date: 'Preferred travel date',
    consent: /I agree/,
    submit: 'Submit Booking Request',
    message: 'Please choose a package',
  },
  {
    language: 'fr',
    path: '/fr/booking',
    form: 'Formulaire de demande de réservation',
    name: 'Nom complet (comme sur le passeport)',
    email: 'Courriel',
    phone: 'Téléphone',
    date: 'Date de voyage souhaitée',
    consent: /J’accepte/,
    submit: 'Envoyer ma demande',
    message: 'Veuillez choisir un forfait',
  },
] as const;

describe('the error toast at 375 px', () => {
  it.each(TOAST_CASES)('leaves the field being fixed in view above it ($language)', async (c) => {
    const { page } = session;
    await page.goto(c.path);
    const form = page.getByRole('form', { name: c.form });
    await form.getByLabel(c.name).fill('Aisha Rahman');
    await form
      .getByRole('textbox', { name: c.email, exact: true })
      .fill(`aisha.toast.${c.language}@example.com`);
    await form.getByRole('textbox', { name: c.phone, exact: true }).fill('+1 416 555 0142');
    await form.getByLabel(c.date).fill(addDays(todayInTimeZone(), 90));
    await form.getByRole('checkbox', { name: c.consent }).check();
    await form.getByRole('button', { name: c.submit }).click();
    const toast = page.locator('.toast--error');
    await toast.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('booking-packageId');
    // After the toast's scroll settles: the package field, its message included, is clear of it.
    await page.waitForTimeout(300);
    const field = await page.locator('.field:has(#booking-packageId)').boundingBox();
    const card = await toast.boundingBox();
    expect(
      field && card && (field.y + field.height <= card.y || field.y >= card.y + card.height),
    ).toBe(true);
    // The field says it short; the spec's 'Title - sentence' stays in the toast.
    expect(await page.locator('#booking-packageId-error').textContent()).toBe(c.message);
    await shot(page, `after-booking-error-toast-375-${c.language}`);
  });
});

describe('the confirmation that stays, at 375 px', () => {
  it('English booking request: the reference, the summary, what next; reload sends nothing', async () => {
    const { page } = session;
    // Earlier browser tests mail example.com too: start this hour's mail caps afresh, so the copy
    // goes out (past a cap the page says so instead: contact-form.test.tsx).
    const counters = await db().collection('mailCounters').get();
    await Promise.all(counters.docs.map((d) => d.ref.delete()));
    await page.goto('/booking?package=premium-5-star-umrah');
    const form = page.getByRole('form', { name: 'Booking request form' });
    const email = 'aisha.confirm@example.com';
    await form.getByLabel('Full name (as on passport)').fill('Aisha Rahman');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 416 555 0142');
    await form.getByLabel('Number of travellers').selectOption({ label: '3 People' });
    await form.getByLabel('Preferred travel date').fill(addDays(todayInTimeZone(), 90));
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Submit Booking Request' }).click();
    const confirm = page.getByRole('region', { name: 'Booking Request Submitted!' });
    await confirm.waitFor({ timeout: 20_000 });
    await page.locator('.toast--success').waitFor();

    const [doc] = (await db().collection('bookings').where('email', '==', email).get()).docs;
    const reference = submissionReference(doc!.id);
    expect(await confirm.getByTestId('confirmation-reference').textContent()).toBe(reference);
    const text = (await confirm.textContent()) ?? '';
    expect(text).toContain(`We have emailed you a copy of this reference at ${email}.`);
    expect(text).toContain('Premium 5-Star Umrah');
    expect(text).toContain('3 People');
    expect(text).toContain('Saturday: 10:00 AM - 4:00 PM');
    expect(await confirm.getByRole('link', { name: 'WhatsApp us' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d+$/,
    );
    // The same reference in the staff mail and in the visitor's acknowledgement.
    const mails = (await db().collection('mail').get()).docs.map(
      (d) => d.get('message.text') as string,
    );
    expect(mails.filter((m) => m.includes(`Reference: ${reference}`))).toHaveLength(2);
    await showsItsTop(confirm);
    // No horizontal scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    await shot(page, 'after-booking-confirmation-375-en');
    await confirm.scrollIntoViewIfNeeded();
    await page.waitForTimeout(5_200); // the toast's 5 s: the confirmation stays
    await confirm.screenshot({ path: `${SHOTS}/after-booking-confirmation-card-375-en.png` });

    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel('Full name (as on passport)').inputValue()).toBe('');
    expect(await count('bookings', email)).toBe(1);
  });

  it('French booking request: the same confirmation in French', async () => {
    const { page } = session;
    await page.goto('/fr/booking?package=premium-5-star-umrah');
    const form = page.getByRole('form', { name: 'Formulaire de demande de réservation' });
    const email = 'youssef.confirm@example.com';
    await form.getByLabel('Nom complet (comme sur le passeport)').fill('Youssef Gagnon');
    await form.getByRole('textbox', { name: 'Courriel', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+1 514 555 0123');
    await form.getByLabel('Date de voyage souhaitée').fill(addDays(todayInTimeZone(), 90));
    await form.getByRole('checkbox', { name: /J’accepte/ }).check();
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const confirm = page.getByRole('region', { name: /^Demande de réservation envoyée/ });
    await confirm.waitFor({ timeout: 20_000 });
    const [doc] = (await db().collection('bookings').where('email', '==', email).get()).docs;
    expect(await confirm.getByTestId('confirmation-reference').textContent()).toBe(
      submissionReference(doc!.id),
    );
    const text = ((await confirm.textContent()) ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('Votre référence');
    expect(text).toContain('Samedi : 10 h à 16 h');
    expect(text).toContain('Envoyer une autre demande');
    await showsItsTop(confirm);
    await shot(page, 'after-booking-confirmation-375-fr');
    await page.reload();
    await form.waitFor();
    expect(await count('bookings', email)).toBe(1);
  });

  it('French message: the confirmation, then another message from the same page', async () => {
    const { page } = session;
    await page.goto('/fr/contact');
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    const email = 'aicha.confirm@example.com';
    await form.getByRole('textbox', { name: 'Nom' }).fill('Aïcha Tremblay');
    await form.getByRole('textbox', { name: 'Courriel' }).fill(email);
    await form.getByRole('textbox', { name: 'Message' }).fill('Salam, une Omra en mars?');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    const confirm = page.getByRole('region', { name: /^Message envoyé/ });
    await confirm.waitFor({ timeout: 20_000 });
    const [doc] = (await db().collection('messages').where('email', '==', email).get()).docs;
    expect(await confirm.getByTestId('confirmation-reference').textContent()).toBe(
      submissionReference(doc!.id),
    );
    expect(await confirm.textContent()).toContain('Salam, une Omra en mars?');
    await showsItsTop(confirm);
    await shot(page, 'after-contact-confirmation-375-fr');
    await confirm.getByRole('button', { name: 'Envoyer un autre message' }).click();
    expect(await form.getByRole('textbox', { name: 'Nom' }).inputValue()).toBe('');
    expect(await count('messages', email)).toBe(1);
  });
});
