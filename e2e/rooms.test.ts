// "Choose your room" offers what can be booked (issue 41 item 8), on a phone (375 px) in English
// and French. A package with two dates, the later one with its own prices (a quad room the
// package does not sell, a lower triple) and a single supplement:
// - the package page's dates each show their price and fit the phone;
// - its room cards show the "from" prices across the dates, and a chosen date's own prices,
//   deposit and single supplement (the date chosen by a plain link: no script needed);
// - "Book this date" opens the form with that date fixed: it asks for the room (its prices,
//   deposit and supplement) and no preferred date, and the request is stored with the room.
// Screenshots (375 and 1280 px) go to ROOMS_SHOTS_DIR (default /tmp/rooms-shots).
import { mkdirSync } from 'node:fs';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const SHOTS = process.env['ROOMS_SHOTS_DIR'] ?? '/tmp/rooms-shots';
const SLUG = 'ramadan-last-ten-nights';
const today = todayInTimeZone();
const FIRST = addDays(today, 60);
const SECOND = addDays(today, 120);
let session: BrowserSession;

/** A departure document as the departures store writes it. */
function departureDoc(packageId: string, departureDate: string, over: Record<string, unknown>) {
  const now = new Date();
  return {
    packageId,
    departureDate,
    returnDate: addDays(departureDate, 14),
    flights: {
      airline: 'Saudia',
      flightNumbers: 'SV 72 / SV 71',
      departureAirport: 'Toronto (YYZ)',
      departureTime: '18:45',
      connections: '',
      legs: [],
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
    paymentPlan: null,
    cancellationPolicy: null,
    createdAt: now,
    updatedAt: now,
    ...over,
  };
}

beforeAll(async () => {
  await resetToSeed();
  mkdirSync(SHOTS, { recursive: true });
  const pkg = (await db().collection('packages').where('slug', '==', SLUG).get()).docs[0]!;
  // The package sells triple ($7,450) and double ($8,650) rooms; the seed's deposit is $500.
  await db()
    .collection('departures')
    .doc('rooms-first')
    .set(departureDoc(pkg.id, FIRST, {}));
  await db()
    .collection('departures')
    .doc('rooms-second')
    .set(
      departureDoc(pkg.id, SECOND, {
        prices: { quad: 3899, triple: 6990, double: null, singleSupplement: 1250 },
      }),
    );
  session = await openBrowser({ viewport: { width: 375, height: 812 } });
}, 120_000);
afterAll(async () => {
  await session?.close();
});

const TEXTS = {
  en: {
    prefix: '',
    dates: 'Dates and availability',
    rooms: 'Choose Your Room',
    book: 'Book this date',
    form: 'Booking request form',
    room: 'Room type',
    date: 'Preferred travel date',
    fullName: 'Full name (as on passport)',
    email: 'Email',
    phone: 'Phone',
    consent: /I agree/,
    send: 'Submit Booking Request',
    quad: '$3,899',
    triple: '$6,990',
    packageTriple: '$7,450',
    double: '$8,650',
    deposit: '$500',
    supplement: '$1,250',
  },
  fr: {
    prefix: '/fr',
    dates: 'Dates et disponibilités',
    rooms: 'Choisissez votre chambre',
    book: 'Réserver cette date',
    form: 'Formulaire de demande de réservation',
    room: 'Type de chambre',
    date: 'Date de voyage souhaitée',
    fullName: 'Nom complet (comme sur le passeport)',
    email: 'Courriel',
    phone: 'Téléphone',
    consent: /J’accepte/,
    send: 'Envoyer ma demande',
    quad: '3 899 $',
    triple: '6 990 $',
    packageTriple: '7 450 $',
    double: '8 650 $',
    deposit: '500 $',
    supplement: '1 250 $',
  },
} as const;

/** Scrolls `selector` to just under the sticky top bar, for a screenshot of the viewport. */
async function scrollUnderTopBar(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      window.scrollTo({
        top: element.getBoundingClientRect().top + window.scrollY - 84,
        behavior: 'instant',
      });
    });
  await page.waitForTimeout(300);
}

/** Nothing wider than the window, and no element of `selector` sticking out of it. */
function overflowing(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const width = window.innerWidth;
    const out = Array.from(document.querySelectorAll(`${selector} *`)).filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.left < 0 || box.right > width + 0.5);
    });
    return {
      page: document.documentElement.scrollWidth > width,
      elements: out.map((el) => el.outerHTML.slice(0, 80)),
    };
  }, selector);
}

/** Normal spaces for the comparisons (French amounts use narrow no-break spaces). */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function wakes(page: Page) {
  await expect
    .poll(() => page.locator('[data-island="booking-form"]').getAttribute('data-hydrated'), {
      timeout: 20_000,
    })
    .toBe('');
}

