// A departure's flights: its airline and each leg, the group's arrival and departure.

export interface DepartureFlights {
  airline: string;
  /** Outbound and return flight numbers, as staff write them ("SV 72 / SV 71"). */
  flightNumbers: string;
  /** The airport the group leaves from (IATA code or name). */
  departureAirport: string;
  /** HH:MM, local time at the departure airport ('' when not known yet). */
  departureTime: string;
  /** Connections, free text ("via Jeddah, 3 h"). */
  connections: string;
  /**
   * Each flight of the trip, in order: the outbound legs, then the return legs. The hotels read
   * the group's arrival (the last outbound leg) and departure (the first return leg) from them.
   */
  legs: FlightLeg[];
}

export const FLIGHT_DIRECTIONS = ['outbound', 'return'] as const;
export type FlightDirection = (typeof FLIGHT_DIRECTIONS)[number];

/** At most this many legs on a departure (two connections each way). */
export const FLIGHT_LEGS_MAX = 6;

/** One flight: its number, airports and local times ('YYYY-MM-DDTHH:MM'; '' when not known yet). */
export interface FlightLeg {
  direction: FlightDirection;
  /** As the airline prints it ("SV 72"). */
  flightNumber: string;
  /** IATA codes or names ("YYZ", "JED"). */
  from: string;
  to: string;
  /** Local time at `from`. */
  departsAt: string;
  /** Local time at `to`. */
  arrivesAt: string;
}

/** The flight that brings the group to the hotels: the last outbound leg (null when none). */
export function groupArrival(f: Pick<DepartureFlights, 'legs'>): FlightLeg | null {
  return f.legs.filter((l) => l.direction === 'outbound').at(-1) ?? null;
}

/** The flight that takes the group home: the first return leg (null when none). */
export function groupDeparture(f: Pick<DepartureFlights, 'legs'>): FlightLeg | null {
  return f.legs.find((l) => l.direction === 'return') ?? null;
}
