import { ROOMING_CAPACITY, type RoomingRoomType, type Sex } from '@umrah/domain/model/rooming';
import type { RoomListRoom, RoomingTravellerView } from '@umrah/domain/model/room-list';
import { ROOM_LABELS } from '@umrah/domain/model/rooms';

/** The rooming view's words (the admin area is English-only). */
export const ROOMING_TYPE_LABELS: Record<RoomingRoomType, string> = {
  ...ROOM_LABELS,
  single: 'Single',
};

const SEX_WORDS: Record<Sex, string> = { F: 'Woman', M: 'Man' };

export const freeBeds = (room: RoomListRoom) =>
  ROOMING_CAPACITY[room.type] - room.travellerIds.length;

/** "1 room", "3 rooms". */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Room 2 (no. 412)": rooms are counted in list order; the hotel's number once it is known. */
export function roomName(room: RoomListRoom, index: number): string {
  return room.number ? `Room ${index + 1} (no. ${room.number})` : `Room ${index + 1}`;
}

/** "Quad, 1 bed free" */
export function roomSummary(room: RoomListRoom): string {
  const free = freeBeds(room);
  const beds = free === 1 ? '1 bed free' : free > 0 ? `${free} beds free` : 'full';
  return `${ROOMING_TYPE_LABELS[room.type]}, ${beds}`;
}

/**
 * ["Woman", "booking UMR-1042", "family"]: what staff weigh when they move someone, as parts
 * shown joined by " · " (each kept on one line, so a reference never breaks at its hyphen).
 */
export function travellerFacts(t: RoomingTravellerView): string[] {
  return [
    t.sex ? SEX_WORDS[t.sex] : 'Sex not given',
    `booking ${t.bookingReference}`,
    t.familyId ? 'family' : '',
  ].filter(Boolean);
}

export const travellerName = (t: RoomingTravellerView) => t.name || 'Name not given yet';
