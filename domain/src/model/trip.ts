/**
 * The pilgrim's trip page (/trip/{token}): what the site function reads for it and the page
 * shows. One booking's departure, flights, stays and plan beside what is paid and due; the page
 * links to the pay page for paying and to the receipts through the pay link.
 */
import type { Package } from '../schemas/package';
import type { DepartureFlights } from './departures';
import type { TripGroupMessage, TripSentMessage } from './group-messages';
import type { PaymentStatus } from './payments';
import type { ReadinessCheck } from './readiness';
import type { PayViewReceipt } from './receipts';
import type { TravellerDocumentFiles, TravellerDocuments } from './traveller-documents';
import type { TravellerFormRefusal } from './traveller-form';
import type { TravellerDetails, VisaStatus } from './travellers';
import type { Instalment } from './money/plan-schedule';
import type { CancellationPolicy } from './money/cancellation-policy';
import type { CancellationRequest } from './money/cancellation';
import type {
  DepartureCancelChoice,
  DepartureCancellationOffer,
} from './money/departure-cancellation';

/** The trip page's question when the agency cancelled the departure (issue 44 item 6). */
export interface TripDepartureChoice {
  offer: DepartureCancellationOffer;
  /** What the pilgrim may choose, in order. */
  choices: DepartureCancelChoice[];
  /** The full refund (all that was paid, no fee), in cents. */
  refundCents: number;
}
import type { PilgrimCredit } from './money/credits';

/** The trip page's "Ask to cancel" section. */
export interface TripCancellation {
  /** The pilgrim may ask (canAskToCancel): the booking is open and its departure has not left. */
  open: boolean;
  /** The travellers' names when all are known (knownTravellerNames): the form ticks names. */
  names: string[];
  /** The policy the booking accepted, else its departure's (null: none stated). */
  policy: CancellationPolicy | null;
  /** The request waiting for the agency's answer (null: none). */
  request: CancellationRequest | null;
}

/** Longest reference "Send me my trip link" takes: the payment's ("UMR-1A2B3C") or the request's. */
export const TRIP_LINK_REFERENCE_MAX = 20;

/** The package's parts the trip page shows: its stays and its day-by-day plan. */
export type TripPackage = Pick<
  Package,
  | 'makkahStay'
  | 'madinahStay'
  | 'makkaHotel'
  | 'madinaHotel'
  | 'nightsInMakkah'
  | 'nightsInMadina'
  | 'itinerary'
  | 'fr'
>;

export interface TripFlights extends DepartureFlights {
  /** The connections in French, when staff wrote them ('' otherwise: the English ones show). */
  connectionsFr: string;
}

/**
 * One traveller as the trip page shows them: their details without the passport number (only its
 * last 3 characters), the visa status staff recorded, and their readiness.
 */
export interface TripTraveller extends Omit<TravellerDetails, 'passportNumber'> {
  index: number;
  /** The passport number's last 3 characters ('' when none is on file). */
  passportNumberEnding: string;
  visaStatus: VisaStatus;
  /** The documents the agency holds (uploaded here, or paper staff recorded). */
  documents: TravellerDocuments;
  /** The files uploaded from this page, by kind (name, type, size, date; never where stored). */
  files: TravellerDocumentFiles;
  readiness: ReadinessCheck[];
  ready: boolean;
}

export interface TripView {
  token: string;
  reference: string;
  firstName: string;
  /** The package's title as stored on the booking (English). */
  packageTitle: string;
  /** Its French title for /fr/trip; empty: not translated. */
  packageTitleFr: string;
  roomType: string;
  /** How many travellers the booking is for (one record each, when traveller details come). */
  travellers: number;
  departureDate: string;
  /** YYYY-MM-DD; '' when the booking's departure names none. */
  returnDate: string;
  /** The booking's departure's flights; null for a booking on no departure. */
  flights: TripFlights | null;
  /** The package's stays and plan; null when the package is gone. */
  pkg: TripPackage | null;
  status: PaymentStatus;
  totalCents: number;
  paidCents: number;
  pendingCents: number;
  dueNowCents: number;
  depositCents: number;
  /** YYYY-MM-DD when the departure sets the deposit's own date; null: due on confirmation. */
  depositDueDate: string | null;
  balanceDueDate: string;
  /** The instalments, when the booking is on its departure's payment plan. */
  schedule?: Instalment[] | null;
  /** The agency's day when the page was read: what is due now is due as of it. */
  today: string;
  /** The pay page's token (the page links to /pay/{it} in its language); '' once it retired. */
  payToken: string;
  receipts: PayViewReceipt[];
  /** The pilgrim's credits for a later trip this booking gave, can use or used (absent: none). */
  credits?: PilgrimCredit[];
  /** One record per traveller, in order (traveller 1 first). */
  travellerRecords: TripTraveller[];
  /** The details lock has started (travellerDetailsLockDays before departure): no form. */
  detailsLocked: boolean;
  /** What staff sent the departure's group while this booking was on it, newest first. */
  messages?: TripGroupMessage[];
  /** What the pilgrim wrote to the agency from this page, newest first. */
  sentMessages?: TripSentMessage[];
  /** Asking to cancel all or some travellers (absent: not offered). */
  cancellation?: TripCancellation;
  /** The agency cancelled the departure and asks the pilgrim to choose (absent: no question). */
  departureCancellation?: TripDepartureChoice;
  /**
   * Only in the answer to a traveller form the server refused: that form again, with what was
   * typed and why each field was refused (never stored, never in an address).
   */
  refusedForm?: TravellerFormRefusal;
}
