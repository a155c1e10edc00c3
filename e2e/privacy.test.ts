// Privacy in the browser: the public privacy notice names the officer set in the settings and
// reads the passport retention setting, in English and French; staff find a pilgrim's records
// on the Privacy screen, record the request, and the dashboard shows it coming due.
// Screenshots go to /tmp/ux-shots/ (privacy-*.png).
import { mkdirSync } from 'node:fs';
import { formatDay } from '@umrah/domain/model/admin-format';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { formatDate } from '@umrah/domain/model/locale-format';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

const SHOTS = process.env['UX_SHOTS_DIR'] ?? '/tmp/ux-shots';
let session: BrowserSession;

beforeAll(async () => {
  await resetToSeed();
  mkdirSync(SHOTS, { recursive: true });
  await db().collection('settings').doc('public').set(
    {
      privacyOfficerName: 'Amina Haddad',
      privacyOfficerTitle: 'Director',
      privacyOfficerEmail: 'privacy@noorharamain.example',
      passportRetentionDays: '60',
    },
    { merge: true },
  );
  await db().collection('messages').doc('privacy-e2e-message').set({
    name: 'Bilal Rahman',
    email: 'bilal.rahman@example.com',
    phone: '+1 416 555 0177',
    message: 'Do you have a December group?',
    language: 'en',
    read: false,
    receivedAt: new Date(),
  });
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe('the privacy notice', () => {
  it('names the officer and the retention from the settings, in English and French', async () => {
    const { page, errors } = session;
    errors.length = 0;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Notice' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByText('Amina Haddad').count()).toBe(1);
    expect(await main.getByText('Deleted automatically 60 days after the trip.').count()).toBe(1);
    await shot(page, 'privacy-en');

    await page.goto('/fr/privacy');
    await page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByText(/Supprimée automatiquement 60/)
        .count(),
    ).toBe(1);
    await shot(page, 'privacy-fr');

    // The request form at the foot of the notice, on a phone: the request lands in the register.
    // Nothing on the notice is wider than the phone (a long option, the table).
    await page.setViewportSize({ width: 375, height: 800 });
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(375);
    const form = page.getByRole('form', {
      name: 'Formulaire de demande sur vos renseignements personnels',
    });
    await form.getByLabel(/^Nom/).fill('Yusuf Karim');
    await form.getByLabel(/^Courriel/).fill('yusuf.karim@example.ca');
    await form.getByLabel(/Que demandez-vous/).selectOption('correction');
    await form.getByLabel(/^Précisions/).fill('Mon numéro de téléphone a changé.');
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const due = formatDate(addDays(todayInTimeZone(), 30), 'fr-CA');
    await page.getByText(`au plus tard le ${due}`).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(375);
    await shot(page, 'privacy-request-sent-fr-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(errors).toEqual([]);
  });
});

describe('the Privacy screen', () => {
  it("finds a pilgrim's records, records the request, and the dashboard shows it coming due", async () => {
    const { page } = session;
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');

    // At 1280 px Privacy is in the nav's More menu.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'More' })
      .click();
    await page.getByRole('menuitem', { name: 'Privacy' }).click();
    await page.waitForURL('**/admin/privacy');
    const search = page.getByRole('search', { name: 'Find by email' });
    await search.getByLabel('Email address').fill('Bilal.Rahman@example.com');
    await search.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('region', { name: 'Messages' })
      .getByText(/Bilal Rahman/)
      .waitFor();
    expect(
      await page.getByRole('link', { name: 'Export archive (zip)' }).getAttribute('href'),
    ).toBe('/api/admin/privacy/export?email=Bilal.Rahman%40example.com');

    const received = addDays(todayInTimeZone(), -25);
    const form = page.getByRole('form', { name: 'Record a request' });
    await form.getByLabel("Requester's email").fill('bilal.rahman@example.com');
    await form.getByLabel('Received').fill(received);
    await form.getByRole('button', { name: 'Record request' }).click();
    const table = page.getByRole('table', { name: 'Privacy requests' });
    await table.getByText('Due soon').waitFor();
    // The request the notice's form sent, with who asked and what they wrote.
    const fromSite = table.getByRole('row').filter({ hasText: 'yusuf.karim@example.ca' });
    expect(await fromSite.textContent()).toContain('Sent from the privacy page, in French');
    expect(await fromSite.textContent()).toContain('Mon numéro de téléphone a changé.');
    await shot(page, 'privacy-admin');

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const card = page.getByRole('region', { name: 'Privacy Requests Due' });
    await card
      .getByRole('link', {
        name: `bilal.rahman@example.com: access, due ${formatDay(addDays(received, 30))}`,
      })
      .waitFor();
  });
});
