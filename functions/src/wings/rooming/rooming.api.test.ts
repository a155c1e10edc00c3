// Rooming lists end to end through the emulator stack: a departure's stays with their dates, the
// suggestion stored for a stay, moves refused over capacity, locking and the marks of changes
// after it, rooms added, numbered and removed, the hotel's rooming list as CSV (formulas defused)
// and as a PDF naming every traveller, each export audited, and admin-only access.
import { formatDocumentDate, formatDocumentDateShort } from '@umrah/domain/model/locale-format';
import { addDays, addMonths, todayInTimeZone } from '@umrah/domain/model/dates';
import type { DepartureGlance } from '@umrah/domain/model/departure-glance';
import type { Departure } from '@umrah/domain/model/departures';
import type { RoomingStayView, RoomingView } from '@umrah/domain/model/room-list';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, client, nonAdminCookie } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import { auditEntries, downloadAs } from '../../../test-support/admin-downloads';
import { pdfText } from '../../../test-support/pdf-text';
import { confirmBooking, seedDeparture, storeBooking } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 90);
const returnDate = addDays(departureDate, 14);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings({
    legalName: 'Noor Haramain Travels Inc.',
    registrationAuthority: 'TICO (Ontario)',
    registrationNumber: '50099999',
  });
});

const aDeparture = () =>
  seedDeparture(
    admin,
    { departureDate, returnDate },
    { makkahStay: { hotel: 'Swissotel Makkah', stars: 5, distanceMetres: 100, walkMinutes: 2 } },
  );

interface Person {
  givenNames: string;
  surname: string;
  sex: 'M' | 'F';
  relation?: { kind: string; to: number } | null;
  needs?: string[];
}

const details = (p: Person) => ({
  givenNames: p.givenNames,
  surname: p.surname,
  dateOfBirth: '1985-04-12',
  sex: p.sex,
  nationality: 'CAN',
  passportNumber: 'HK123456',
  passportIssuingCountry: 'CAN',
  passportIssueDate: '2022-01-10',
  passportExpiryDate: addMonths(returnDate, 6),
  vaccinationDate: null,
  vaccineType: null,
  emergencyContact: { name: '', phone: '' },
  notes: '',
  needs: p.needs ?? [],
  relation: p.relation ?? null,
  visaStatus: 'not_started',
  visaNumber: '',
  documents: { passportScan: false, vaccinationCertificate: false, photo: false },
});

