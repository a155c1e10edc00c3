// Staff room a departure's group and send the hotel and the agent their lists (issue 30): on the
// departure page's Rooming section (a tab per stay), they press Suggest, see the rooms and who is
// left out and why, add a room and move the traveller left out into it by keyboard only (the
// "Move … to room…" menu), lock the list (Suggest goes off, a number set after is marked), copy
// the Makkah rooms to Madinah, then download the rooming list PDF and the manifest
// CSV with their session. Chromium against the emulator stack. The section is kept as screenshots
// at 1280 and 375 px in test-results/ (and in SHOTS_DIR when set) to be looked at.
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { RoomingView } from '@umrah/domain/model/room-list';
import type { RoomType } from '@umrah/domain/model/rooms';
import type { TravellerFields } from '@umrah/domain/model/travellers';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { getBooking } from '../functions/src/wings/bookings/read-bookings';
import { db } from '../functions/src/platform/firebase/firebase';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { pdfText } from '../functions/test-support/pdf-text';
import { writeTraveller } from '../functions/src/wings/travellers/store/travellers-store';
import { partyOf } from '../functions/src/wings/travellers/trip-readiness';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

let staff: BrowserSession;
const departureDate = addDays(todayInTimeZone(), 110);
const returnDate = addDays(departureDate, 14);
const departureId = 'e2eRoomingDeparture';
const PACKAGE_SLUG = 'december-holiday-umrah';

type Person = Pick<TravellerFields, 'givenNames' | 'surname' | 'sex'> & Partial<TravellerFields>;

/** Passport facts, so the manifest has something in every column. */
const passport = (passportNumber: string, dateOfBirth: string): Partial<TravellerFields> => ({
  dateOfBirth,
  nationality: 'CAN',
  passportNumber,
  passportIssuingCountry: 'CAN',
  passportIssueDate: '2023-04-18',
  passportExpiryDate: '2033-04-18',
  visaStatus: 'issued',
  visaNumber: `60${passportNumber.slice(-8)}`,
});

/** A group that rooms the way real ones do, and one woman the suggestion cannot place. */
const BOOKINGS: { id: string; roomType: RoomType; people: Person[] }[] = [
  {
    id: 'e2eRoomingFamily',
    roomType: 'triple',
    people: [
      {
        ...passport('HP3318264', '1979-09-23'),
        givenNames: 'Ibrahim',
        surname: 'Rahman',
        sex: 'M',
      },
      {
        ...passport('HP3318265', '1982-01-30'),
        givenNames: 'Maryam',
        surname: 'Rahman',
        sex: 'F',
        relation: { kind: 'spouse', to: 1 },
      },
      {
        ...passport('HP7702519', '2008-05-11'),
        givenNames: 'Yahya',
        surname: 'Rahman',
        sex: 'M',
        relation: { kind: 'child', to: 1 },
      },
    ],
  },
  {
    id: 'e2eRoomingWomen',
    roomType: 'double',
    people: [
      { ...passport('GB2207741', '1968-02-11'), givenNames: 'Nadia', surname: 'Benali', sex: 'F' },
      {
        ...passport('GB2207742', '1971-06-30'),
        givenNames: 'Samira',
        surname: 'Idrissi',
        sex: 'F',
      },
    ],
  },
  {
    id: 'e2eRoomingMenA',
    roomType: 'quad',
    people: [
      { ...passport('HM8821034', '1990-04-27'), givenNames: 'Omar', surname: 'Hassan', sex: 'M' },
      {
        ...passport('HM8821035', '1992-09-13'),
        givenNames: 'Khalid',
        surname: 'Mansour',
        sex: 'M',
      },
    ],
  },
  {
    id: 'e2eRoomingMenB',
    roomType: 'quad',
    people: [
      {
        ...passport('GC6613390', '1987-01-08'),
        givenNames: 'Mamadou',
        surname: 'Diallo',
        sex: 'M',
      },
      { ...passport('GC6613391', '1989-03-19'), givenNames: 'Ousmane', surname: 'Bah', sex: 'M' },
    ],
  },
  {
    id: 'e2eRoomingAlone',
    roomType: 'triple',
    people: [
      { ...passport('HN0094521', '1959-11-16'), givenNames: 'Zainab', surname: 'Karim', sex: 'F' },
    ],
  },
];

