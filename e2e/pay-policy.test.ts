// The cancellation policy a booking keeps, on the pilgrim's pay page (issue 44 item 4, O. Reg.
// 26/05 s. 36) on a phone (375 px): the policy recorded when the pilgrim sent the request (the
// seeded family package's), with its version and the day they accepted it, in English and in
// French; it fits the screen and passes axe. The pages and the confirmation PDF are kept in
// test-results/ (and SHOTS_DIR when set) to be looked at.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { formatDate } from '@umrah/domain/model/locale-format';
import {
  policyLines,
  policyRecord,
  policyVersion,
  type CancellationPolicy,
} from '@umrah/domain/model/money/cancellation-policy';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@umrah/domain/model/bookings';
import { db } from '../functions/src/platform/firebase/firebase';
import { login } from '../functions/test-support/admin-session';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seedPackages } from '../seed/content';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

const SLUG = 'family-umrah-package';
const policy = seedPackages.find((p) => p.slug === SLUG)?.cancellationPolicy ?? null;
const kept = policyRecord(policy);
if (!policy || !kept) throw new Error(`The seed's ${SLUG} states no cancellation policy`);
const BOOKING_ID = 'e2ePolicyBooking00001';
const ACCEPTED = '2026-11-12T15:00:00.000Z';
const departure = addDays(todayInTimeZone(), 150);
const DIRS = ['test-results', process.env['SHOTS_DIR']].filter((d): d is string => !!d);

let session: BrowserSession;
let page = '';

beforeAll(async () => {
  await resetToSeed();
  const pkg = await db().collection('packages').where('slug', '==', SLUG).get();
  // Stored as the booking form stores a request: the policy in force, accepted as it was sent.
  await db()
    .collection('bookings')
    .doc(BOOKING_ID)
    .set(
      aStoredBooking(departure, {
        fullName: 'Fatima Benali',
        packageId: pkg.docs[0]?.id ?? 'x',
        packageTitle: 'Family Umrah Package',
        packageSlug: SLUG,
        roomType: 'double',
        language: 'fr',
        cancellationPolicy: { ...kept, acceptedAt: new Date(ACCEPTED) },
      }),
    );
  const staff = await login(ADMIN.username, ADMIN.password);
  const confirmed = await staff.request<Booking>(
    'POST',
    `/api/admin/bookings/${BOOKING_ID}/confirm`,
    {
      roomType: 'double',
      numberOfTravelers: 2,
      total: '6000.00',
      departureDate: departure,
      sendEmail: false,
    },
  );
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  // The French booking's link opens the French page: the English one is the same without /fr.
  page = new URL(confirmed.body.payment!.link).pathname.replace(/^\/fr\//, '/');
  session = await openBrowser({ viewport: { width: 375, height: 812 } });
});

afterAll(async () => {
  await session?.close();
});

async function keep(name: string, bytes: Buffer | Uint8Array) {
  for (const dir of DIRS) {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), bytes);
  }
}

/** The pay page's policy card: its lines and the version line below them. */
async function policyCard(p: Page, heading: string) {
  const card = p.locator('section', {
    has: p.getByRole('heading', { name: heading, exact: true }),
  });
  await card.waitFor();
  return {
    card,
    items: await card.locator('.cancel-policy__lines li').allTextContents(),
    version: (await card.locator('[data-policy-version]').textContent()) ?? '',
  };
}

const fitsTheScreen = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the policy a booking keeps, on the pay page of a phone', () => {
  it('lists its lines in English, with its version and the day it was accepted', async () => {
    const p = session.page;
    await p.goto(page);
    const { card, items, version } = await policyCard(p, 'Cancellation policy');
    expect(items).toEqual(policyLines(policy, 'en-CA'));
    expect(version).toBe(
      `Cancellation policy ${kept.version}, accepted ${formatDate(ACCEPTED.slice(0, 10), 'en-CA')}.`,
    );
    expect(await fitsTheScreen(p)).toBe(true);
    expect(await seriousA11yViolations(p)).toEqual([]);
    await keep('pay-policy-en-375.png', await p.screenshot({ fullPage: true }));
    await keep('pay-policy-card-en-375.png', await card.screenshot());
  });

  it('in French on the French page', async () => {
    const p = session.page;
    await p.goto(`/fr${page}`);
    const { card, items, version } = await policyCard(p, 'Politique d’annulation');
    expect(items).toEqual(policyLines(policy, 'fr-CA'));
    expect(version).toBe(
      `Politique d’annulation ${kept.version}, acceptée le ${formatDate(ACCEPTED.slice(0, 10), 'fr-CA')}.`,
    );
    expect(await fitsTheScreen(p)).toBe(true);
    expect(await seriousA11yViolations(p)).toEqual([]);
    await keep('pay-policy-fr-375.png', await p.screenshot({ fullPage: true }));
    await keep('pay-policy-card-fr-375.png', await card.screenshot());
    // The confirmation the page links, kept to be looked at (its text is the API tests').
    const pdf = await fetch(new URL(`/api${page}/confirmation.pdf`, p.url()));
    expect(pdf.status).toBe(200);
    await keep('confirmation-policy-fr.pdf', new Uint8Array(await pdf.arrayBuffer()));
  });

  it('asks to accept a changed policy with newer terms, and keeps it once accepted', async () => {
    const p = session.page;
    // The package's policy changes and new booking terms are published.
    const changed: CancellationPolicy = {
      ...policy,
      tiers: [...policy.tiers, { daysBefore: 120, fee: { type: 'amount', value: 10_000 } }],
    };
    const pkg = await db().collection('packages').where('slug', '==', SLUG).get();
    await pkg.docs[0]!.ref.update({ cancellationPolicy: changed });
    await db().collection('termsVersions').doc('1').set({
      version: 1,
      en: 'Deposit non-refundable.',
      fr: 'Acompte non remboursable.',
      publishedAt: new Date(),
    });
    await p.goto(`/fr${page}`);
    const terms = p.locator('section', {
      has: p.getByRole('heading', { name: 'Nos conditions de réservation ont changé' }),
    });
    await terms.waitFor();
    expect(await terms.locator('.cancel-policy__lines li').allTextContents()).toEqual(
      policyLines(changed, 'fr-CA'),
    );
    expect(await fitsTheScreen(p)).toBe(true);
    expect(await seriousA11yViolations(p)).toEqual([]);
    await keep('pay-policy-terms-fr-375.png', await terms.screenshot());
    await terms.getByRole('button', { name: 'J’accepte ces conditions' }).click();
    await p.waitForURL(/status=terms-accepted/);
    const { version } = await policyCard(p, 'Politique d’annulation');
    expect(version).toContain(`Politique d’annulation ${policyVersion(changed)}, acceptée le`);
    const stored = (await db().collection('bookings').doc(BOOKING_ID).get()).get(
      'cancellationPolicy',
    ) as { version: string };
    expect(stored.version).toBe(policyVersion(changed));
    await keep('pay-policy-accepted-fr-375.png', await p.screenshot({ fullPage: true }));
  });
});
