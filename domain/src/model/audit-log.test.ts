import { describe, expect, it } from 'vitest';
import {
  AUDIT_KINDS,
  auditBookingIdOf,
  auditKindOf,
  describeAuditEntry,
  isAuditKind,
} from './audit-log';
import { submissionReference } from './reference';

const ref = submissionReference('bk1');

describe('the audit log in words', () => {
  // The reason stays on the booking: it may say something about health, the log keeps no copy.
  it('says a pilgrim asked to cancel and how many travellers', () => {
    const entry = {
      actorUsername: 'pilgrim',
      action: 'pilgrim asks to cancel',
      target: 'bookings/bk1',
      details: { travellers: 2 },
    };
    expect(auditKindOf(entry.action, entry.target)).toBe('pilgrim-cancellation-requested');
    expect(auditBookingIdOf(entry.target)).toBe('bk1');
    expect(describeAuditEntry(entry)).toBe(
      `The pilgrim asked to cancel 2 travellers of booking ${ref}`,
    );
    expect(describeAuditEntry({ ...entry, details: { travellers: 1, replaces: 1 } })).toBe(
      `The pilgrim asked to cancel 1 traveller of booking ${ref}, replacing their earlier request`,
    );
  });

  it('says a name change and a staff cancellation with their money', () => {
    const change = {
      actorUsername: 'Aisha',
      action: 'POST',
      target: 'bookings/bk1/travellers/2/name-change',
      details: { traveller: 2, feeCents: 7_500 },
    };
    expect(auditKindOf(change.action, change.target)).toBe('traveller-replaced');
    expect(describeAuditEntry(change)).toBe(
      `Aisha replaced traveller 2 on booking ${ref} by another person, name change fee 75.00`,
    );
    const cancel = {
      actorUsername: 'Aisha',
      action: 'POST',
      target: 'bookings/bk1/cancellation',
      details: { travellers: 1, refundCents: 232_500, refundMethod: 'card' },
    };
    expect(auditKindOf(cancel.action, cancel.target)).toBe('travellers-cancelled');
    const plan = {
      ...cancel,
      action: 'PUT',
      target: 'bookings/bk1/plan',
      details: { instalments: 4 },
    };
    expect(describeAuditEntry(plan)).toBe(
      `Aisha changed the payment plan of booking ${ref} to 4 payments`,
    );
    expect(describeAuditEntry(cancel)).toBe(
      `Aisha cancelled 1 traveller of booking ${ref}, refund 2325.00`,
    );
  });

  it('says staff replied to a pilgrim’s trip-page message, naming the booking', () => {
    const entry = {
      actorUsername: 'Aisha',
      action: 'POST',
      target: 'bookings/bk1/messages/m1/replies',
    };
    expect(auditKindOf(entry.action, entry.target)).toBe('pilgrim-message-answered');
    expect(describeAuditEntry(entry)).toBe(
      `Aisha replied to the pilgrim’s message on booking ${ref}`,
    );
    expect(auditBookingIdOf(entry.target)).toBe('bk1');
  });

  it('says a confirmation with the booking reference and its travellers', () => {
    const entry = {
      actorUsername: 'Aisha',
      action: 'POST',
      target: 'bookings/bk1/confirm',
      details: { travellers: 2 },
    };
    expect(auditKindOf(entry.action, entry.target)).toBe('booking-confirmed');
    expect(describeAuditEntry(entry)).toBe(`Aisha confirmed booking ${ref} for 2 travellers`);
    expect(describeAuditEntry({ ...entry, details: { travellers: 1 } })).toBe(
      `Aisha confirmed booking ${ref} for 1 traveller`,
    );
    // An entry written before the travellers were recorded.
    expect(describeAuditEntry({ ...entry, details: undefined })).toBe(
      `Aisha confirmed booking ${ref}`,
    );
  });

  it.each([
    [
      'PUT',
      'departures/d1/costs',
      'cost-sheet-changed',
      'Omar changed the cost sheet of departure d1',
    ],
    [
      'POST',
      'departures/d1/costs/copy',
      'cost-sheet-changed',
      'Omar changed the cost sheet of departure d1',
    ],
    ['POST', 'suppliers', 'supplier-changed', 'Omar changed the suppliers list'],
    [
      'POST',
      'bookings/bk1/payments',
      'payment-recorded',
      `Omar recorded a payment or refund on booking ${ref}`,
    ],
    [
      'PUT',
      'bookings/bk1/travellers/2',
      'traveller-updated',
      `Omar changed traveller 2's details on booking ${ref}`,
    ],
    [
      'view passport',
      'bookings/bk1',
      'passport-viewed',
      `Omar viewed the passport scan of booking ${ref}`,
    ],
    [
      'view traveller document (vaccine)',
      'bookings/bk1/travellers/1',
      'traveller-document-viewed',
      `Omar viewed traveller 1's vaccine on booking ${ref}`,
    ],
    [
      'print receipt',
      'receipts/R-000012',
      'receipt-printed',
      'Omar printed a copy of receipt R-000012',
    ],
    [
      'export manifest pdf',
      'departures/d1',
      'manifest-exported',
      'Omar exported the manifest of departure d1 (PDF)',
    ],
    [
      'export regulators report pdf fr',
      'reports/regulators/2026-01-01..2026-06-30',
      'regulator-report-exported',
      "Omar exported the regulators' report from 2026-01-01 to 2026-06-30 (PDF, French)",
    ],
    ['PUT', 'packages/p1', 'content-updated', 'Omar changed package p1'],
    [
      'POST',
      'departures/d1/messages',
      'group-message-sent',
      'Omar sent a group message to departure d1',
    ],
    ['PUT', 'settings', 'settings-changed', 'Omar changed the settings'],
    [
      'privacy: erase message',
      'messages/m1',
      'privacy',
      'Omar (privacy request): erase message, messages/m1',
    ],
    [
      'Signed in with a code',
      'from 203.0.113.9',
      'signed-in',
      'Omar signed in with a code from 203.0.113.9',
    ],
    [
      'Failed sign-in',
      'from 203.0.113.9',
      'sign-in-failed',
      'Omar: failed sign-in from 203.0.113.9',
    ],
  ])('%s %s is %s: "%s"', (action, target, kind, sentence) => {
    expect(auditKindOf(action, target)).toBe(kind);
    expect(describeAuditEntry({ actorUsername: 'Omar', action, target })).toBe(sentence);
  });

  it('says a supplier payment with its amount', () => {
    const entry = {
      actorUsername: 'Omar',
      action: 'POST',
      target: 'departures/d1/costs/payments',
      details: { amount: 'SAR 1000', line: 'l1' },
    };
    expect(auditKindOf(entry.action, entry.target)).toBe('supplier-payment-recorded');
    expect(describeAuditEntry(entry)).toBe(
      'Omar recorded a payment to a supplier of SAR 1000 on departure d1',
    );
  });

  it('a pilgrim’s own change reads as the pilgrim’s', () => {
    expect(
      describeAuditEntry({
        actorUsername: 'pilgrim',
        action: 'pilgrim uploads traveller document (passport)',
        target: 'bookings/bk1/travellers/1',
      }),
    ).toBe(`The pilgrim uploaded traveller 1's passport on booking ${ref}`);
  });

  it('an entry no rule knows still reads as a sentence, of kind other', () => {
    // e.g. a kind added later for second factors, written as an account entry.
    const reset = {
      actorUsername: 'Aisha',
      action: 'Reset Omar’s second factor',
      target: 'from 198.51.100.7',
    };
    expect(auditKindOf(reset.action, reset.target)).toBe('other');
    expect(describeAuditEntry(reset)).toBe('Aisha reset Omar’s second factor from 198.51.100.7');
    expect(
      describeAuditEntry({ actorUsername: 'Aisha', action: 'POST', target: 'widgets/w1' }),
    ).toBe('Aisha created widgets/w1');
    expect(
      describeAuditEntry({ actorUsername: '', action: 'Sent a sign-in link', target: 'admins/u1' }),
    ).toBe('Someone: sent a sign-in link (admins/u1)');
  });

  it('offers every kind once, each in the shape the filter accepts', () => {
    const kinds = AUDIT_KINDS.map((k) => k.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds.every(isAuditKind)).toBe(true);
    expect(isAuditKind('Robert; drop')).toBe(false);
  });

  it('finds the booking an entry is about', () => {
    expect(auditBookingIdOf('bookings/bk1/travellers/2')).toBe('bk1');
    expect(auditBookingIdOf('receipts/R-000001')).toBeNull();
  });
});
