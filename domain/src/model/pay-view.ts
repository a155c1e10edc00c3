// What the pilgrim's pay page shows (/pay/{token}), and its answer for a retired link.
import type { PaymentMethod, PaymentStatus } from './payments';
import type { PayViewReceipt } from './receipts';
import type { Instalment } from './money/plan-schedule';
import type { GroupPriceNote } from './group-leaders';
import type { ShownPolicy } from './money/cancellation-policy';
import type { PilgrimCredit } from './money/credits';

/** What the pay page (/pay/{token}) shows: the booking's money, no contact details. */
export interface PayView {
  token: string;
  firstName: string;
  /** The package's title as stored on the booking (English). */
  packageTitle: string;
  /** Its French title for /fr/pay; empty: not translated (the English one is shown). */
  packageTitleFr?: string;
  roomType: string;
  travellers: number;
  departureDate: string;
  status: PaymentStatus;
  totalCents: number;
  paidCents: number;
  /** Debits started but not yet confirmed by the bank. */
  pendingCents: number;
  depositCents: number;
  /** What a checkout would ask now (the rest of the deposit, else the rest of the balance). */
  dueNowCents: number;
  /** YYYY-MM-DD when the departure sets the deposit's own date; null: due on confirmation. */
  depositDueDate?: string | null;
  balanceDueDate: string;
  /** The instalments, when the booking is on its departure's payment plan. */
  schedule?: Instalment[] | null;
  /** A leader's group's booking: its price per traveller and why (model/group-leaders.ts). */
  groupPrice?: GroupPriceNote | null;
  /** The agency's day when the page was read: what is due now is due as of it. */
  today?: string;
  reference: string;
  methods: PaymentMethod[];
  etransferEmail: string;
  etransferInstructions: string;
  /** The French instructions for /fr/pay (may be empty: the English ones are shown). */
  etransferInstructionsFr?: string;
  /** The booking's receipts in number order (older views: none). */
  receipts?: PayViewReceipt[];
  /** The booking confirmation's PDF (the disclosure the pilgrim keeps). */
  confirmationHref?: string;
  /**
   * Booking terms newer than those the pilgrim accepted: shown to accept before paying by card
   * (null or absent: nothing to accept).
   */
  termsToAccept?: {
    version: number;
    en: string;
    fr: string;
    /**
     * The version of the cancellation policy accepting records with the terms (the booking keeps
     * none, or another one): `cancellationPolicy` below is that one. Null: the booking keeps its.
     */
    policyVersion?: string | null;
  } | null;
  /**
   * The cancellation policy: the one the pilgrim accepted, else the one in force for their
   * departure (acceptedAt null); null or absent: none stated.
   */
  cancellationPolicy?: ShownPolicy | null;
  /** The pilgrim's credits for a later trip this booking gave, can use or used (absent: none). */
  credits?: PilgrimCredit[];
}

/**
 * The pay page's read for a link that was genuine but is retired (past its last day, replaced by
 * a newer one, or its booking cancelled or completed): the page answers 410, not 404.
 */
export interface PayLinkGone {
  gone: true;
}

export function isPayLinkGone(value: unknown): value is PayLinkGone {
  return typeof value === 'object' && value !== null && (value as PayLinkGone).gone === true;
}
