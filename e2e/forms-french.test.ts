// The French form journey: on /fr/contact and /fr/booking the forms speak French,
// errors and success included; what they send is stored with its language, and the admin
// inbox shows it. Chromium against the emulator stack; the spam check is solved for real.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

let session: BrowserSession;

beforeAll(async () => {
  await resetToSeed();
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const shows = (text: string) =>
  session.page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });

describe('the French forms', () => {
  it('/fr/contact: French errors on an empty submit, then the French success', async () => {
    const { page } = session;
    await page.goto('/fr/contact');
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await shows('Le champ « Nom » est obligatoire');
    await shows('Le champ « Courriel » est obligatoire');
    expect(await page.getByText('is required').count()).toBe(0);

    await form.getByRole('textbox', { name: 'Nom' }).fill('Aïcha Tremblay');
    await form.getByRole('textbox', { name: 'Courriel' }).fill('aicha@example.com');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Salam, une Omra en famille en mars?');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await shows('Message envoyé');
    await shows('Merci de nous avoir écrit.');

    const stored = (
      await db().collection('messages').where('email', '==', 'aicha@example.com').get()
    ).docs;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.get('language')).toBe('fr');
  });

  it("a package's French booking form: French errors, then the request is sent", async () => {
    const { page } = session;
    await page.goto('/fr/booking?package=premium-5-star-umrah');
    await page.getByRole('heading', { level: 1, name: 'Réservez votre Omra' }).waitFor();
    const form = page.getByRole('form', { name: 'Formulaire de demande de réservation' });
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await shows('Le champ « Nom complet » est obligatoire');
    await shows('Veuillez accepter la façon dont nous traitons vos renseignements');

    await form.getByLabel('Nom complet (comme sur le passeport)').fill('Youssef Gagnon');
    await form.getByRole('textbox', { name: 'Courriel', exact: true }).fill('youssef@example.com');
    await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+1 514 555 0123');
    await form.getByLabel('Nombre de voyageurs').selectOption({ label: '2 personnes' });
    await form.getByLabel('Date de voyage souhaitée').fill(addDays(todayInTimeZone(), 90));
    await form.getByRole('checkbox', { name: /J’accepte/ }).check();
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await shows('Demande de réservation envoyée');

    const stored = (
      await db().collection('bookings').where('email', '==', 'youssef@example.com').get()
    ).docs;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.get('language')).toBe('fr');
    const [ack] = (await db().collection('mail').where('to', '==', 'youssef@example.com').get())
      .docs;
    expect(ack?.get('message.subject')).toMatch(/^Nous avons reçu votre demande de réservation/);
  });

  it('the admin inbox shows the French requests', async () => {
    const { page } = session;
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto('/admin/bookings');
    const booking = page.getByRole('listitem', { name: 'Youssef Gagnon' });
    await booking.getByLabel('Language: French').waitFor();
    await page.goto('/admin/messages');
    const message = page.getByRole('listitem', { name: 'Unread: Aïcha Tremblay' });
    await message.getByLabel('Language: French').waitFor();
  });
});
