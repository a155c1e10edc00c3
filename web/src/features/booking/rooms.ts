import type { RoomType } from './api/submit-booking';

const ROOMS: Record<RoomType, { label: string; size: number }> = {
  quad: { label: 'Quad', size: 4 },
  triple: { label: 'Triple', size: 3 },
  double: { label: 'Double', size: 2 },
};

/** The `room` query parameter, when it names a room type. */
export function parseRoom(value: string | null): RoomType | null {
  return value === 'quad' || value === 'triple' || value === 'double' ? value : null;
}

/** 'Quad room (4 people per room)'. */
export function roomDescription(room: RoomType): string {
  const { label, size } = ROOMS[room];
  return `${label} room (${size} people per room)`;
}
