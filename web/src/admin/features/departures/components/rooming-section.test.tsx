import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  RoomListRoom,
  RoomingStayView,
  RoomingTravellerView,
  RoomingView,
} from '@umrah/domain/model/room-list';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDepartureDetail } from '../../../testing/departure-data';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { findDialog } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const traveller = (
  id: string,
  name: string,
  sex: 'M' | 'F',
  bookingId: string,
): RoomingTravellerView => ({
  id,
  bookingId,
  bookingReference: `UMR-${bookingId.toUpperCase()}`,
  name,
  sex,
  familyId: null,
});

const travellers = [
  traveller('t1', 'KHAN, Amina', 'F', 'b1'),
  traveller('t2', 'KHAN, Sara', 'F', 'b1'),
  traveller('t3', 'IDRIS, Chaima', 'F', 'b2'),
  traveller('t4', 'AZIZ, Bilal', 'M', 'b3'),
  traveller('t5', 'HASSAN, Yusuf', 'M', 'b4'),
];

const room = (id: string, over: Partial<RoomListRoom>): RoomListRoom => ({
  id,
  type: 'double',
  number: null,
  travellerIds: [],
  changedAfterLock: false,
  ...over,
});

const ROOMS = [
  room('r1', { type: 'triple', number: '412', travellerIds: ['t1', 't2', 't3'] }),
  room('r2', { type: 'double', travellerIds: ['t4'] }),
];

function makkah(
  rooms: RoomListRoom[] | null = ROOMS,
  lock: { lockedAt: string; lockedBy: string } | null = null,
): RoomingStayView {
  const roomed = new Set(rooms?.flatMap((r) => r.travellerIds));
  return {
    key: 'makkah',
    city: 'Makkah',
    hotel: 'Hilton Suites',
    checkIn: '2027-03-06',
    checkOut: '2027-03-11',
    list: rooms && {
      departureId: 'd1',
      stayKey: 'makkah',
      rooms,
      lockedAt: lock?.lockedAt ?? null,
      lockedBy: lock?.lockedBy ?? null,
      updatedAt: '2026-11-25T10:00:00.000Z',
    },
    travellers,
    unplaced: roomed.has('t5')
      ? []
      : [
          {
            travellerIds: ['t5'],
            reason: { code: 'left_for_room', params: { sex: 'M', count: 1, roomType: 'triple' } },
          },
        ],
    warnings: ['Room 2 has a bed free.'],
  };
}

const madinah: RoomingStayView = {
  key: 'madinah',
  city: 'Madinah',
  hotel: 'Pullman Zamzam',
  checkIn: '2027-03-11',
  checkOut: '2027-03-15',
  list: null,
  travellers,
  unplaced: [],
  warnings: [],
};

const view = (stay: RoomingStayView): RoomingView => ({
  departureId: 'd1',
  stays: [stay, madinah],
});

const STAY = '/api/admin/departures/d1/rooming/makkah';
const YUSUF_IN_ROOM_2 = [ROOMS[0]!, room('r2', { type: 'double', travellerIds: ['t4', 't5'] })];

function setup(stay: RoomingStayView = makkah(), routes: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/departures/d1': { body: aDepartureDetail({ bookings: [], waitingList: [] }) },
    'GET /api/admin/departures/d1/rooming': { body: view(stay) },
    ...routes,
  });
  return { api, ...renderAdmin('/admin/departures/d1') };
}

const rooming = () => screen.findByRole('region', { name: 'Rooming' });
const roomRegion = (name: string) => screen.getByRole('region', { name });

