/**
 * The audit log in words: each entry's kind (what happened, for the list's filter) and its
 * sentence ("Aisha confirmed booking 3GJ4-HDCY for 2 travellers"). The server stores the kind
 * when it writes an entry (auditKindOf), the admin screen says the sentence (describeAuditEntry):
 * one table of rules for both. An entry no rule knows (a kind added later, or an old entry) still
 * reads as a sentence built from its action and target.
 */
import { bookingReference } from './reference';

/** What an entry holds, as stored (admin writes: action is the HTTP method, target the path). */
export interface AuditFacts {
  actorUsername: string;
  action: string;
  target: string;
  /** Facts the use case added when it wrote the entry (e.g. the travellers confirmed). */
  details?: Readonly<Record<string, string | number>> | undefined;
}

interface Rule {
  kind: string;
  label: string;
  /** The action ('POST', 'view passport') and the target it matches; the match feeds `say`. */
  action: RegExp;
  target?: RegExp;
  say: (
    who: string,
    m: { action: RegExpExecArray; target: RegExpExecArray | null },
    d: Details,
    target: string,
  ) => string;
}

type Details = Readonly<Record<string, string | number>>;

const WRITE = /^(POST|PUT|PATCH|DELETE)$/;
const POST = /^POST$/;
const PUT = /^(PUT|PATCH)$/;
const DELETE = /^DELETE$/;
const BOOKING = '^bookings/([^/]+)';

/** 'booking 3GJ4-HDCY': the reference the pilgrim was given (it is made from the booking's id). */
const booking = (id: string | undefined) => `booking ${bookingReference(id ?? '')}`;

function count(n: string | number | undefined, noun: string): string {
  const value = Number(n);
  return `${value} ${noun}${value === 1 ? '' : 's'}`;
}

const CONTENT = '(packages|reviews|blogs|gallery)';
const CONTENT_NOUN: Record<string, string> = {
  packages: 'package',
  reviews: 'review',
  blogs: 'blog post',
  gallery: 'gallery item',
};
const contentNoun = (m: RegExpExecArray | null) => CONTENT_NOUN[m?.[1] ?? ''] ?? 'item';

/** The account rules' target is 'from <address>'. */
const fromAddress = (target: string) => (target.startsWith('from ') ? ` ${target}` : '');

const t = (pattern: string) => new RegExp(pattern);
const g = (m: RegExpExecArray | null, i: number) => m?.[i] ?? '';

