/**
 * A departure's stored rooming list for one stay (issue 30, item 1): the rooms staff keep after
 * "Suggest" and their moves, with the lock that tells them what to resend to the hotel.
 * The shapes here are the contract between the server (functions/src/rooming/) and the admin's
 * rooming view; the rules that change a list live beside them, pure.
 */
import type { RoomOccupancy, RoomingRoomType, Sex, UnplacedGroup } from './rooming';

export interface RoomListRoom {
  /** Stable within the list; made by the server. */
  id: string;
  type: RoomingRoomType;
  /** The hotel's room number, once the hotel gives it. */
  number: string | null;
  travellerIds: string[];
  /** Set when the room changed after the list was locked: staff resend it to the hotel. */
  changedAfterLock: boolean;
}

export interface RoomList {
  departureId: string;
  /** The stay's key within the departure's package (see `RoomingStayView.key`). */
  stayKey: string;
  rooms: RoomListRoom[];
  lockedAt: string | null;
  lockedBy: string | null;
  updatedAt: string;
}

/** A traveller as the rooming view shows them: names as on the passport, no passport data. */
export interface RoomingTravellerView {
  id: string;
  bookingId: string;
  bookingReference: string;
  name: string;
  sex: Sex | null;
  familyId: string | null;
}

export interface RoomingStayView {
  /** e.g. "makkah", "madinah": one per hotel stay of the package, in itinerary order. */
  key: string;
  city: string;
  hotel: string;
  checkIn: string;
  checkOut: string;
  /** Null until staff press "Suggest" (or add a room). */
  list: RoomList | null;
  travellers: RoomingTravellerView[];
  /** Travellers in no room of the list, with the reason where the suggestion gave one. */
  unplaced: UnplacedGroup[];
  /** Rooms of the list mixing sexes outside one family, and other warnings, as sentences. */
  warnings: string[];
}

export interface RoomingView {
  departureId: string;
  stays: RoomingStayView[];
}

export type { RoomOccupancy };
