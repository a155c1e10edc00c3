/**
 * The room types of a package's pricing (spec section 2): defined once here, for the pricing
 * cards, the booking form, the booking schema and the inbox. No yup: public pages import it.
 */
export const ROOM_TYPES = ['quad', 'triple', 'double'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** Beds (people) per room for each room type. */
export const ROOM_SIZES: Record<RoomType, number> = { quad: 4, triple: 3, double: 2 };

export const ROOM_LABELS = {
  quad: 'Quad',
  triple: 'Triple',
  double: 'Double',
} as const satisfies Record<RoomType, string>;

export function isRoomType(value: unknown): value is RoomType {
  return (ROOM_TYPES as readonly unknown[]).includes(value);
}