describe('the departure’s rooming', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows a tab per stay, the rooms with their travellers, the unplaced with the reason, the warnings and the exports', async () => {
    const { user } = setup();
    const section = await rooming();
    const tabs = await within(section).findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Makkah', 'Madinah']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(section).getByText('Hilton Suites, Makkah')).toBeVisible();

    const first = roomRegion('Room 1 (no. 412)');
    expect(within(first).getByText('Triple, full')).toBeVisible();
    expect(
      within(within(first).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.ariaLabel),
    ).toEqual(['KHAN, Amina', 'KHAN, Sara', 'IDRIS, Chaima']);
    expect(
      within(first).getByRole('textbox', { name: 'Hotel room number of Room 1 (no. 412)' }),
    ).toHaveValue('412');
    expect(within(first).getByRole('button', { name: 'Remove Room 1 (no. 412)' })).toBeDisabled();
    const second = roomRegion('Room 2');
    expect(within(second).getByText('Double, 1 bed free')).toBeVisible();
    expect(within(second).getByRole('listitem', { name: 'AZIZ, Bilal' })).toBeVisible();

    const unplaced = roomRegion('Unplaced (1)');
    expect(within(unplaced).getByText('1 man left for a triple')).toBeVisible();
    expect(within(unplaced).getByRole('listitem', { name: 'HASSAN, Yusuf' })).toHaveTextContent(
      'Man · booking UMR-B4',
    );
    // A reference never breaks at its hyphen in a narrow room card.
    expect(within(unplaced).getByText('booking UMR-B4')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(section).getByRole('list', { name: 'Warnings' })).toHaveTextContent(
      'Room 2 has a bed free.',
    );

    const pdf = within(section).getByRole('link', { name: 'Rooming list (PDF)' });
    expect(pdf).toHaveAttribute('href', `${STAY}/rooming-list.pdf`);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(within(section).getByRole('link', { name: 'Rooming list (CSV)' })).toHaveAttribute(
      'href',
      `${STAY}/rooming-list.csv`,
    );

    await user.click(tabs[1]!);
    expect(await within(section).findByText('Pullman Zamzam, Madinah')).toBeVisible();
    expect(within(section).getByText(/No rooms yet: press Suggest/)).toBeVisible();
    expect(within(section).getByRole('region', { name: 'Unplaced (5)' })).toBeVisible();
  });

  it('moves a traveller with the “Move to…” menu: only rooms with a free bed, the moves endpoint, the result announced', async () => {
    const { api, user } = setup(makkah(), {
      [`POST ${STAY}/moves`]: { body: makkah(YUSUF_IN_ROOM_2) },
    });
    await rooming();
    await user.click(await screen.findByRole('button', { name: 'Move HASSAN, Yusuf to room…' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Room 2: Double, 1 bed free']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Room 2: Double, 1 bed free' }));

    expect(
      await within(roomRegion('Room 2')).findByRole('listitem', { name: 'HASSAN, Yusuf' }),
    ).toBeVisible();
    expect(api.to('POST', `${STAY}/moves`).map((r) => r.body)).toEqual([
      { travellerId: 't5', toRoomId: 'r2' },
    ]);
    const said = await screen.findByText('HASSAN, Yusuf moved to Room 2.');
    expect(said).toHaveAttribute('aria-live', 'polite');
    expect(roomRegion('Unplaced (0)')).toHaveTextContent('Everyone has a room.');

    // A roomed traveller can go back to the unplaced.
    await user.click(screen.getByRole('button', { name: 'Move AZIZ, Bilal to room…' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Unplaced (no room)']);
  });

  it('moves a traveller by drag and drop onto a room with a free bed', async () => {
    const { api } = setup(makkah(), {
      [`POST ${STAY}/moves`]: { body: makkah(YUSUF_IN_ROOM_2) },
    });
    await rooming();
    const unplaced = await screen.findByRole('region', { name: 'Unplaced (1)' });
    const yusuf = within(unplaced).getByRole('listitem', {
      name: 'HASSAN, Yusuf',
    });
    expect(yusuf).toHaveAttribute('draggable', 'true');
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(yusuf, { dataTransfer });
    // A full room takes no drop: the browser's default (refusing it) stands.
    expect(fireEvent.dragOver(roomRegion('Room 1 (no. 412)'), { dataTransfer })).toBe(true);
    expect(fireEvent.dragOver(roomRegion('Room 2'), { dataTransfer })).toBe(false);
    fireEvent.drop(roomRegion('Room 2'), { dataTransfer });
    fireEvent.dragEnd(yusuf, { dataTransfer });

    expect(
      await within(roomRegion('Room 2')).findByRole('listitem', { name: 'HASSAN, Yusuf' }),
    ).toBeVisible();
    expect(api.to('POST', `${STAY}/moves`).map((r) => r.body)).toEqual([
      { travellerId: 't5', toRoomId: 'r2' },
    ]);
    expect(screen.getByText('HASSAN, Yusuf moved to Room 2.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('is keyboard operable: the menu button is reached by Tab, Enter opens it, Enter moves', async () => {
    const { api, user } = setup(makkah(), {
      [`POST ${STAY}/moves`]: { body: makkah(YUSUF_IN_ROOM_2) },
    });
    await rooming();
    const button = await screen.findByRole('button', { name: 'Move HASSAN, Yusuf to room…' });
    for (let i = 0; i < 80 && document.activeElement !== button; i += 1) await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Room 2: Double, 1 bed free' });
    expect(item).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('HASSAN, Yusuf moved to Room 2.')).toBeInTheDocument();
    expect(api.to('POST', `${STAY}/moves`).map((r) => r.body)).toEqual([
      { travellerId: 't5', toRoomId: 'r2' },
    ]);
    // The focus follows the traveller to their new room.
    const moved = within(roomRegion('Room 2')).getByRole('button', {
      name: 'Move HASSAN, Yusuf to room…',
    });
    await vi.waitFor(() => expect(moved).toHaveFocus());
  });

  it('locks the list, marks the rooms changed after the lock and says to resend them, unlocks', async () => {
    const lock = { lockedAt: '2026-11-26T15:00:00.000Z', lockedBy: 'admin' };
    const changed = YUSUF_IN_ROOM_2.map((r) =>
      r.id === 'r2' ? { ...r, changedAfterLock: true } : r,
    );
    const { api, user } = setup(makkah(), {
      [`POST ${STAY}/lock`]: { body: makkah(ROOMS, lock) },
      [`POST ${STAY}/moves`]: { body: makkah(changed, lock) },
      [`POST ${STAY}/unlock`]: { body: makkah(YUSUF_IN_ROOM_2) },
    });
    const section = await rooming();
    await user.click(await within(section).findByRole('button', { name: 'Lock list' }));
    expect(await within(section).findByRole('button', { name: 'Unlock list' })).toBeVisible();
    expect(api.to('POST', `${STAY}/lock`)).toHaveLength(1);
    expect(within(section).getByText(/Changes from now on are marked/)).toBeVisible();
    expect(within(section).queryByText('Changed after lock')).toBeNull();
    // A locked list is what the hotel holds: Suggest would replace it, so it is off.
    expect(within(section).getByRole('button', { name: 'Suggest' })).toBeDisabled();
    expect(within(section).getByText(/unlock it to replace its rooms/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Move HASSAN, Yusuf to room…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Room 2: Double, 1 bed free' }));
    expect(await within(roomRegion('Room 2')).findByText('Changed after lock')).toBeVisible();
    expect(within(roomRegion('Room 1 (no. 412)')).queryByText('Changed after lock')).toBeNull();
    expect(
      within(section).getByText(
        /1 room changed after the lock: resend the rooming list to the hotel/,
      ),
    ).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Unlock list' }));
    expect(await within(section).findByRole('button', { name: 'Lock list' })).toBeVisible();
    expect(api.to('POST', `${STAY}/unlock`)).toHaveLength(1);
    expect(screen.getByText('Rooming list unlocked.')).toHaveAttribute('aria-live', 'polite');
    expect(within(section).getByRole('button', { name: 'Suggest' })).toBeEnabled();
  });

  it('asks before Suggest replaces a list, adds a room of a chosen type, removes an empty one, numbers a room', async () => {
    const { api, user } = setup(makkah(), {
      [`POST ${STAY}/suggest`]: { body: makkah() },
      [`POST ${STAY}/rooms`]: { body: makkah([...ROOMS, room('r3', { type: 'single' })]) },
      [`DELETE ${STAY}/rooms/r3`]: { body: makkah() },
      [`PATCH ${STAY}/rooms/r2`]: {
        body: makkah([ROOMS[0]!, { ...ROOMS[1]!, number: '415' }]),
      },
    });
    const section = await rooming();
    await user.click(await within(section).findByRole('button', { name: 'Suggest' }));
    const dialog = await findDialog('Suggest the rooms again?');
    await user.click(within(dialog).getByRole('button', { name: 'Replace the list' }));
    await vi.waitFor(() => expect(api.to('POST', `${STAY}/suggest`)).toHaveLength(1));

    await user.click(await within(section).findByRole('button', { name: 'Add room' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Single (1 bed)' }));
    const third = await screen.findByRole('region', { name: 'Room 3' });
    expect(api.to('POST', `${STAY}/rooms`).map((r) => r.body)).toEqual([{ type: 'single' }]);
    await user.click(within(third).getByRole('button', { name: 'Remove Room 3' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Room 3' })).toBeNull());
    expect(api.to('DELETE', `${STAY}/rooms/r3`)).toHaveLength(1);

    const number = within(roomRegion('Room 2')).getByRole('textbox', {
      name: 'Hotel room number of Room 2',
    });
    await user.type(number, '415{Enter}');
    expect(await screen.findByRole('region', { name: 'Room 2 (no. 415)' })).toBeVisible();
    expect(api.to('PATCH', `${STAY}/rooms/r2`).map((r) => r.body)).toEqual([{ number: '415' }]);
  });

  it('copies the Makkah rooms to Madinah in one action, asks before replacing rooms, not on a locked list', async () => {
    const MADINAH = '/api/admin/departures/d1/rooming/madinah';
    const copied = (lock: { lockedAt: string; lockedBy: string } | null = null) => ({
      ...makkah(
        ROOMS.map((r) => ({ ...r, number: null })),
        lock,
      ),
      key: 'madinah',
      city: 'Madinah',
      hotel: 'Pullman Zamzam',
    });
    const { api, user } = setup(makkah(), {
      [`POST ${MADINAH}/copy`]: { body: copied() },
      [`POST ${MADINAH}/lock`]: {
        body: copied({ lockedAt: '2026-11-26T15:00:00.000Z', lockedBy: 'admin' }),
      },
    });
    const section = await rooming();
    const madinahTab = await within(section).findByRole('tab', { name: 'Madinah' });
    // Makkah's own tab offers no copy: Madinah has no rooms to give.
    expect(within(section).getByRole('button', { name: 'Suggest' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: /^Copy / })).toBeNull();
    await user.click(madinahTab);
    await user.click(await within(section).findByRole('button', { name: 'Copy Makkah rooms' }));
    expect(await screen.findByRole('region', { name: 'Room 1' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST', `${MADINAH}/copy`).map((r) => r.body)).toEqual([{ fromStay: 'makkah' }]);
    expect(screen.getByText('Rooms copied: 2 rooms.')).toHaveAttribute('aria-live', 'polite');

    // Now Madinah has rooms: copying again replaces them, so it asks first.
    await user.click(within(section).getByRole('button', { name: 'Copy Makkah rooms' }));
    const dialog = await findDialog('Copy the Makkah rooms?');
    expect(dialog).toHaveTextContent('This replaces the 2 rooms of this list');
    await user.click(within(dialog).getByRole('button', { name: 'Replace the list' }));
    await vi.waitFor(() => expect(api.to('POST', `${MADINAH}/copy`)).toHaveLength(2));

    await user.click(await within(section).findByRole('button', { name: 'Lock list' }));
    expect(await within(section).findByRole('button', { name: 'Unlock list' })).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Copy Makkah rooms' })).toBeDisabled();
  });

  it('suggests without asking when there is no list yet, and shows a refused move’s reason', async () => {
    const { api, user } = setup(makkah(null), {
      [`POST ${STAY}/suggest`]: { body: makkah() },
      [`POST ${STAY}/moves`]: {
        status: 409,
        body: { message: 'Room 2 has no free bed.' },
      },
    });
    const section = await rooming();
    await user.click(await within(section).findByRole('button', { name: 'Suggest' }));
    expect(await screen.findByRole('region', { name: 'Room 1 (no. 412)' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST', `${STAY}/suggest`)).toHaveLength(1);
    // Counted in words that agree with the number.
    expect(
      await screen.findByText('Rooms suggested: 2 rooms, 1 traveller unplaced.'),
    ).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Move HASSAN, Yusuf to room…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Room 2: Double, 1 bed free' }));
    // The move's alert, among the page's others (its costs section answers no fake here).
    const alert = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((a) => a.textContent?.includes('Could not move the traveller'));
      if (!found) throw new Error('no alert about the move yet');
      return found;
    });
    expect(alert).toHaveTextContent('Room 2 has no free bed.');
    expect(
      within(roomRegion('Unplaced (1)')).getByRole('listitem', { name: 'HASSAN, Yusuf' }),
    ).toBeVisible();
  });
});