/** Names as on the passport, as the lists print them. */
const NAMES = BOOKINGS.flatMap((b) => b.people).map(
  (p) => `${p.surname.toUpperCase()}, ${p.givenNames}`,
);
const ZAINAB = 'KARIM, Zainab';
const FRENCH_BOOKING = 'e2eRoomingMenB';

beforeAll(async () => {
  await resetToSeed();
  const pkg = (await db().collection('packages').where('slug', '==', PACKAGE_SLUG).get()).docs[0];
  if (!pkg) throw new Error(`The seed has no package ${PACKAGE_SLUG}`);
  const now = new Date();
  await db()
    .collection('departures')
    .doc(departureId)
    .set({
      packageId: pkg.id,
      departureDate,
      returnDate,
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
      status: 'guaranteed',
      notes: '',
      fr: { notes: '', connections: '' },
      bookedSeats: 0,
      manualHolds: [],
      createdAt: now,
      updatedAt: now,
    });
  // Confirmed as staff do (seats taken on the departure), then each traveller written.
  for (const [i, b] of BOOKINGS.entries()) {
    const lead = b.people[0];
    await db()
      .collection('bookings')
      .doc(b.id)
      .set(
        aStoredBooking(departureDate, {
          fullName: `${lead?.givenNames} ${lead?.surname}`,
          email: `${b.id.toLowerCase()}@example.com`,
          packageId: pkg.id,
          packageTitle: String(pkg.get('title') ?? ''),
          packageSlug: PACKAGE_SLUG,
          roomType: b.roomType,
          departureId,
          numberOfTravelers: b.people.length,
          seatsHeld: 0,
          receivedAt: new Date(now.getTime() - (BOOKINGS.length - i) * 60_000),
          // One French booking: the message to the group reaches it in French.
          language: b.id === FRENCH_BOOKING ? 'fr' : 'en',
        }),
      );
    await confirmBooking(
      b.id,
      confirmBookingSchema.validateSync({
        roomType: b.roomType,
        numberOfTravelers: b.people.length,
        total: String(4000 * b.people.length),
        departureId,
        sendEmail: false,
      }),
    );
    const party = partyOf(await getBooking(b.id));
    for (const [n, person] of b.people.entries()) {
      await writeTraveller(party, n + 1, (t) => ({ ...t, ...person }));
    }
  }
  staff = await openBrowser();
}, 120_000);
afterAll(async () => {
  await staff?.close();
});

/**
 * The element as it lies on the whole page: a full-page shot clipped to it, so the app bar (fixed
 * at the top of the window) does not cover its heading as it would in an element shot.
 */
async function shootElement(element: Locator, name: string, also?: string) {
  const page = element.page();
  const clip = await element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      x: box.x + window.scrollX,
      y: box.y + window.scrollY,
      width: box.width,
      height: box.height,
    };
  });
  const dirs = ['test-results', process.env['SHOTS_DIR']].filter((d): d is string => !!d);
  const paths = dirs.map((dir) => join(dir, `${name}.png`));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  // The notes keep a copy to look at (outside the repository), when they are there.
  if (also && existsSync(dirname(also))) paths.push(also);
  for (const path of paths) await page.screenshot({ path, fullPage: true, clip });
}

/** The page does not scroll sideways: nothing is wider than the window. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

/** The accessible name of the focused element (its aria-label, else its text). */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
  });
}

/** Tab (forward) until the element named `name` has the focus; fails after `max` presses. */
async function tabTo(page: Page, name: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`"${name}" never took the focus by Tab (last: "${await focusedName(page)}")`);
}

