// Staff open a departure's rooming: every stay of its package with its list (or none yet), the
// travellers, who is in no room and why, and the warnings.
import type { RoomingView } from '@umrah/domain/model/room-list';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { departureRooming, stayView } from './departure-rooming';
import { departureRoomLists } from './store/room-lists-store';

export async function roomingView(
  departureId: string,
  language: FormLanguage,
): Promise<RoomingView> {
  const rooming = await departureRooming(departureId);
  const lists = await departureRoomLists(rooming.departure.id);
  return {
    departureId: rooming.departure.id,
    stays: rooming.stays.map((stay) =>
      stayView(rooming, stay, lists.get(stay.key) ?? null, language),
    ),
  };
}
