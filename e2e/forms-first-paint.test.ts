// The public forms are usable from their first paint, on a phone (375 px), in English and
// French: with every script held back (a slow phone whose scripts have not arrived), the visitor
// types, picks and ticks in the server's markup; what they entered survives the island waking and
// is what the server stores. Only sending waits, and the button says so. Screenshots of the form
// during load go to UX_SHOTS_DIR (default /tmp/ux-shots).
import { mkdirSync } from 'node:fs';
import { todayInTimeZone, addDays } from '@umrah/domain/model/dates';
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

/**
 * Holds back the page's scripts until the returned function is called: the page stays the
 * server's markup meanwhile, as on a slow phone.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The control at the centre of `label` is the label itself: nothing is painted over it. */
async function labelIsUncovered(label: Locator): Promise<boolean> {
  const box = await label.boundingBox();
  if (!box) return false;
  return label.evaluate(
    (element, { x, y }) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && element.contains(top);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

async function wakes(page: Page, island: string) {
  await expect
    .poll(() => page.locator(`[data-island="${island}"]`).getAttribute('data-hydrated'), {
      timeout: 20_000,
    })
    .toBe('');
}

const TEXTS = {
  en: {
    contact: {
      path: '/contact',
      form: 'Contact form',
      name: 'Name',
      email: 'Email',
      message: 'Message',
      send: 'Send Message',
    },
    booking: {
      path: '/booking',
      form: 'Booking request form',
      fullName: 'Full name (as on passport)',
      email: 'Email',
      phone: 'Phone',
      package: 'Umrah package',
      travellers: 'Number of travellers',
      threePeople: '3 People',
      date: 'Preferred travel date',
      consent: /I agree/,
      send: 'Submit Booking Request',
    },
    waiting: 'Getting ready to send…',
    loading: 'Loading the form…',
  },
  fr: {
    contact: {
      path: '/fr/contact',
      form: 'Formulaire de contact',
      name: 'Nom',
      email: 'Courriel',
      message: 'Message',
      send: 'Envoyer le message',
    },
    booking: {
      path: '/fr/booking',
      form: 'Formulaire de demande de réservation',
      fullName: 'Nom complet (comme sur le passeport)',
      email: 'Courriel',
      phone: 'Téléphone',
      package: 'Forfait Omra',
      travellers: 'Nombre de voyageurs',
      threePeople: '3 personnes',
      date: 'Date de voyage souhaitée',
      consent: /J’accepte/,
      send: 'Envoyer ma demande',
    },
    waiting: 'Préparation de l’envoi…',
    loading: 'Chargement du formulaire…',
  },
} as const;

describe.each(['en', 'fr'] as const)('forms usable from the first paint (%s, 375 px)', (lang) => {
  const text = TEXTS[lang];

  it('contact: typed before the script, kept on waking, sent as typed', async () => {
    const page = await session.context.newPage();
    const release = await holdScripts(page);
    await page.goto(text.contact.path, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: text.contact.form });
    const name = form.getByRole('textbox', { name: text.contact.name, exact: true });
    await name.waitFor();
    expect(await page.getByText(text.loading).count()).toBe(0);
    expect(await labelIsUncovered(form.locator('label[for="page-contact-name"]'))).toBe(true);
    const email = `first.paint.${lang}@example.com`;
    await name.fill('Maryam Haddad');
    await form.getByRole('textbox', { name: text.contact.email, exact: true }).fill(email);
    await form
      .getByRole('textbox', { name: text.contact.message, exact: true })
      .fill('Salam, typed before the page woke.');
    const waiting = form.getByRole('button', { name: text.waiting });
    expect(await waiting.isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/after-contact-before-script-375-${lang}.png` });
    release();
    await wakes(page, 'contact-form');
    expect(await name.inputValue()).toBe('Maryam Haddad');
    await form.getByRole('button', { name: text.contact.send }).click();
    await page.locator('.toast--success').waitFor({ timeout: 20_000 });
    const stored = (await db().collection('messages').where('email', '==', email).get()).docs;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.get('name')).toBe('Maryam Haddad');
    expect(stored[0]!.get('message')).toBe('Salam, typed before the page woke.');
    await page.close();
  });

  it('booking: every kind of field filled before the script survives and is sent', async () => {
    const page = await session.context.newPage();
    const release = await holdScripts(page);
    await page.goto(text.booking.path, { waitUntil: 'commit' });
    const b = text.booking;
    const form = page.getByRole('form', { name: b.form });
    const fullName = form.getByLabel(b.fullName);
    await fullName.waitFor();
    expect(await page.getByText(text.loading).count()).toBe(0);
    expect(await labelIsUncovered(form.locator('label[for="booking-fullName"]'))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/after-booking-first-paint-375-${lang}.png` });
    const email = `first.paint.booking.${lang}@example.com`;
    await fullName.fill('Bilal Ouellet');
    await form.getByRole('textbox', { name: b.email, exact: true }).fill(email);
    await form.getByRole('textbox', { name: b.phone, exact: true }).fill('+1 514 555 0177');
    const packages = form.getByLabel(b.package);
    const option = packages.locator('option:not([value=""])').first();
    const packageId = (await option.getAttribute('value')) ?? '';
    await packages.selectOption(packageId);
    await form.getByLabel(b.travellers).selectOption({ label: b.threePeople });
    await form.getByLabel(b.date).fill(addDays(todayInTimeZone(), 120));
    await form.getByRole('checkbox', { name: b.consent }).check();
    expect(await form.getByRole('button', { name: text.waiting }).isDisabled()).toBe(true);
    release();
    await wakes(page, 'booking-form');
    expect(await fullName.inputValue()).toBe('Bilal Ouellet');
    expect(await form.getByRole('checkbox', { name: b.consent }).isChecked()).toBe(true);
    await form.getByRole('button', { name: b.send }).click();
    await page.locator('.toast--success').waitFor({ timeout: 20_000 });
    const stored = (await db().collection('bookings').where('email', '==', email).get()).docs;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.get('fullName')).toBe('Bilal Ouellet');
    expect(stored[0]!.get('packageId')).toBe(packageId);
    expect(stored[0]!.get('numberOfTravelers')).toBe(3);
    await page.close();
  });
});