/** A confirmed booking of the departure with its travellers named. */
async function aBooking(
  d: Departure,
  roomType: string,
  people: Person[],
  receivedAt: number,
): Promise<string> {
  const id = await storeBooking(departureDate, {
    packageId: d.packageId,
    departureId: d.id,
    seatsHeld: 0,
    numberOfTravelers: people.length,
    fullName: `${people[0]?.givenNames} ${people[0]?.surname}`,
    receivedAt: new Date(receivedAt),
  });
  await confirmBooking(admin, id, {
    roomType,
    numberOfTravelers: people.length,
    total: String(1500 * people.length),
    sendEmail: false,
  });
  for (const [i, p] of people.entries()) {
    const put = await admin.request(
      'PUT',
      `/api/admin/bookings/${id}/travellers/${i + 1}`,
      details(p),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
  }
  return id;
}

/** A couple in a double, two women in a double, one man alone in a double. */
async function aGroup(d: Departure) {
  const couple = await aBooking(
    d,
    'double',
    [
      { givenNames: 'Yusuf', surname: 'Rahman', sex: 'M', relation: { kind: 'spouse', to: 2 } },
      { givenNames: 'Aisha', surname: 'Rahman', sex: 'F' },
    ],
    1000,
  );
  const sisters = await aBooking(
    d,
    'double',
    [
      { givenNames: 'Maryam', surname: 'Khan', sex: 'F' },
      { givenNames: 'Zainab', surname: 'Ali', sex: 'F' },
    ],
    2000,
  );
  // A name starting with '=' (as an older record may hold) must reach a spreadsheet as text.
  await db().collection('travellers').doc(`${sisters}_2`).update({ givenNames: '=1+2' });
  const alone = await aBooking(
    d,
    'double',
    [{ givenNames: 'Omar', surname: 'Farooq', sex: 'M' }],
    3000,
  );
  return { couple, sisters, alone };
}

const base = (d: Departure) => `/api/admin/departures/${d.id}/rooming`;
const stayPath = (d: Departure, stay = 'makkah') => `${base(d)}/${stay}`;
const post = (path: string, body: unknown = {}) =>
  admin.request<RoomingStayView & { code?: string; message?: string }>('POST', path, body);

describe('a departure’s rooming', () => {
  it('lists the package’s stays with their dates and travellers, no list before Suggest', async () => {
    const d = await aDeparture();
    await aGroup(d);
    const res = await admin.request<RoomingView>('GET', base(d));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.stays.map((s) => [s.key, s.city, s.hotel, s.checkIn, s.checkOut])).toEqual([
      [
        'makkah',
        'Makkah',
        'Swissotel Makkah',
        addDays(departureDate, 1),
        addDays(departureDate, 8),
      ],
      [
        'madinah',
        'Madinah',
        'Madinah Hotel',
        addDays(departureDate, 8),
        addDays(departureDate, 13),
      ],
    ]);
    const makkah = res.body.stays[0];
    expect(makkah?.list).toBeNull();
    expect(makkah?.travellers.map((t) => t.name)).toEqual([
      'RAHMAN, Yusuf',
      'RAHMAN, Aisha',
      'KHAN, Maryam',
      'ALI, =1+2',
      'FAROOQ, Omar',
    ]);
    const [yusuf, aisha] = makkah?.travellers ?? [];
    expect(yusuf?.familyId).not.toBeNull();
    expect(yusuf?.familyId).toBe(aisha?.familyId);
    // Nothing is stored until staff act.
    expect((await db().collection('roomLists').get()).size).toBe(0);
  });

  it('suggests rooms, moves, refuses a full room, locks and marks changes after it', async () => {
    const d = await aDeparture();
    await aGroup(d);
    const suggested = await post(`${stayPath(d)}/suggest`);
    expect(suggested.status, JSON.stringify(suggested.body)).toBe(200);
    const list = suggested.body.list;
    const names = (ids: string[]) =>
      ids.map((id) => suggested.body.travellers.find((t) => t.id === id)?.name);
    expect(list?.rooms.map((r) => [r.id, r.type, names(r.travellerIds)])).toEqual([
      ['r1', 'double', ['RAHMAN, Yusuf', 'RAHMAN, Aisha']],
      ['r2', 'double', ['KHAN, Maryam', 'ALI, =1+2']],
    ]);
    const omar = suggested.body.travellers.find((t) => t.name === 'FAROOQ, Omar')?.id ?? '';
    expect(suggested.body.unplaced).toEqual([
      {
        travellerIds: [omar],
        reason: { code: 'left_for_room', params: { sex: 'M', count: 1, roomType: 'double' } },
      },
    ]);

    // A full room refuses; a new room takes him.
    const full = await post(`${stayPath(d)}/moves`, { travellerId: omar, toRoomId: 'r1' });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('room_full');
    const added = await post(`${stayPath(d)}/rooms`, { type: 'single' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.list?.rooms.map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    const moved = await post(`${stayPath(d)}/moves`, { travellerId: omar, toRoomId: 'r3' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.unplaced).toEqual([]);
    expect(moved.body.list?.rooms.some((r) => r.changedAfterLock)).toBe(false);

    const locked = await post(`${stayPath(d)}/lock`);
    expect(locked.status).toBe(200);
    expect(locked.body.list?.lockedBy).toBe(admin.username);
    expect(locked.body.list?.lockedAt).toEqual(expect.any(String));

    // Suggesting again would replace what the hotel has: refused while locked.
    const again = await post(`${stayPath(d)}/suggest`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('rooming_locked');

    // A move after locking is made, and both rooms it touches are marked.
    const out = await post(`${stayPath(d)}/moves`, { travellerId: omar, toRoomId: null });
    expect(out.status).toBe(200);
    expect(out.body.list?.rooms.map((r) => [r.id, r.changedAfterLock])).toEqual([
      ['r1', false],
      ['r2', false],
      ['r3', true],
    ]);
    expect(out.body.warnings).toContain(
      '1 room changed since the list was locked: resend it to the hotel',
    );

    // Numbers from the hotel; the empty room goes; a room with travellers stays.
    const numbered = await admin.request<RoomingStayView>('PATCH', `${stayPath(d)}/rooms/r1`, {
      number: '1204',
    });
    expect(numbered.status).toBe(200);
    expect(numbered.body.list?.rooms[0]?.number).toBe('1204');
    const notEmpty = await admin.request<{ code: string }>('DELETE', `${stayPath(d)}/rooms/r2`);
    expect(notEmpty.status).toBe(409);
    expect(notEmpty.body.code).toBe('room_not_empty');
    const removed = await admin.request<RoomingStayView>('DELETE', `${stayPath(d)}/rooms/r3`);
    expect(removed.status).toBe(200);
    expect(removed.body.list?.rooms.map((r) => r.id)).toEqual(['r1', 'r2']);

    // Locking again means resent: the marks go. Unlocking lets Suggest run again.
    const resent = await post(`${stayPath(d)}/lock`);
    expect(resent.body.list?.rooms.some((r) => r.changedAfterLock)).toBe(false);
    const unlocked = await post(`${stayPath(d)}/unlock`);
    expect(unlocked.body.list?.lockedAt).toBeNull();
    expect((await post(`${stayPath(d)}/suggest`)).status).toBe(200);

    // The other stay's list is its own.
    const view = await admin.request<RoomingView>('GET', base(d));
    expect(view.body.stays.find((s) => s.key === 'madinah')?.list).toBeNull();
  });

  it('marks a locked list changed when a roomed traveller’s name or sex is corrected, naming what changed', async () => {
    const d = await aDeparture();
    const { sisters } = await aGroup(d);
    expect((await post(`${stayPath(d)}/suggest`)).status).toBe(200);
    const locked = await post(`${stayPath(d)}/lock`);
    expect(locked.body.list?.rooms.some((r) => r.changedAfterLock)).toBe(false);

    // Staff correct Maryam's surname and Zainab's sex on their records, not on the list.
    const fix = (n: number, person: Person) =>
      admin.request('PUT', `/api/admin/bookings/${sisters}/travellers/${n}`, details(person));
    expect((await fix(1, { givenNames: 'Maryam', surname: 'Khane', sex: 'F' })).status).toBe(200);
    expect((await fix(2, { givenNames: 'Zainab', surname: 'Ali', sex: 'M' })).status).toBe(200);

    const view = await admin.request<RoomingView>('GET', base(d));
    const stay = view.body.stays.find((s) => s.key === 'makkah');
    expect(stay?.list?.rooms.map((r) => [r.id, r.changedAfterLock])).toEqual([
      ['r1', false],
      ['r2', true],
    ]);
    expect(stay?.list?.rooms[1]?.changes).toEqual([
      {
        travellerId: `${sisters}_1`,
        field: 'name',
        before: 'KHAN, Maryam',
        after: 'KHANE, Maryam',
      },
      { travellerId: `${sisters}_2`, field: 'name', before: 'ALI, =1+2', after: 'ALI, Zainab' },
      { travellerId: `${sisters}_2`, field: 'sex', before: 'F', after: 'M' },
    ]);
    expect(stay?.warnings).toContain(
      '1 room changed since the list was locked: resend it to the hotel',
    );
    const glance = await admin.request<DepartureGlance>(
      'GET',
      `/api/admin/departures/${d.id}/glance`,
    );
    expect(glance.status).toBe(200);
    expect(JSON.stringify(glance.body)).toContain('"rooming_changed"');

    // Resending (locking again) takes the new names as what the hotel has.
    const resent = await post(`${stayPath(d)}/lock`);
    expect(resent.body.list?.rooms.some((r) => r.changedAfterLock || r.changes)).toBe(false);
  });

  it('marks a room number set after the lock, and no room when a move is undone', async () => {
    const d = await aDeparture();
    await aGroup(d);
    expect((await post(`${stayPath(d)}/suggest`)).status).toBe(200);
    const locked = await post(`${stayPath(d)}/lock`);
    const aisha = locked.body.travellers.find((t) => t.name === 'RAHMAN, Aisha')?.id ?? '';
    const away = await post(`${stayPath(d)}/moves`, { travellerId: aisha, toRoomId: null });
    expect(away.body.list?.rooms.map((r) => r.changedAfterLock)).toEqual([true, false]);
    const back = await post(`${stayPath(d)}/moves`, { travellerId: aisha, toRoomId: 'r1' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.list?.rooms.some((r) => r.changedAfterLock || r.changes)).toBe(false);
    expect(back.body.warnings.join(' ')).not.toContain('changed since the list was locked');

    const numbered = await admin.request<RoomingStayView>('PATCH', `${stayPath(d)}/rooms/r2`, {
      number: '1204',
    });
    expect(numbered.status).toBe(200);
    expect(numbered.body.list?.rooms[1]).toMatchObject({
      changedAfterLock: true,
      changes: [{ travellerId: '', field: 'number', before: '', after: '1204' }],
    });
    // Read again, the mark stays; the number cleared again leaves none.
    const view = await admin.request<RoomingView>('GET', base(d));
    expect(view.body.stays[0]?.list?.rooms[1]?.changedAfterLock).toBe(true);
    const cleared = await admin.request<RoomingStayView>('PATCH', `${stayPath(d)}/rooms/r2`, {
      number: null,
    });
    expect(cleared.body.list?.rooms.some((r) => r.changedAfterLock || r.changes)).toBe(false);
  });

  it('copies the Makkah rooms to Madinah in one action, refused on a locked list', async () => {
    const d = await aDeparture();
    await aGroup(d);
    const makkah = await post(`${stayPath(d)}/suggest`);
    expect(makkah.status).toBe(200);
    await admin.request('PATCH', `${stayPath(d)}/rooms/r1`, { number: '1204' });

    const empty = await post(`${stayPath(d, 'madinah')}/copy`, { fromStay: 'madinah' });
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('rooming_nothing_to_copy');
    const unknown = await post(`${stayPath(d, 'madinah')}/copy`, { fromStay: 'istanbul' });
    expect(unknown.status).toBe(404);
    expect((await post(`${stayPath(d, 'madinah')}/copy`, {})).status).toBe(400);

    const copied = await post(`${stayPath(d, 'madinah')}/copy`, { fromStay: 'makkah' });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body.key).toBe('madinah');
    // Same rooms and travellers; no number (another hotel gives its own), no mark.
    expect(copied.body.list?.rooms).toEqual(
      makkah.body.list?.rooms.map((r) => ({ ...r, number: null, changedAfterLock: false })),
    );
    expect(copied.body.unplaced).toEqual(makkah.body.unplaced);
    const view = await admin.request<RoomingView>('GET', base(d));
    expect(view.body.stays.map((s) => s.list?.rooms.length)).toEqual([2, 2]);
    expect(view.body.stays[0]?.list?.rooms[0]?.number).toBe('1204');

    expect((await post(`${stayPath(d, 'madinah')}/lock`)).status).toBe(200);
    const refused = await post(`${stayPath(d, 'madinah')}/copy`, { fromStay: 'makkah' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('rooming_locked');
  });

  it('names what is wrong: unknown stay, room or traveller, bad bodies', async () => {
    const d = await aDeparture();
    await aGroup(d);
    const unknownStay = await post(`${stayPath(d, 'istanbul')}/suggest`);
    expect(unknownStay.status).toBe(404);
    expect(unknownStay.body.code).toBe('rooming_stay_not_found');
    const noRoom = await post(`${stayPath(d)}/moves`, { travellerId: 'x', toRoomId: 'r9' });
    expect(noRoom.status).toBe(404);
    expect(noRoom.body.code).toBe('rooming_traveller_not_found');
    const view = await admin.request<RoomingView>('GET', base(d));
    const someone = view.body.stays[0]?.travellers[0]?.id;
    const noSuchRoom = await post(`${stayPath(d)}/moves`, { travellerId: someone, toRoomId: 'r9' });
    expect(noSuchRoom.status).toBe(404);
    expect(noSuchRoom.body.code).toBe('room_not_found');
    const noTarget = await admin.request<{ errors: Record<string, string> }>(
      'POST',
      `${stayPath(d)}/moves`,
      { travellerId: someone },
    );
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.errors['toRoomId']).toContain('Room is required');
    const badType = await admin.request<{ errors: Record<string, string> }>(
      'POST',
      `${stayPath(d)}/rooms`,
      { type: 'suite' },
    );
    expect(badType.status).toBe(400);
    expect(badType.body.errors['type']).toContain('Room type must be one of');
    expect((await admin.request('GET', '/api/admin/departures/nope/rooming')).status).toBe(404);
    expect((await db().collection('roomLists').get()).size).toBe(0);
  });

  it('drops travellers whose booking was cancelled, marking their room when locked', async () => {
    const d = await aDeparture();
    const { sisters } = await aGroup(d);
    await post(`${stayPath(d)}/suggest`);
    await post(`${stayPath(d)}/lock`);
    expect(
      (await admin.request('PUT', `/api/admin/bookings/${sisters}`, { status: 'cancelled' }))
        .status,
    ).toBe(200);
    const view = await admin.request<RoomingView>('GET', base(d));
    const makkah = view.body.stays[0];
    expect(makkah?.list?.rooms.map((r) => [r.travellerIds.length, r.changedAfterLock])).toEqual([
      [2, false],
      [0, true],
    ]);
    expect(makkah?.warnings).toContain(
      '2 travellers no longer on the departure were taken out of their rooms',
    );
  });
});

describe('a departure at a glance', () => {
  it('counts seats, paid, ready and roomed travellers, and names what blocks it', async () => {
    const d = await aDeparture();
    const { couple } = await aGroup(d);
    const glance = () =>
      admin.request<DepartureGlance>('GET', `/api/admin/departures/${d.id}/glance`);
    const before = await glance();
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.seats).toMatchObject({ capacity: 40, held: 5, left: 35 });
    expect(before.body.paidInFull).toEqual({ bookings: 0, of: 3 });
    expect(before.body.ready).toEqual({ travellers: 0, of: 5 });
    expect(before.body.roomed.map((r) => [r.key, r.travellers, r.of, r.locked])).toEqual([
      ['makkah', 0, 5, false],
      ['madinah', 0, 5, false],
    ]);
    const codes = before.body.problems.map((p) => p.code);
    expect(codes).toEqual([
      'no_flights',
      'not_guaranteed',
      'not_ready',
      'not_roomed',
      'not_roomed',
    ]);
    expect(before.body.problems.find((p) => p.code === 'not_roomed')).toMatchObject({
      params: { city: 'Makkah', count: 5 },
      fix: { to: 'rooming', stay: 'makkah' },
    });

    // Rooms suggested and locked for Makkah, one traveller of the couple removed from the booking's
    // named travellers: the figures follow, and the names still to come are named per booking.
    const suggested = await post(`${stayPath(d)}/suggest`);
    const placed = (suggested.body.list?.rooms ?? []).flatMap((r) => r.travellerIds).length;
    expect(placed).toBeGreaterThan(0);
    await post(`${stayPath(d)}/lock`);
    await db().collection('travellers').doc(`${couple}_2`).delete();
    const after = await glance();
    expect(after.body.roomed[0]).toMatchObject({ key: 'makkah', locked: true });
    expect(after.body.roomed[0]?.travellers).toBe(placed);
    expect(after.body.problems).toContainEqual(
      expect.objectContaining({ code: 'names_missing', fix: { to: 'booking', bookingId: couple } }),
    );
  });

  it('answers 404 for an unknown departure', async () => {
    const res = await admin.request('GET', '/api/admin/departures/nope/glance');
    expect(res.status).toBe(404);
  });
});

describe('the hotel’s rooming list', () => {
  const download = (path: string) => downloadAs(admin, path);
  const auditOf = auditEntries;

  it('exports the rooms as CSV and PDF with names, sexes, needs, beds, flights and dates, each export audited', async () => {
    const d = await aDeparture();
    const { couple } = await aGroup(d);
    // Yusuf uses a wheelchair (staff tick it on his record): his room says so to the hotel.
    const yusuf = await admin.request('PUT', `/api/admin/bookings/${couple}/travellers/1`, {
      ...details({ givenNames: 'Yusuf', surname: 'Rahman', sex: 'M', needs: ['wheelchair'] }),
      relation: { kind: 'spouse', to: 2 },
    });
    expect(yusuf.status, JSON.stringify(yusuf.body)).toBe(200);
    // The group's flights, entered by staff on the departure: the hotel reads the arrival (the
    // last outbound leg) and the departure (the first return leg).
    const legs = [
      {
        direction: 'outbound',
        flightNumber: 'AC 400',
        from: 'YUL',
        to: 'YYZ',
        departsAt: `${departureDate}T15:00`,
        arrivesAt: `${departureDate}T16:15`,
      },
      {
        direction: 'outbound',
        flightNumber: 'SV 72',
        from: 'YYZ',
        to: 'JED',
        departsAt: `${departureDate}T21:40`,
        arrivesAt: `${addDays(departureDate, 1)}T17:10`,
      },
      {
        direction: 'return',
        flightNumber: 'SV 71',
        from: 'JED',
        to: 'YYZ',
        departsAt: `${returnDate}T02:30`,
        arrivesAt: `${returnDate}T08:55`,
      },
    ];
    const edited = await admin.request('PUT', `/api/admin/departures/${d.id}`, {
      departureDate,
      returnDate,
      capacity: d.capacity,
      flights: { ...d.flights, legs },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await post(`${stayPath(d)}/suggest`);
    await post(`${stayPath(d)}/rooms`, { type: 'single' });
    await admin.request('PATCH', `${stayPath(d)}/rooms/r1`, { number: '1204' });
    const checkIn = addDays(departureDate, 1);
    const checkOut = addDays(departureDate, 8);

    const csv = await download(`${stayPath(d)}/rooming-list.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    expect(csv.headers.get('content-disposition')).toContain(`rooming-list-makkah-${checkIn}.csv`);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const arrival = `SV 72 from YYZ, lands at JED ${checkIn} at 17:10`;
    const leaving = `SV 71 to YYZ, leaves JED ${returnDate} at 02:30`;
    const flights = `"${arrival}","${leaving}"`;
    expect(lines).toEqual([
      '"Room","Room no.","Type","Name (as on the passport)","Sex","Special needs","Beds","Check-in","Check-out","Arrival flight","Departure flight"',
      `"1","1204","Double","RAHMAN, Yusuf","M","Wheelchair","2/2","${checkIn}","${checkOut}",${flights}`,
      `"1","1204","Double","RAHMAN, Aisha","F","Wheelchair","2/2","${checkIn}","${checkOut}",${flights}`,
      `"2","","Double","KHAN, Maryam","F","","2/2","${checkIn}","${checkOut}",${flights}`,
      `"2","","Double","ALI, =1+2","F","","2/2","${checkIn}","${checkOut}",${flights}`,
      // An empty room still gets its line (the hotel holds it), flagged as not full.
      `"3","","Single","","","","0/1 not full","${checkIn}","${checkOut}",${flights}`,
    ]);

    // In French when asked; a cell starting with '=' is defused.
    await admin.request('PATCH', `${stayPath(d)}/rooms/r2`, { number: '=HYPERLINK("x")' });
    const fr = await download(`${stayPath(d)}/rooming-list.csv?lang=fr`);
    const frLines = (await fr.text()).trim().split('\r\n');
    expect(frLines[0]).toContain(
      '"Nom (comme sur le passeport)","Sexe","Besoins particuliers","Lits"',
    );
    expect(frLines[1]).toContain('"Fauteuil roulant","2/2"');
    expect(frLines[5]).toContain('"0/1 incomplète"');
    expect(frLines[3]).toContain(`"'=HYPERLINK(""x"")","Double"`);

    const pdf = await download(`${stayPath(d)}/rooming-list.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      'Noor Haramain Travels Inc.',
      'Registration: TICO (Ontario) 50099999',
      'Rooming list',
      'Swissotel Makkah, Makkah',
      `Check-in ${formatDocumentDate(checkIn, 'en-CA')}, check-out ${formatDocumentDate(checkOut, 'en-CA')}`,
      '4 travellers in 3 rooms',
      'Rooms: 2 Double, 1 Single',
      `Arrival: SV 72 from YYZ, lands at JED ${formatDocumentDateShort(checkIn, 'en-CA')} at 17:10`,
      `Departure: SV 71 to YYZ, leaves JED ${formatDocumentDateShort(returnDate, 'en-CA')} at 02:30`,
      'Wheelchair',
      '0/1 not full',
      'RAHMAN, Yusuf',
      'RAHMAN, Aisha',
      'KHAN, Maryam',
      'ALI, =1+2',
      'page 1 of 1',
      'Generated',
    ]) {
      expect(text).toContain(expected);
    }
    const frPdf = await download(`${stayPath(d)}/rooming-list.pdf?lang=fr`);
    const frText = await pdfText(new Uint8Array(await frPdf.arrayBuffer()));
    expect(frText).toContain('Liste des chambres');
    // Dates written out in each language, never ISO.
    expect(frText).toContain(`Arrivée le ${formatDocumentDate(checkIn, 'fr-CA')}`);
    expect(frText).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const target = `departures/${d.id}/rooming/makkah`;
    expect(await auditOf('export rooming list csv')).toEqual([
      [admin.username, target],
      [admin.username, target],
    ]);
    expect(await auditOf('export rooming list pdf')).toEqual([
      [admin.username, target],
      [admin.username, target],
    ]);
  });

  it('prints at most 20 names a page', async () => {
    const d = await aDeparture();
    // Passport names are letters only: Pilgrim AA, Pilgrim AB...
    const nameOf = (n: number) =>
      `Pilgrim ${'ABCD'[Math.floor(n / 26)]}${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n % 26]}`;
    for (let b = 0; b < 9; b++) {
      await aBooking(
        d,
        'quad',
        [0, 1, 2, 3].map((n) => ({ givenNames: nameOf(b * 4 + n), surname: 'Test', sex: 'M' })),
        1000 + b,
      );
    }
    await post(`${stayPath(d)}/suggest`);
    const pdf = await download(`${stayPath(d)}/rooming-list.pdf`);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('36 travellers in 9 rooms');
    expect(text).toContain('page 2 of 2');
    const pages = text.split('page 1 of 2');
    // The first page holds 20 names, the second the other 16.
    const first = pages[0] ?? '';
    const count = (page: string) => (page.match(/TEST, Pilgrim [A-Z]{2}/g) ?? []).length;
    expect(count(first)).toBe(20);
    expect(count(text)).toBe(36);
  });
});

describe('admin only', () => {
  it('refuses every rooming route without an admin session (401) or to a non-admin (403)', async () => {
    const d = await aDeparture();
    const routes: [string, string][] = [
      ['GET', base(d)],
      ['POST', `${stayPath(d)}/suggest`],
      ['POST', `${stayPath(d)}/moves`],
      ['POST', `${stayPath(d, 'madinah')}/copy`],
      ['POST', `${stayPath(d)}/rooms`],
      ['PATCH', `${stayPath(d)}/rooms/r1`],
      ['DELETE', `${stayPath(d)}/rooms/r1`],
      ['POST', `${stayPath(d)}/lock`],
      ['POST', `${stayPath(d)}/unlock`],
      ['GET', `${stayPath(d)}/rooming-list.csv`],
      ['GET', `${stayPath(d)}/rooming-list.pdf`],
    ];
    const signedIn = client(await nonAdminCookie());
    for (const [method, path] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { type: 'double' };
      expect((await client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await signedIn.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await db().collection('roomLists').get()).size).toBe(0);
    expect((await db().collection('auditLog').where('action', '>=', 'export').get()).size).toBe(0);
  });
});