/** In an open menu: ArrowDown until the focused item's text matches, then Enter. */
async function chooseByArrows(page: Page, item: RegExp, max = 10): Promise<void> {
  for (let i = 0; i < max; i++) {
    const focused = await page.evaluate(() => ({
      role: document.activeElement?.getAttribute('role') ?? '',
      text: (document.activeElement?.textContent ?? '').trim(),
    }));
    if (focused.role === 'menuitem' && item.test(focused.text)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No menu item matching ${item} took the focus by ArrowDown`);
}

const rooming = (page: Page) => page.getByRole('region', { name: 'Rooming' });
const apiView = async (page: Page): Promise<RoomingView> => {
  const res = await page.request.get(`/api/admin/departures/${departureId}/rooming`);
  expect(res.status()).toBe(200);
  return (await res.json()) as RoomingView;
};

describe('rooming a departure, from Suggest to the hotel’s list', () => {
  it('staff suggest rooms for Makkah and see who is left out, and why', async () => {
    const { page } = staff;
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    // The sign-in page's session check answers 401 before signing in: not an error of these screens.
    staff.errors.length = 0;

    await page.goto(`/admin/departures/${departureId}`);
    const section = rooming(page);
    const tabs = section.getByRole('tablist', { name: 'Hotel stays' });
    await tabs.waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Makkah', 'Madinah']);
    expect(await tabs.getByRole('tab', { name: 'Makkah' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const panel = section.getByRole('tabpanel', { name: 'Makkah' });
    await panel.getByText('No rooms yet: press Suggest').waitFor();

    await panel.getByRole('button', { name: 'Suggest' }).click();
    await panel.getByRole('region', { name: 'Room 1' }).waitFor({ timeout: 15_000 });
    // The family in a triple, the women in a double, the two pairs of men in one quad.
    expect(await panel.getByRole('region', { name: /^Room \d+$/ }).count()).toBe(3);
    const roomed = panel.getByRole('list', { name: /^Travellers in Room/ });
    const roomedNames = (await roomed
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label') ?? ''))) as string[];
    expect(roomedNames.sort()).toEqual(NAMES.filter((n) => n !== ZAINAB).sort());
    const left = panel.getByRole('list', { name: 'Unplaced: 1 woman left for a triple' });
    await left.getByRole('listitem', { name: ZAINAB }).waitFor();
    await panel.getByRole('heading', { name: 'Unplaced (1)' }).waitFor();
    await panel.getByText('1 woman left for a triple', { exact: true }).waitFor();
    await page
      .getByText('Rooms suggested: 3 rooms, 1 traveller unplaced.')
      .waitFor({ state: 'attached' });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('staff add a triple and move the woman left out into it, by keyboard only', async () => {
    const { page } = staff;
    const panel = rooming(page).getByRole('tabpanel', { name: 'Makkah' });
    // From the Suggest button, the keyboard alone: Tab, Enter, arrows.
    await panel.getByRole('button', { name: 'Suggest' }).focus();
    await tabTo(page, 'Add room');
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await chooseByArrows(page, /^Triple \(3 beds\)$/);
    const fourth = panel.getByRole('region', { name: 'Room 4' });
    await fourth.getByText('Triple, 3 beds free').waitFor({ timeout: 15_000 });

    const moveButton = `Move ${ZAINAB} to room…`;
    await panel.getByRole('button', { name: 'Add room' }).focus();
    await tabTo(page, moveButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // Only the rooms she fits in are offered.
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Room 4: Triple, 3 beds free',
    ]);
    await chooseByArrows(page, /^Room 4: Triple/);

    // In the UI: she is in Room 4, nobody is left out, and the focus followed her.
    await fourth.getByRole('listitem', { name: ZAINAB }).waitFor({ timeout: 15_000 });
    await fourth.getByText('Triple, 2 beds free').waitFor();
    await panel.getByRole('heading', { name: 'Unplaced (0)' }).waitFor();
    await panel.getByText('Everyone has a room.').waitFor();
    await page.getByText(`${ZAINAB} moved to Room 4.`).waitFor({ state: 'attached' });
    await expect.poll(() => focusedName(page)).toBe(moveButton);

    // And on the server.
    const makkah = (await apiView(page)).stays.find((s) => s.key === 'makkah');
    const zainab = makkah?.travellers.find((t) => t.name === ZAINAB);
    expect(zainab).toBeDefined();
    expect(makkah?.list?.rooms[3]).toMatchObject({ type: 'triple', travellerIds: [zainab?.id] });
    expect(makkah?.unplaced).toEqual([]);
  });

  it('the section reads at 1280 px and 375 px', async () => {
    const { page } = staff;
    const section = rooming(page);
    // Without the focused button's tooltip over the rooms.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await shootElement(section, 'rooming-1280', '/work/notes/rooming-1280.png');
    await page.setViewportSize({ width: 375, height: 800 });
    // Polled: a tooltip still fading out where the wide window put it overflows for a moment.
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await shootElement(section, 'rooming-375', '/work/notes/rooming-375.png');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('staff lock the list: the lock is shown and stored', async () => {
    const { page } = staff;
    const panel = rooming(page).getByRole('tabpanel', { name: 'Makkah' });
    await panel.getByRole('button', { name: 'Lock list' }).click();
    await panel.getByText(`by ${ADMIN.username}.`, { exact: false }).waitFor({ timeout: 15_000 });
    await panel
      .getByText('Changes from now on are marked, so you know what to resend to the hotel.', {
        exact: false,
      })
      .waitFor();
    await panel.getByRole('button', { name: 'Unlock list' }).waitFor();
    const makkah = (await apiView(page)).stays.find((s) => s.key === 'makkah');
    expect(makkah?.list?.lockedBy).toBe(ADMIN.username);
    expect(makkah?.list?.lockedAt).toEqual(expect.any(String));
    // Madinah's list is its own: not suggested, not locked.
    expect((await apiView(page)).stays.find((s) => s.key === 'madinah')?.list).toBeNull();
  });

  it('on the locked list Suggest is off and a room number set is marked; Madinah copies Makkah’s rooms in one action', async () => {
    const { page } = staff;
    const section = rooming(page);
    const makkahPanel = section.getByRole('tabpanel', { name: 'Makkah' });
    expect(await makkahPanel.getByRole('button', { name: 'Suggest' }).isDisabled()).toBe(true);
    // The hotel's number for Room 1, given after the list was sent: marked, and named.
    await makkahPanel.getByRole('textbox', { name: 'Hotel room number of Room 1' }).fill('1204');
    await page.keyboard.press('Enter');
    const first = makkahPanel.getByRole('region', { name: 'Room 1 (no. 1204)' });
    await first.getByText('Changed after lock').waitFor({ timeout: 15_000 });
    await first.getByText('Room number: (none) → 1204').waitFor();

    await section.getByRole('tab', { name: 'Madinah' }).click();
    const panel = section.getByRole('tabpanel', { name: 'Madinah' });
    await panel.getByRole('button', { name: 'Copy Makkah rooms' }).click();
    await panel.getByRole('region', { name: 'Room 4' }).waitFor({ timeout: 15_000 });
    await panel
      .getByRole('region', { name: 'Room 4' })
      .getByRole('listitem', { name: ZAINAB })
      .waitFor();
    await panel.getByRole('heading', { name: 'Unplaced (0)' }).waitFor();
    await page.getByText('Rooms copied: 4 rooms.').waitFor({ state: 'attached' });
    const view = await apiView(page);
    const [makkah, madinah] = ['makkah', 'madinah'].map((k) => view.stays.find((s) => s.key === k));
    expect(madinah?.list?.rooms.map((r) => r.travellerIds)).toEqual(
      makkah?.list?.rooms.map((r) => r.travellerIds),
    );
    // Another hotel gives its own numbers.
    expect(madinah?.list?.rooms.map((r) => r.number)).toEqual([null, null, null, null]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await section.getByRole('tab', { name: 'Makkah' }).click();
    expect(staff.errors).toEqual([]);
  });

  it('the rooming list PDF for the hotel names every traveller', async () => {
    const { page } = staff;
    const panel = rooming(page).getByRole('tabpanel', { name: 'Makkah' });
    const href = await panel.getByRole('link', { name: 'Rooming list (PDF)' }).getAttribute('href');
    expect(href).toBe(`/api/admin/departures/${departureId}/rooming/makkah/rooming-list.pdf`);
    // The link opens a new tab: its file is fetched with the same session.
    const res = await page.request.get(href ?? '');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const bytes = new Uint8Array(await res.body());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Rooming list');
    expect(text).toContain('10 travellers in 4 rooms');
    for (const name of NAMES) expect(text).toContain(name);
  });

  it('the manifest CSV for the agent has its columns and every traveller', async () => {
    const { page } = staff;
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Manifest (CSV)' }).click();
    const file = await (await download).path();
    const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"No.","Booking","Surname","Given names","Sex","Date of birth","Nationality","Issuing country","Passport no.","Issue date","Expiry date","Visa no.","To check"',
    );
    expect(lines).toHaveLength(NAMES.length + 1);
    // Surname and given names apart, as the passport prints them.
    for (const p of BOOKINGS.flatMap((b) => b.people))
      expect(text).toContain(`"${p.surname.toUpperCase()}","${p.givenNames.toUpperCase()}"`);
    expect(text).toContain(
      '"KARIM","ZAINAB","F","1959-11-16","CAN","CAN","HN0094521","2023-04-18","2033-04-18","60N0094521",""',
    );
    // Sorted by booking reference, each booking's travellers together.
    const references = lines.slice(1).map((l) => l.split('","')[1] ?? '');
    expect(references).toEqual([...references].sort());
    expect(staff.errors).toEqual([]);
  });

  it('both downloads are in the audit log: who, what, which departure', async () => {
    const audit = (await db().collection('auditLog').get()).docs.map((d) => [
      d.get('actorUsername'),
      d.get('action'),
      d.get('target'),
    ]);
    expect(audit).toEqual(
      expect.arrayContaining([
        [ADMIN.username, 'export rooming list pdf', expect.stringContaining(departureId)],
        [ADMIN.username, 'export manifest csv', `departures/${departureId}`],
      ]),
    );
  });

  it('staff message the whole group: previewed in both languages, one mail per booking in its language, kept on each booking', async () => {
    const { page } = staff;
    const texts = {
      en: { subject: 'Meeting point at the airport', body: 'Meet us at Terminal 3, door B.' },
      fr: {
        subject: 'Point de rencontre à l’aéroport',
        body: 'Rendez-vous au terminal 3, porte B.',
      },
    };
    const section = page.getByRole('region', { name: 'Messages to the group' });
    await section.getByRole('button', { name: 'Message the group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message the group' });
    await dialog.getByLabel(/^Subject \(English\)/).fill(texts.en.subject);
    await dialog.getByLabel(/^Message \(English\)/).fill(texts.en.body);
    await dialog.getByLabel(/^Subject \(French\)/).fill(texts.fr.subject);
    await dialog.getByLabel(/^Message \(French\)/).fill(texts.fr.body);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    // Each language's mail as its travellers get it, from the builder that sends.
    await expect
      .poll(async () => (await dialog.getByLabel('French email').textContent()) ?? '')
      .toContain(texts.fr.body);
    expect(await dialog.getByLabel('English email').textContent()).toContain(texts.en.body);
    // Send is in the dialog's bar where Preview was clicked, in view, and holds the keyboard.
    const send = dialog.getByRole('button', { name: `Send to ${BOOKINGS.length} bookings` });
    expect(await send.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await send.isVisible()).toBe(true);
    await shootElement(dialog, 'group-message-previewed');
    await send.click();
    await page.getByText(`Message sent to ${BOOKINGS.length} bookings`).waitFor();

    // One mail per booking, in the booking's language.
    for (const b of BOOKINGS) {
      const to = `${b.id.toLowerCase()}@example.com`;
      const mails = (await db().collection('mail').where('to', '==', to).get()).docs.map(
        (d) => d.get('message') as { subject: string; text: string },
      );
      const expected = b.id === FRENCH_BOOKING ? texts.fr : texts.en;
      expect(mails.map((m) => m.subject)).toContain(expected.subject);
    }
    // Listed on the departure, and in each booking's history.
    await section.getByText(texts.en.subject).first().waitFor();
    const history = await page.request.get(`/api/admin/bookings/${FRENCH_BOOKING}/messages`);
    expect(history.status()).toBe(200);
    const body = (await history.json()) as {
      groupMessages: { texts: { fr: { subject: string } } }[];
    };
    expect(body.groupMessages.map((m) => m.texts.fr.subject)).toEqual([texts.fr.subject]);
    expect(staff.errors).toEqual([]);
  });
});
