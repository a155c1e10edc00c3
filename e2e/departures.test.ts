// A package's departures on the public pages and in the booking form, on a phone (375 px) in
// English and French: the package page lists its upcoming dates (a past one gone), "Book this
// date" opens the form with that date chosen (already in the server's HTML, before any script),
// no preferred date is asked (the date is the departure's), and the request is stored with its departure; a package without
// departures keeps the form as before. Screenshots (375 and 1280 px) go to DEPARTURE_SHOTS_DIR
// (default /tmp/departure-shots).
import { mkdirSync } from 'node:fs';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const SHOTS = process.env['DEPARTURE_SHOTS_DIR'] ?? '/tmp/departure-shots';
let session: BrowserSession;
let slug = '';
let packageId = '';
let otherPackageId = '';
const today = todayInTimeZone();
const OPEN_DATE = addDays(today, 75);
const FULL_DATE = addDays(today, 140);

/** A departure document as the departures store writes it. */
function departureDoc(departureDate: string, over: Record<string, unknown> = {}) {
  const now = new Date();
  return {
    packageId,
    departureDate,
    returnDate: addDays(departureDate, 14),
    flights: {
      airline: 'Saudia',
      flightNumbers: 'SV 72 / SV 71',
      departureAirport: 'YYZ',
      departureTime: '21:40',
      connections: '',
    },
    capacity: 40,
    prices: { quad: null, triple: null, double: null, singleSupplement: null },
    depositDueDate: null,
    balanceDueDate: null,
    status: 'open',
    notes: '',
    fr: null,
    bookedSeats: 0,
    manualHolds: [],
    createdAt: now,
    updatedAt: now,
    ...over,
  };
}

beforeAll(async () => {
  await resetToSeed();
  mkdirSync(SHOTS, { recursive: true });
  // Two packages the form offers: a sold-out one (seatsLeft 0) is left out of its list, and
  // the documents' order follows their random ids, so the choice filters rather than counts.
  const published = (await db().collection('packages').where('isPublished', '==', true).get()).docs
    .filter((doc) => doc.get('seatsLeft') !== 0)
    .sort((a, b) => String(a.get('slug')).localeCompare(String(b.get('slug'))));
  const [chosen, other] = published;
  slug = String(chosen!.get('slug'));
  packageId = chosen!.id;
  otherPackageId = other!.id;
  await db()
    .collection('departures')
    .doc('e2e-past')
    .set(departureDoc(addDays(today, -20)));
  await db().collection('departures').doc('e2e-open').set(departureDoc(OPEN_DATE));
  await db()
    .collection('departures')
    .doc('e2e-full')
    .set(departureDoc(FULL_DATE, { capacity: 10, bookedSeats: 10 }));
  session = await openBrowser({ viewport: { width: 375, height: 812 } });
}, 120_000);
afterAll(async () => {
  await session?.close();
});

const TEXTS = {
  en: {
    prefix: '',
    dates: 'Dates and availability',
    book: 'Book this date',
    waiting: 'Join the waiting list',
    form: 'Booking request form',
    departure: 'Departure date',
    date: 'Preferred travel date',
    fullName: 'Full name (as on passport)',
    email: 'Email',
    phone: 'Phone',
    package: 'Umrah package',
    consent: /I agree/,
    send: 'Submit Booking Request',
  },
  fr: {
    prefix: '/fr',
    dates: 'Dates et disponibilités',
    book: 'Réserver cette date',
    waiting: 'S’inscrire sur la liste d’attente',
    form: 'Formulaire de demande de réservation',
    departure: 'Date de départ',
    date: 'Date de voyage souhaitée',
    fullName: 'Nom complet (comme sur le passeport)',
    email: 'Courriel',
    phone: 'Téléphone',
    package: 'Forfait Omra',
    consent: /J’accepte/,
    send: 'Envoyer ma demande',
  },
} as const;

/** Scrolls `selector` to just under the sticky top bar, for a screenshot of the viewport. */
async function scrollUnderTopBar(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      // Instant: the site scrolls smoothly, and the screenshot would catch it on its way.
      window.scrollTo({
        top: element.getBoundingClientRect().top + window.scrollY - 84,
        behavior: 'instant',
      });
    });
  await page.waitForTimeout(300);
}

async function wakes(page: Page) {
  await expect
    .poll(() => page.locator('[data-island="booking-form"]').getAttribute('data-hydrated'), {
      timeout: 20_000,
    })
    .toBe('');
}

