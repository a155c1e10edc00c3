// Where the personal information about one person lives: one source per kind of record, each
// asking the wing that owns it. A new kind (the travellers of a booking, say) is one more entry
// in PRIVACY_SOURCES, with its own find and, unless a law keeps it, its own erase.
import {
  PRIVACY_RECORD_KINDS,
  privacyMailboxOf,
  type PlainValue,
  type PrivacyRecord,
  type PrivacyRecordKind,
} from '@umrah/domain/model/privacy';
import {
  bookingsOfMailbox,
  correctBookingContact,
  eraseBookingPersonalData,
  receiptsHeldFor,
  type HeldBooking,
} from '../bookings/personal-data';
import { formatDay } from '@umrah/domain/model/admin-format';
import type { PrivacyCorrection } from '@umrah/domain/schemas/privacy';
import { auditEntriesAbout, auditInTransaction, type Actor } from '../audit/audit-log';
import { eraseTravellerPersonalData, travellersOfBookings } from '../travellers/personal-data';
import { eraseMailIn, mailsToMailbox } from '../../platform/mail/mail';
import { inTransaction } from '../../platform/firebase/transaction';
import { marketingContactsOf, suppressMarketingContact } from '../marketing/marketing-contacts';
import {
  eraseGroupMessageRecipient,
  groupMessagesOfBookings,
} from '../group-messages/personal-data';
import {
  correctMessageContact,
  eraseMessagePersonalData,
  messagesOfMailbox,
} from '../submissions/messages';

/** What a search has found so far: later sources read the records of earlier ones. */
export interface SearchState {
  /** The address as asked (a marketing suppression is found by its hash). */
  email: string;
  mailbox: string;
  records: PrivacyRecord[];
  /** The bookings as read by their source, for the kinds stored on them (payments, scans). */
  bookings: HeldBooking[];
}

export interface PrivacySource {
  kind: PrivacyRecordKind;
  /** Kept on erasure, and why (shown to staff). Sources without `erase` must say. */
  keptBecause?: string;
  find(state: SearchState): Promise<PrivacyRecord[]>;
  /** Erases the personal fields of one record, in a transaction with its audit entry. */
  erase?(record: PrivacyRecord, actor: Actor, state: SearchState): Promise<boolean>;
  /** Corrects the contact details of one record (a correction request), with its audit entry. */
  correct?(id: string, contact: PrivacyCorrection, actor: Actor): Promise<boolean>;
}

type Fields = { [key: string]: PlainValue };
const text = (v: PlainValue | undefined) => (typeof v === 'string' ? v : '');
// The admin's one date format ('November 1, 2026'), as on every other admin screen.
const day = (v: PlainValue | undefined) => formatDay(text(v));
const of = (state: SearchState, kind: PrivacyRecordKind) =>
  state.records.filter((r) => r.kind === kind);

const messages: PrivacySource = {
  kind: 'messages',
  async find({ mailbox }) {
    return (await messagesOfMailbox(mailbox)).map(({ id, fields }) => ({
      kind: 'messages',
      id,
      label: `${text(fields['name'])}, ${day(fields['receivedAt'])}`,
      kept: false,
      fields,
    }));
  },
  erase: (record, actor) => eraseMessagePersonalData(record.id, actor),
  correct: correctMessageContact,
};

const bookings: PrivacySource = {
  kind: 'bookings',
  async find(state) {
    state.bookings = await bookingsOfMailbox(state.mailbox);
    return state.bookings.map(({ id, fields, erased }) => {
      // The payment records are their own kind, below.
      const { payments: _payments, ...rest }: Fields = fields;
      return {
        kind: 'bookings',
        id,
        label: `${text(fields['fullName'])}, ${text(fields['packageTitle'])}, ${day(fields['receivedAt'])}`,
        // Erased already: the package, dates and amounts stay with the payment records.
        kept: erased,
        fields: rest,
      };
    });
  },
  erase: (record, actor, state) => eraseBookingPersonalData(record.id, state.mailbox, actor),
  correct: correctBookingContact,
};

const KEPT_BY_LAW =
  'Kept: receipts and the payment records behind them must be kept (Quebec Regulation respecting travel agents s. 18; tax records).';

const payments: PrivacySource = {
  kind: 'payments',
  keptBecause: KEPT_BY_LAW,
  async find(state) {
    return state.bookings.flatMap((booking) =>
      booking.payments.map((payment) => ({
        kind: 'payments' as const,
        id: `${booking.id}/${text(payment['id'])}`,
        label: `${text(payment['kind'])} ${Number(payment['amountCents'] ?? 0) / 100} CAD, ${day(payment['at'])}`,
        kept: true,
        fields: { bookingId: booking.id, ...payment },
      })),
    );
  },
};

const receipts: PrivacySource = {
  kind: 'receipts',
  keptBecause: KEPT_BY_LAW,
  async find(state) {
    const bookingIds = of(state, 'bookings').map((r) => r.id);
    return (await receiptsHeldFor(state.mailbox, bookingIds)).map(({ number, fields }) => ({
      kind: 'receipts',
      id: number,
      label: `${number}, ${day(fields['issuedAt'])}`,
      kept: true,
      fields,
    }));
  },
};

/** The scans of the bookings found; erasing the booking deletes its scan. */
const passportScans: PrivacySource = {
  kind: 'passportScans',
  async find(state) {
    return state.bookings.flatMap(({ id, passport }) =>
      passport
        ? [
            {
              kind: 'passportScans' as const,
              id,
              label: passport.fileName,
              kept: false,
              fields: {
                bookingId: id,
                fileName: passport.fileName,
                contentType: passport.contentType,
                size: passport.size,
                path: passport.path,
              },
            },
          ]
        : [],
    );
  },
  // Deleted with its booking's personal fields (bookings' erase), never on its own.
  erase: async () => true,
};