const RULES: readonly Rule[] = [
  {
    kind: 'booking-confirmed',
    label: 'Booking confirmed',
    action: POST,
    target: t(`${BOOKING}/confirm$`),
    say: (w, m, d) =>
      `${w} confirmed ${booking(g(m.target, 1))}${d['travellers'] === undefined ? '' : ` for ${count(d['travellers'], 'traveller')}`}`,
  },
  {
    kind: 'payment-recorded',
    label: 'Payment or refund recorded',
    action: POST,
    target: t(`${BOOKING}/payments$`),
    say: (w, m) => `${w} recorded a payment or refund on ${booking(g(m.target, 1))}`,
  },
  {
    kind: 'booking-moved',
    label: 'Booking moved',
    action: POST,
    target: t(`${BOOKING}/move$`),
    say: (w, m) => `${w} moved ${booking(g(m.target, 1))} to another departure`,
  },
  {
    kind: 'traveller-updated',
    label: 'Traveller details changed',
    action: PUT,
    target: t(`${BOOKING}/travellers/(\\d+)$`),
    say: (w, m) =>
      `${w} changed traveller ${g(m.target, 2)}'s details on ${booking(g(m.target, 1))}`,
  },
  {
    kind: 'plan-changed',
    label: 'Payment plan changed',
    action: PUT,
    target: t(`${BOOKING}/plan$`),
    say: (w, m, d) =>
      `${w} changed the payment plan of ${booking(g(m.target, 1))}${d['instalments'] === undefined ? '' : ` to ${count(d['instalments'], 'payment')}`}`,
  },
  {
    kind: 'traveller-replaced',
    label: 'Traveller replaced (name change)',
    action: POST,
    target: t(`${BOOKING}/travellers/(\\d+)/name-change$`),
    say: (w, m, d) =>
      `${w} replaced traveller ${g(m.target, 2)} on ${booking(g(m.target, 1))} by another person${d['feeCents'] === undefined ? '' : `, name change fee ${(Number(d['feeCents']) / 100).toFixed(2)}`}`,
  },
  {
    kind: 'travellers-cancelled',
    label: 'Travellers cancelled by staff',
    action: POST,
    target: t(`${BOOKING}/cancellation$`),
    say: (w, m, d) =>
      `${w} cancelled ${d['travellers'] === undefined ? 'travellers' : count(d['travellers'], 'traveller')} of ${booking(g(m.target, 1))}${d['refundCents'] ? `, refund ${(Number(d['refundCents']) / 100).toFixed(2)}` : ''}`,
  },
  {
    kind: 'pilgrim-message-answered',
    label: 'Pilgrim’s message answered',
    action: POST,
    target: t(`${BOOKING}/messages/[^/]+/replies$`),
    say: (w, m) => `${w} replied to the pilgrim’s message on ${booking(g(m.target, 1))}`,
  },
  {
    kind: 'booking-updated',
    label: 'Booking changed',
    action: PUT,
    target: t(`${BOOKING}$`),
    say: (w, m) => `${w} changed ${booking(g(m.target, 1))}`,
  },
  {
    kind: 'booking-deleted',
    label: 'Booking deleted',
    action: DELETE,
    target: t(`${BOOKING}$`),
    say: (w, m) => `${w} deleted ${booking(g(m.target, 1))}`,
  },
  {
    kind: 'passport-viewed',
    label: 'Passport viewed',
    action: /^view passport$/,
    target: t(BOOKING),
    say: (w, m) => `${w} viewed the passport scan of ${booking(g(m.target, 1))}`,
  },
  {
    kind: 'travellers-viewed',
    label: 'Travellers viewed',
    action: /^view travellers$/,
    target: t(BOOKING),
    say: (w, m) => `${w} viewed the travellers of ${booking(g(m.target, 1))}`,
  },
  {
    kind: 'traveller-document-viewed',
    label: 'Traveller document viewed',
    action: /^view traveller document \((.+)\)$/,
    target: t(`${BOOKING}/travellers/(\\d+)`),
    say: (w, m) =>
      `${w} viewed traveller ${g(m.target, 2)}'s ${g(m.action, 1)} on ${booking(g(m.target, 1))}`,
  },
  {
    kind: 'pilgrim-document-uploaded',
    label: 'Document uploaded by a pilgrim',
    action: /^pilgrim uploads traveller document \((.+)\)$/,
    target: t(`${BOOKING}/travellers/(\\d+)`),
    say: (_w, m) =>
      `The pilgrim uploaded traveller ${g(m.target, 2)}'s ${g(m.action, 1)} on ${booking(g(m.target, 1))}`,
  },
  {
    kind: 'pilgrim-details-corrected',
    label: 'Details corrected by a pilgrim',
    action: /^pilgrim corrects traveller details$/,
    target: t(`${BOOKING}/travellers/(\\d+)`),
    say: (_w, m) =>
      `The pilgrim corrected traveller ${g(m.target, 2)}'s details on ${booking(g(m.target, 1))}`,
  },
  {
    kind: 'pilgrim-cancellation-requested',
    label: 'Cancellation asked by a pilgrim',
    action: /^pilgrim asks to cancel$/,
    target: t(BOOKING),
    say: (_w, m, d) =>
      `The pilgrim asked to cancel ${d['travellers'] === undefined ? 'travellers' : count(d['travellers'], 'traveller')} of ${booking(g(m.target, 1))}${d['replaces'] ? ', replacing their earlier request' : ''}`,
  },
  {
    kind: 'confirmation-printed',
    label: 'Confirmation printed',
    action: /^print confirmation$/,
    target: t(BOOKING),
    say: (w, m) => `${w} printed the confirmation of ${booking(g(m.target, 1))}`,
  },
  {
    kind: 'receipt-printed',
    label: 'Receipt copy printed',
    action: /^print receipt$/,
    target: /^receipts\/(.+)$/,
    say: (w, m) => `${w} printed a copy of receipt ${g(m.target, 1)}`,
  },
  {
    kind: 'departure-created',
    label: 'Departure added',
    action: POST,
    target: /^packages\/([^/]+)\/departures$/,
    say: (w) => `${w} added a departure`,
  },
  {
    kind: 'departure-closed',
    label: 'Departure sales closed',
    action: POST,
    target: /^departures\/([^/]+)\/close$/,
    say: (w, m) => `${w} closed sales of departure ${g(m.target, 1)}`,
  },
  {
    kind: 'departure-copied',
    label: 'Departure copied',
    action: POST,
    target: /^departures\/([^/]+)\/copy$/,
    say: (w, m) => `${w} copied departure ${g(m.target, 1)}`,
  },
  {
    kind: 'seats-held',
    label: 'Seat hold changed',
    action: WRITE,
    target: /^departures\/([^/]+)\/holds/,
    say: (w, m) => `${w} changed the seat holds of departure ${g(m.target, 1)}`,
  },
  {
    kind: 'group-message-sent',
    label: 'Group message sent',
    action: POST,
    target: /^departures\/([^/]+)\/messages$/,
    say: (w, m) => `${w} sent a group message to departure ${g(m.target, 1)}`,
  },
  {
    kind: 'readiness-reminder-sent',
    label: 'Readiness reminder sent',
    action: POST,
    target: /^departures\/([^/]+)\/readiness\/reminders$/,
    say: (w, m, d) =>
      d['bookings'] !== undefined
        ? `${w} reminded ${d['bookings']} booking${d['bookings'] === 1 ? '' : 's'} of departure ${g(m.target, 1)} about: ${String(d['item'] ?? '')}`
        : `${w} sent a readiness reminder to departure ${g(m.target, 1)}`,
  },
  {
    kind: 'group-message-previewed',
    label: 'Group message previewed',
    action: POST,
    target: /^departures\/([^/]+)\/messages\/preview$/,
    say: (w, m) => `${w} previewed a group message to departure ${g(m.target, 1)}`,
  },
  {
    kind: 'rooming-changed',
    label: 'Rooming changed',
    action: WRITE,
    target: /^departures\/([^/]+)\/rooming/,
    say: (w, m) => `${w} changed the rooming of departure ${g(m.target, 1)}`,
  },
  {
    kind: 'supplier-payment-recorded',
    label: 'Supplier payment recorded',
    action: POST,
    target: /^departures\/([^/]+)\/costs\/payments$/,
    say: (w, m, d) =>
      `${w} recorded a payment to a supplier${d['amount'] ? ` of ${d['amount']}` : ''} on departure ${g(m.target, 1)}`,
  },
  {
    kind: 'cost-sheet-changed',
    label: 'Cost sheet changed',
    action: WRITE,
    target: /^departures\/([^/]+)\/costs/,
    say: (w, m) => `${w} changed the cost sheet of departure ${g(m.target, 1)}`,
  },
  {
    kind: 'supplier-changed',
    label: 'Supplier changed',
    action: WRITE,
    target: /^suppliers/,
    say: (w) => `${w} changed the suppliers list`,
  },
  {
    kind: 'group-leader-changed',
    label: 'Group leader changed',
    action: WRITE,
    target: /^group-leaders/,
    say: (w) => `${w} changed the group leaders list`,
  },
  {
    kind: 'group-changed',
    label: "Leader's group changed",
    action: WRITE,
    target: /^groups(?:\/([^/]+))?/,
    say: (w, _m, d) =>
      d['code']
        ? `${w} added the leader's group ${String(d['code'])}`
        : `${w} changed a leader's group`,
  },
  {
    kind: 'departure-updated',
    label: 'Departure changed',
    action: PUT,
    target: /^departures\/([^/]+)$/,
    say: (w, m) => `${w} changed departure ${g(m.target, 1)}`,
  },
  {
    kind: 'departure-deleted',
    label: 'Departure deleted',
    action: DELETE,
    target: /^departures\/([^/]+)$/,
    say: (w, m) => `${w} deleted departure ${g(m.target, 1)}`,
  },
  {
    kind: 'manifest-exported',
    label: 'Manifest exported',
    action: /^export manifest (\w+)$/,
    target: /^departures\/([^/]+)/,
    say: (w, m) =>
      `${w} exported the manifest of departure ${g(m.target, 1)} (${g(m.action, 1).toUpperCase()})`,
  },
  {
    kind: 'rooming-list-exported',
    label: 'Rooming list exported',
    action: /^export rooming list (\w+)$/,
    target: /^departures\/([^/]+)\/rooming\/([^/]+)/,
    say: (w, m) =>
      `${w} exported the ${g(m.target, 2)} rooming list of departure ${g(m.target, 1)} (${g(m.action, 1).toUpperCase()})`,
  },
  {
    kind: 'readiness-exported',
    label: 'Readiness exported',
    action: /^export readiness$/,
    target: /^departures\/([^/]+)/,
    say: (w, m) => `${w} exported the readiness of departure ${g(m.target, 1)}`,
  },
  {
    kind: 'marketing-list-exported',
    label: 'News and offers list exported',
    action: /^export news and offers list$/,
    say: (w) => `${w} exported the news and offers list`,
  },
  {
    kind: 'regulator-report-exported',
    label: "Regulators' report exported",
    action: /^export regulators report (\w+) (\w+)$/,
    target: /^reports\/regulators\/(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/,
    say: (w, m) =>
      `${w} exported the regulators' report from ${g(m.target, 1)} to ${g(m.target, 2)} (${g(m.action, 1).toUpperCase()}, ${g(m.action, 2) === 'fr' ? 'French' : 'English'})`,
  },
  {
    kind: 'accounting-exported',
    label: 'Accounting file exported',
    action: /^export accounting ([\w-]+)$/,
    target: /^accounting\/(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})/,
    say: (w, m) =>
      `${w} exported the ${g(m.action, 1)} accounting file for ${g(m.target, 1)} to ${g(m.target, 2)}`,
  },
  {
    kind: 'accounting-mapping-changed',
    label: 'Accounting mapping changed',
    action: PUT,
    target: /^accounting\/mapping$/,
    say: (w) => `${w} changed the accounting mapping`,
  },
  {
    kind: 'inbox-message-updated',
    label: 'Inbox message changed',
    action: PUT,
    target: /^messages\/([^/]+)$/,
    say: (w) => `${w} changed a message in the inbox`,
  },
  {
    kind: 'inbox-message-deleted',
    label: 'Inbox message deleted',
    action: DELETE,
    target: /^messages\/([^/]+)$/,
    say: (w) => `${w} deleted a message from the inbox`,
  },
  {
    kind: 'content-created',
    label: 'Content added',
    action: POST,
    target: t(`^${CONTENT}$`),
    say: (w, m) => `${w} added a ${contentNoun(m.target)}`,
  },
  {
    kind: 'content-updated',
    label: 'Content changed',
    action: PUT,
    target: t(`^${CONTENT}/([^/]+)$`),
    say: (w, m) => `${w} changed ${contentNoun(m.target)} ${g(m.target, 2)}`,
  },
  {
    kind: 'content-deleted',
    label: 'Content deleted',
    action: DELETE,
    target: t(`^${CONTENT}/([^/]+)$`),
    say: (w, m) => `${w} deleted ${contentNoun(m.target)} ${g(m.target, 2)}`,
  },
  {
    kind: 'settings-changed',
    label: 'Settings changed',
    action: PUT,
    target: /^settings$/,
    say: (w) => `${w} changed the settings`,
  },
  {
    kind: 'admin-added',
    label: 'Admin added',
    action: POST,
    target: /^users$/,
    say: (w) => `${w} added an admin`,
  },
  {
    kind: 'admin-removed',
    label: 'Admin removed',
    action: DELETE,
    target: /^users\/([^/]+)$/,
    say: (w) => `${w} removed an admin`,
  },
  {
    kind: 'privacy',
    label: 'Privacy request work',
    action: /^(?:privacy: (.+)|POST|PUT|PATCH|DELETE)$/,
    target: /^(?!from )(.*)$/,
    say: (w, m) =>
      m.action[1]
        ? `${w} (privacy request): ${m.action[1]}, ${g(m.target, 1)}`
        : `${w} (privacy request) changed ${g(m.target, 1)}`,
  },
  {
    kind: 'signed-in',
    label: 'Signed in',
    action: /^Signed in.*$/,
    say: (w, m, _d, target) => `${w} ${lowerFirst(g(m.action, 0))}${fromAddress(target)}`,
  },
  {
    kind: 'sign-in-failed',
    label: 'Failed sign-in',
    action: /^(Failed sign-in|Wrong sign-in code)$/,
    say: (w, m, _d, target) => `${w}: ${lowerFirst(g(m.action, 0))}${fromAddress(target)}`,
  },
  {
    kind: 'signed-out',
    label: 'Signed out',
    action: /^Signed out$/,
    say: (w, _m, _d, target) => `${w} signed out${fromAddress(target)}`,
  },
  {
    kind: 'password',
    label: 'Password change',
    action: /^(Changed their password|Failed password change.*)$/,
    say: (w, m, _d, target) => `${w} ${lowerFirst(g(m.action, 0))}${fromAddress(target)}`,
  },
];