describe.each(['en', 'fr'] as const)('choose your room (%s, 375 px)', (lang) => {
  const text = TEXTS[lang];

  it('the dates show their price and fit the phone', async () => {
    const page = await session.context.newPage();
    await page.goto(`${text.prefix}/packages/${SLUG}`);
    await scrollUnderTopBar(page, '#dates');
    await page.screenshot({ path: `${SHOTS}/rooms-dates-375-${lang}.png` });
    const items = page.locator('#dates .pkg-dates__item');
    expect(await items.count()).toBe(2);
    expect(plain(await items.nth(0).textContent())).toContain(text.packageTriple);
    expect(plain(await items.nth(1).textContent())).toContain(text.quad);
    expect(await overflowing(page, '#dates')).toEqual({ page: false, elements: [] });
    // Each date's price sits on its own line, beside nothing it could collide with.
    const price = await items.nth(1).locator('.pkg-dates__price').boundingBox();
    const book = await items.nth(1).getByRole('link', { name: text.book }).boundingBox();
    expect(price && book && price.y + price.height <= book.y).toBe(true);
    await page.close();
  });

  it('the room cards: "from" prices over the dates, then a chosen date’s own', async () => {
    const page = await session.context.newPage();
    await page.goto(`${text.prefix}/packages/${SLUG}`);
    await scrollUnderTopBar(page, '#rooms');
    await page.screenshot({ path: `${SHOTS}/rooms-cards-all-375-${lang}.png` });
    const rooms = page.locator('section', { has: page.getByRole('heading', { name: text.rooms }) });
    const cards = rooms.locator('.pkg-price');
    // The quad room one date sells is offered, from its price; the triple from the lower one.
    expect(await cards.count()).toBe(3);
    expect(plain(await cards.nth(0).textContent())).toContain(text.quad);
    expect(plain(await cards.nth(1).textContent())).toContain(text.triple);
    expect(plain(await cards.nth(2).textContent())).toContain(text.double);

    // The later date chosen (a plain link): its prices, deposit and single supplement.
    await rooms.locator('.pkg-rooms__dates a').nth(2).click();
    await page.waitForURL(/departure=rooms-second/);
    await scrollUnderTopBar(page, '#rooms');
    await page.screenshot({ path: `${SHOTS}/rooms-cards-date-375-${lang}.png` });
    const chosen = plain(await rooms.textContent());
    for (const amount of [text.quad, text.triple, text.double, text.deposit, text.supplement]) {
      expect(chosen).toContain(amount);
    }
    expect(await rooms.locator('[aria-current="true"]').count()).toBe(1);
    expect(await rooms.getByRole('link', { name: /./ }).last().getAttribute('href')).toContain(
      'departure=rooms-second',
    );
    expect(await overflowing(page, '#rooms')).toEqual({ page: false, elements: [] });

    // The first date: the package's prices, no quad room, no single supplement.
    await page.goto(`${text.prefix}/packages/${SLUG}?departure=rooms-first`);
    const first = plain(await rooms.textContent());
    expect(await cards.count()).toBe(2);
    expect(first).toContain(text.packageTriple);
    expect(first).not.toContain(text.supplement);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${text.prefix}/packages/${SLUG}?departure=rooms-second`);
    await scrollUnderTopBar(page, '#rooms');
    await page.screenshot({ path: `${SHOTS}/rooms-cards-date-1280-${lang}.png` });
    await scrollUnderTopBar(page, '#dates');
    await page.screenshot({ path: `${SHOTS}/rooms-dates-1280-${lang}.png` });
    await page.close();
  });

  it('"Book this date" asks for the room, not a preferred date, and sends it', async () => {
    const page = await session.context.newPage();
    await page.goto(`${text.prefix}/packages/${SLUG}`);
    await page
      .locator('#dates .pkg-dates__item')
      .nth(1)
      .getByRole('link', { name: text.book })
      .click();
    await wakes(page);
    const form = page.getByRole('form', { name: text.form });
    await scrollUnderTopBar(page, '#booking-packageId');
    await page.screenshot({ path: `${SHOTS}/rooms-booking-375-${lang}.png`, fullPage: false });
    expect(await form.getByLabel(text.date).count()).toBe(0);
    const room = form.getByRole('group', { name: text.room });
    expect(await room.count()).toBe(1);
    const offered = plain(await room.textContent());
    for (const amount of [text.quad, text.triple, text.double, text.deposit]) {
      expect(offered).toContain(amount);
    }
    expect(plain(await form.textContent())).toContain(text.supplement);
    expect(await overflowing(page, '.room-choice')).toEqual({ page: false, elements: [] });

    const email = `rooms.${lang}@example.com`;
    await form.getByLabel(text.fullName).fill('Yusuf Tremblay');
    await form.getByRole('textbox', { name: text.email, exact: true }).fill(email);
    await form.getByRole('textbox', { name: text.phone, exact: true }).fill('+1 514 555 0123');
    await room.getByRole('radio').nth(1).check();
    await form.getByRole('checkbox', { name: text.consent }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: text.send }).click();
    await page.locator('.toast--success').waitFor({ timeout: 20_000 });
    const stored = (await db().collection('bookings').where('email', '==', email).get()).docs;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.get('departureId')).toBe('rooms-second');
    expect(stored[0]!.get('preferredDate')).toBe(SECOND);
    expect(stored[0]!.get('roomType')).toBe('triple');
    expect(session.errors).toEqual([]);
    await page.close();
  });

  it('screenshots the form with a date at 1280 px', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${text.prefix}/booking?package=${SLUG}&departure=rooms-second`);
    await wakes(page);
    await scrollUnderTopBar(page, '#booking-form-heading');
    await page.screenshot({ path: `${SHOTS}/rooms-booking-1280-${lang}.png` });
    await page.close();
  });
});