/**
 * The traveller records of the bookings found (passport details as on the passport, dates of
 * birth, vaccination, visa): deleted on erasure, since they serve no purpose without the booking's
 * contact and the law keeps only the money's records.
 */
const travellers: PrivacySource = {
  kind: 'travellers',
  async find(state) {
    const bookingIds = of(state, 'bookings').map((r) => r.id);
    return (await travellersOfBookings(bookingIds)).map(({ id, fields }) => ({
      kind: 'travellers' as const,
      id,
      label: `${text(fields['surname'])}, ${text(fields['givenNames'])} (traveller ${String(fields['index'] ?? '')})`,
      kept: false,
      fields,
    }));
  },
  erase: (record, actor) => eraseTravellerPersonalData(record.id, actor),
};

/**
 * The messages staff sent the departure groups of the bookings found, with the person's line
 * (name, address, phone): that line is emptied on erasure; the texts name nobody and stay.
 */
const groupMessages: PrivacySource = {
  kind: 'groupMessages',
  async find(state) {
    const bookingIds = of(state, 'bookings').map((r) => r.id);
    return (await groupMessagesOfBookings(bookingIds)).map(({ id, fields }) => {
      const texts = fields['texts'];
      const en = texts && typeof texts === 'object' && !Array.isArray(texts) ? texts['en'] : null;
      const subject = en && typeof en === 'object' && !Array.isArray(en) ? text(en['subject']) : '';
      return {
        kind: 'groupMessages' as const,
        id,
        label: `${subject}, ${day(fields['sentAt'])}`,
        kept: false,
        fields,
      };
    });
  },
  erase: (record, actor) => eraseGroupMessageRecipient(record.id, actor),
};

/**
 * The mails sent to the person (acknowledgements, receipts, pay links) and the staff's
 * notifications about them (their name, address, phone, message): deleted on erasure.
 */
const mails: PrivacySource = {
  kind: 'mails',
  async find({ mailbox }) {
    return (await mailsToMailbox(mailbox)).map(({ id, fields }) => {
      const message = fields['message'];
      const subject =
        message && typeof message === 'object' && !Array.isArray(message)
          ? text(message['subject'])
          : '';
      const toStaff = privacyMailboxOf(text(fields['to'])) !== mailbox;
      return {
        kind: 'mails',
        id,
        label: `${toStaff ? 'To staff: ' : ''}${subject}, ${day(fields['createdAt'])}`,
        kept: false,
        fields,
      };
    });
  },
  erase: (record, actor) =>
    inTransaction(async (tx) => {
      if (!(await eraseMailIn(tx, record.id))) return false;
      auditInTransaction(tx, actor, 'privacy: delete mail', `mail/${record.id}`);
      return true;
    }),
};

/**
 * The person's consent to news and offers (CASL): erasure leaves only a suppression (the hash of
 * the address and when it stopped), kept so that address is never mailed offers again.
 */
const marketingContacts: PrivacySource = {
  kind: 'marketingContacts',
  async find({ mailbox, email }) {
    return (await marketingContactsOf(mailbox, email)).map(({ id, fields }) => {
      const suppressed = fields['suppressed'] === true;
      return {
        kind: 'marketingContacts' as const,
        id,
        label: suppressed
          ? `Suppression only (hashed address), since ${day(fields['erasedAt'])}`
          : `${text(fields['email'])}, consented ${day(fields['consentedAt'])}${fields['unsubscribedAt'] ? `, unsubscribed ${day(fields['unsubscribedAt'])}` : ''}`,
        kept: suppressed,
        fields,
      };
    });
  },
  erase: (record, actor) => suppressMarketingContact(record.id, actor),
};

/** The staff's log of what was done to these records: kept, it names staff and record ids only. */
const auditEntries: PrivacySource = {
  kind: 'auditEntries',
  keptBecause: 'Kept: the log of what staff did names record ids, not the person.',
  async find(state) {
    const targets = [
      ...of(state, 'messages').map((r) => `messages/${r.id}`),
      ...of(state, 'bookings').map((r) => `bookings/${r.id}`),
      ...of(state, 'receipts').map((r) => `receipts/${r.id}`),
      ...of(state, 'travellers').map((r) => `travellers/${r.id}`),
      ...of(state, 'groupMessages').map((r) => `groupMessages/${r.id.split('/')[0]}`),
      ...of(state, 'mails').map((r) => `mail/${r.id}`),
      ...of(state, 'marketingContacts').map((r) => `marketingContacts/${r.id}`),
    ];
    if (!targets.length) return [];
    return (await auditEntriesAbout(targets)).map((entry) => ({
      kind: 'auditEntries',
      id: entry.id,
      label: `${formatDay(entry.at)} ${entry.actorUsername}: ${entry.action} ${entry.target}`,
      kept: true,
      fields: { ...entry },
    }));
  },
};

/** Every source, in the order they run: a source may read the records of those before it. */
export const PRIVACY_SOURCES: readonly PrivacySource[] = [
  messages,
  bookings,
  payments,
  receipts,
  passportScans,
  travellers,
  groupMessages,
  mails,
  marketingContacts,
  auditEntries,
];

// Each kind has its source (a kind added to the model without one fails here, at load).
for (const kind of PRIVACY_RECORD_KINDS) {
  if (!PRIVACY_SOURCES.some((s) => s.kind === kind))
    throw new Error(`No privacy source for ${kind}`);
}