describe.each(['en', 'fr'] as const)('departures (%s, 375 px)', (lang) => {
  const text = TEXTS[lang];

  it('the package page lists the upcoming dates, each with its booking link', async () => {
    const page = await session.context.newPage();
    await page.goto(`${text.prefix}/packages/${slug}`);
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: text.dates }),
    });
    const items = section.locator('.pkg-dates__item');
    expect(await items.count()).toBe(2);
    const book = items.nth(0).getByRole('link', { name: text.book });
    expect(await book.getAttribute('href')).toBe(
      `${text.prefix}/booking?package=${slug}&departure=e2e-open`,
    );
    expect(await items.nth(1).getByRole('link', { name: text.waiting }).getAttribute('href')).toBe(
      `${text.prefix}/booking?package=${slug}&departure=e2e-full`,
    );
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await scrollUnderTopBar(page, '#dates');
    await page.screenshot({ path: `${SHOTS}/package-dates-375-${lang}.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await scrollUnderTopBar(page, '#dates');
    await page.screenshot({ path: `${SHOTS}/package-dates-1280-${lang}.png` });
    // The brochure (the page printed) lists the dates, without the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await items.nth(1).isVisible()).toBe(true);
    expect(await book.isVisible()).toBe(false);
    await page.close();
  });

  it('"Book this date" opens the form with the date chosen, at first paint too, and sends it', async () => {
    const page = await session.context.newPage();
    // Scripts held back: the server's HTML alone already has the date chosen.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${text.prefix}/booking?package=${slug}&departure=e2e-open`, {
      waitUntil: 'commit',
    });
    const form = page.getByRole('form', { name: text.form });
    const departure = form.getByLabel(text.departure);
    await departure.waitFor();
    expect(await departure.inputValue()).toBe('e2e-open');
    // The date is the departure's: no preferred date is asked.
    expect(await form.getByLabel(text.date).count()).toBe(0);
    // The visitor types while the scripts are on their way.
    const email = `departure.${lang}@example.com`;
    await form.getByLabel(text.fullName).fill('Yusuf Tremblay');
    await form.getByRole('textbox', { name: text.email, exact: true }).fill(email);
    await form.getByRole('textbox', { name: text.phone, exact: true }).fill('+1 514 555 0123');
    release();
    await wakes(page);
    expect(await departure.inputValue()).toBe('e2e-open');
    expect(await form.getByLabel(text.date).count()).toBe(0);
    // Options: the open date and the full one (its waiting list); the past one is gone.
    expect(await departure.locator('option:not([value=""])').count()).toBe(2);
    await form.getByRole('checkbox', { name: text.consent }).check();
    await scrollUnderTopBar(page, '#booking-packageId');
    await page.screenshot({ path: `${SHOTS}/booking-with-date-375-${lang}.png` });
    await form.getByRole('button', { name: text.send }).click();
    await page.locator('.toast--success').waitFor({ timeout: 20_000 });
    const stored = (await db().collection('bookings').where('email', '==', email).get()).docs;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.get('departureId')).toBe('e2e-open');
    expect(stored[0]!.get('preferredDate')).toBe(OPEN_DATE);
    expect(stored[0]!.get('packageId')).toBe(packageId);
    await page.close();
  });

  it('a package without departures keeps the form as before: no date to pick, any date', async () => {
    const page = await session.context.newPage();
    await page.goto(`${text.prefix}/booking`);
    await wakes(page);
    const form = page.getByRole('form', { name: text.form });
    await form.getByLabel(text.package).selectOption(otherPackageId);
    expect(await form.getByLabel(text.departure).count()).toBe(0);
    const date = form.getByLabel(text.date);
    expect(await date.getAttribute('readonly')).toBeNull();
    // Picking the dated package brings its dates in.
    await form.getByLabel(text.package).selectOption(packageId);
    expect(await form.getByLabel(text.departure).count()).toBe(1);
    await page.close();
  });

  it('screenshots the form with a date at 1280 px', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${text.prefix}/booking?package=${slug}&departure=e2e-open`);
    await wakes(page);
    await scrollUnderTopBar(page, '#booking-form-heading');
    await page.screenshot({ path: `${SHOTS}/booking-with-date-1280-${lang}.png` });
    await page.close();
  });
});
