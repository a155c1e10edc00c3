// The admin request bodies about rooming lists (issue 30): a move, a new room, a room's number.
// Shared by the admin's rooming view and the server; each message names its field.
import * as yup from 'yup';
import { ROOMING_ROOM_TYPES } from '../model/rooming';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** The hotel's room numbers are short ("1204", "B-12"). */
export const ROOM_NUMBER_MAX_LENGTH = 20;

/** POST …/rooming/{stay}/moves: a traveller into a room, or out of every room (null). */
export const moveTravellerSchema = yup.object({
  travellerId: yup
    .string()
    .typeError('Traveller must be text')
    .transform(trimmed)
    .required('Traveller is required')
    .max(200, 'Traveller is not valid'),
  toRoomId: yup
    .string()
    .typeError('Room must be text or null')
    .transform(trimmed)
    .nullable()
    .defined('Room is required (null to take the traveller out of every room)')
    .max(40, 'Room is not valid'),
});
export type MoveTravellerInput = yup.InferType<typeof moveTravellerSchema>;

/** POST …/rooming/{stay}/rooms: an empty room of a type. */
export const addRoomSchema = yup.object({
  type: yup
    .string()
    .typeError('Room type must be text')
    .required('Room type is required')
    .oneOf(ROOMING_ROOM_TYPES, `Room type must be one of ${ROOMING_ROOM_TYPES.join(', ')}`),
});
export type AddRoomInput = yup.InferType<typeof addRoomSchema>;

/** POST …/rooming/{stay}/copy: the rooms of another stay of the departure (its key). */
export const copyRoomsSchema = yup.object({
  fromStay: yup
    .string()
    .typeError('Stay to copy from must be text')
    .transform(trimmed)
    .required('Stay to copy from is required')
    .max(60, 'Stay to copy from is not valid'),
});
export type CopyRoomsInput = yup.InferType<typeof copyRoomsSchema>;

/** PATCH …/rooming/{stay}/rooms/{roomId}: the hotel's number (null or blank clears it). */
export const roomNumberSchema = yup.object({
  number: yup
    .string()
    .typeError('Room number must be text or null')
    .transform(trimmed)
    .nullable()
    .defined('Room number is required (null to clear it)')
    .max(
      ROOM_NUMBER_MAX_LENGTH,
      `Room number must be at most ${ROOM_NUMBER_MAX_LENGTH} characters`,
    ),
});
export type RoomNumberInput = yup.InferType<typeof roomNumberSchema>;
