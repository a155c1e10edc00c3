// The news-and-offers journey in a real browser: a French visitor ticks the box on /fr/contact,
// the acknowledgement carries the unsubscribe link, the link's page asks, the button
// unsubscribes, without signing in. Screenshots go to test-results/ for a look.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { openBrowser, type BrowserSession } from './support/browser';
import { seriousA11yViolations } from './support/axe';
import { resetToSeed } from './support/seed';

let session: BrowserSession;
const SHOTS = 'test-results/marketing-consent';

beforeAll(async () => {
  await resetToSeed();
  session = await openBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await session?.close();
});

const shows = (text: string) =>
  session.page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });

describe('news and offers', () => {
  it('ticked on /fr/contact, then unsubscribed from the mail’s link', async () => {
    const { page } = session;
    const email = `amina.${Date.now()}@example.com`;
    await page.goto('/fr/contact');
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    const news = form.getByRole('checkbox', { name: 'Envoyez-moi vos nouvelles et vos offres' });
    expect(await news.isChecked()).toBe(false);
    await form.getByRole('textbox', { name: 'Nom' }).fill('Amina Tremblay');
    await form.getByRole('textbox', { name: 'Courriel' }).fill(email);
    await form.getByRole('textbox', { name: 'Message' }).fill('Salam, une Omra en mars?');
    await news.check();
    await form.screenshot({ path: `${SHOTS}/contact-fr.png` });
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await shows('Message envoyé');

    const mail = (await db().collection('mail').where('to', '==', email).get()).docs[0];
    const text = String(mail?.get('message.text'));
    const link = /https?:\/\/\S+(\/fr\/unsubscribe\/\S+)/.exec(text)?.[1];
    expect(link).toBeDefined();

    await page.goto(link ?? '');
    await shows('Ne plus recevoir nos nouvelles et nos offres');
    expect(await page.content()).not.toContain(email);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/unsubscribe-fr.png` });
    await page.getByRole('button', { name: 'Me désabonner' }).click();
    await shows('Désabonnement confirmé');
    expect(page.url()).toContain('/fr/unsubscribe/');
    await page.screenshot({ path: `${SHOTS}/unsubscribed-fr.png` });

    const contacts = await db().collection('marketingContacts').where('email', '==', email).get();
    expect(contacts.docs[0]?.get('unsubscribedAt')).not.toBeNull();
  });
});
