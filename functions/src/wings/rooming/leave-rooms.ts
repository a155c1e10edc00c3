// Travellers who leave a departure for good (their person erased) leave its rooming lists in the
// same step, so no list keeps an "[erased]" line: an open list simply loses them, a locked one
// (already sent to the hotel) keeps the room marked changed after lock, as any later move is.
import { roomedIds, withoutDeparted } from '@umrah/domain/model/room-list';
import { departureRoomLists, editRoomList } from './store/room-lists-store';

/** Takes travellers out of every list of the departure; answers the stays touched, and which were locked. */
export async function takeOutOfRooms(
  departureId: string,
  travellerIds: readonly string[],
): Promise<{ stayKey: string; locked: boolean }[]> {
  const leaving = new Set(travellerIds);
  const touched: { stayKey: string; locked: boolean }[] = [];
  for (const [stayKey, stored] of await departureRoomLists(departureId)) {
    if (![...roomedIds(stored)].some((id) => leaving.has(id))) continue;
    const saved = await editRoomList(departureId, stayKey, (list) => {
      const staying = new Set([...roomedIds(list)].filter((id) => !leaving.has(id)));
      return withoutDeparted(list, staying);
    });
    touched.push({ stayKey, locked: saved.lockedAt !== null });
  }
  return touched;
}