// The privacy rule's generic writes are only those under privacy/: narrow it here, where the
// table is read, so the rule above stays a plain table entry.
function matches(rule: Rule, action: string, target: string) {
  const a = rule.action.exec(action);
  if (!a) return null;
  if (rule.kind === 'privacy' && !a[1] && !target.startsWith('privacy/')) return null;
  const tm = rule.target ? rule.target.exec(target) : null;
  if (rule.target && !tm) return null;
  return { action: a, target: tm };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** An entry no rule knows. */
export const OTHER_AUDIT_KIND = 'other';

/** The kinds staff filter by, with their labels, in the table's order (then "Other"). */
export const AUDIT_KINDS: readonly { kind: string; label: string }[] = [
  ...RULES.map(({ kind, label }) => ({ kind, label })),
  { kind: OTHER_AUDIT_KIND, label: 'Other' },
];

const KIND_PATTERN = /^[a-z][a-z-]{0,63}$/;

/** True for a text in a kind's shape (the list's filter takes only these). */
export function isAuditKind(value: string): boolean {
  return KIND_PATTERN.test(value);
}

/** The kind of an entry with this action and target ('other' when no rule knows it). */
export function auditKindOf(action: string, target: string): string {
  return RULES.find((rule) => matches(rule, action, target))?.kind ?? OTHER_AUDIT_KIND;
}

/** The booking an entry is about ('bookings/abc/…' → 'abc'), or null. */
export function auditBookingIdOf(target: string): string | null {
  return /^bookings\/([^/]+)/.exec(target)?.[1] ?? null;
}

const VERB: Record<string, string> = {
  POST: 'created',
  PUT: 'changed',
  PATCH: 'changed',
  DELETE: 'deleted',
};

/** The entry as a sentence: its rule's, or one built from the action and target. */
export function describeAuditEntry(entry: AuditFacts): string {
  const who = entry.actorUsername.trim() || 'Someone';
  for (const rule of RULES) {
    const m = matches(rule, entry.action, entry.target);
    if (m) return rule.say(who, m, entry.details ?? {}, entry.target);
  }
  // An account entry ('Reset their second factor', 'from 203.0.113.9') or any other action.
  const verb = VERB[entry.action];
  if (verb) return `${who} ${verb} ${entry.target}`;
  const action = lowerFirst(entry.action.trim());
  if (entry.target.startsWith('from ')) return `${who} ${action} ${entry.target}`;
  return entry.target ? `${who}: ${action} (${entry.target})` : `${who}: ${action}`;
}
