// What staff do to a stay's rooming list: suggest the rooms, move a traveller, add or remove a
// room, note the hotel's room number, lock (sent to the hotel) and unlock. Each edit runs in one
// transaction on the stored list (store/), after dropping travellers who left the departure, and
// answers the stay as the rooming view shows it. The rules are domain/src/model/room-list.ts's.
import { DomainError } from '@umrah/domain/model/errors';
import {
  addRoom,
  copyRooms,
  fromSuggestion,
  lockRoomList,
  moveTraveller,
  removeRoom,
  setRoomNumber,
  suggestionTravellers,
  unlockRoomList,
  withoutDeparted,
  type RoomList,
  type RoomingStayView,
} from '@umrah/domain/model/room-list';
import { suggestRooming, type RoomingRoomType } from '@umrah/domain/model/rooming';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { departureRooming, stayOf, stayView, type DepartureRooming } from './departure-rooming';
import { departureRoomLists, editRoomList } from './store/room-lists-store';

/** Who edits, and the language the answer's warnings are worded in. */
export interface RoomingEditor {
  username: string;
  language: FormLanguage;
}

type Edit = (list: RoomList, now: string, rooming: DepartureRooming) => RoomList;

async function editStay(
  departureId: string,
  stayKey: string,
  editor: RoomingEditor,
  edit: Edit,
  read?: DepartureRooming,
): Promise<RoomingStayView> {
  const rooming = read ?? (await departureRooming(departureId));
  const stay = stayOf(rooming, stayKey);
  const onDeparture = new Set(rooming.travellers.map((t) => t.id));
  // Only who left is dropped before the edit: what changed since the lock is worked out on each
  // read and never stored, so a change undone (a name corrected back) leaves no mark behind.
  const saved = await editRoomList(rooming.departure.id, stay.key, (stored, now) =>
    edit(withoutDeparted(stored, onDeparture), now, rooming),
  );
  return stayView(rooming, stay, saved, editor.language);
}

export function suggestRooms(
  departureId: string,
  stayKey: string,
  editor: RoomingEditor,
): Promise<RoomingStayView> {
  return editStay(departureId, stayKey, editor, (list, now, rooming) =>
    fromSuggestion(
      list,
      suggestRooming(suggestionTravellers(rooming.travellers), rooming.bookings),
      now,
    ),
  );
}

/**
 * Copies another stay's rooms into this stay's list (the Makkah rooms to Madinah): as that list
 * stands now, without who left the departure. Copying a stay onto itself has nothing to copy.
 */
export async function copyStayRooms(
  departureId: string,
  stayKey: string,
  fromStayKey: string,
  editor: RoomingEditor,
): Promise<RoomingStayView> {
  const rooming = await departureRooming(departureId);
  const from = stayOf(rooming, fromStayKey);
  const onDeparture = new Set(rooming.travellers.map((t) => t.id));
  const stored = (await departureRoomLists(rooming.departure.id)).get(from.key);
  const source = from.key !== stayKey && stored ? withoutDeparted(stored, onDeparture) : null;
  return editStay(
    departureId,
    stayKey,
    editor,
    (list, now) => copyRooms(list, source ?? { rooms: [] }, now),
    rooming,
  );
}

export function moveTravellerToRoom(
  departureId: string,
  stayKey: string,
  move: { travellerId: string; toRoomId: string | null },
  editor: RoomingEditor,
): Promise<RoomingStayView> {
  return editStay(departureId, stayKey, editor, (list, now, rooming) => {
    if (!rooming.travellers.some((t) => t.id === move.travellerId)) {
      throw new DomainError('rooming_traveller_not_found');
    }
    return moveTraveller(list, move.travellerId, move.toRoomId, now);
  });
}

export function addEmptyRoom(
  departureId: string,
  stayKey: string,
  type: RoomingRoomType,
  editor: RoomingEditor,
): Promise<RoomingStayView> {
  return editStay(departureId, stayKey, editor, (list, now) => addRoom(list, type, now));
}

export function removeEmptyRoom(
  departureId: string,
  stayKey: string,
  roomId: string,
  editor: RoomingEditor,
): Promise<RoomingStayView> {
  return editStay(departureId, stayKey, editor, (list, now) => removeRoom(list, roomId, now));
}

export function numberRoom(
  departureId: string,
  stayKey: string,
  roomId: string,
  number: string | null,
  editor: RoomingEditor,
): Promise<RoomingStayView> {
  return editStay(departureId, stayKey, editor, (list, now) =>
    setRoomNumber(list, roomId, number, now),
  );
}

export function lockRooms(
  departureId: string,
  stayKey: string,
  editor: RoomingEditor,
): Promise<RoomingStayView> {
  return editStay(departureId, stayKey, editor, (list, now, rooming) =>
    lockRoomList(list, editor.username, now, rooming.travellers),
  );
}

export function unlockRooms(
  departureId: string,
  stayKey: string,
  editor: RoomingEditor,
): Promise<RoomingStayView> {
  return editStay(departureId, stayKey, editor, (list, now) => unlockRoomList(list, now));
}
