import { describe, expect, it } from 'vitest';
import {
  audienceCounts,
  groupMessageDayOf,
  groupMessageLimitResetsAt,
  groupWhatsappLink,
  inAudience,
  type AudienceCandidate,
  type GroupRecipient,
} from './group-messages';

const booking = (over: Partial<AudienceCandidate> = {}): AudienceCandidate => ({
  status: 'confirmed',
  waitingList: false,
  paidInFull: true,
  ready: true,
  ...over,
});

describe('inAudience', () => {
  it('never includes a cancelled booking, whatever the audience', () => {
    const cancelled = booking({ status: 'cancelled', paidInFull: false, ready: false });
    expect(inAudience(cancelled, 'confirmed')).toBe(false);
    expect(inAudience(cancelled, 'requests')).toBe(false);
    expect(inAudience(cancelled, 'waiting-list')).toBe(false);
    expect(inAudience(cancelled, 'not-ready')).toBe(false);
    expect(inAudience(cancelled, 'not-paid')).toBe(false);
  });

  it('"confirmed" reaches the people who travel, never a request or the waiting list', () => {
    expect(inAudience(booking(), 'confirmed')).toBe(true);
    expect(inAudience(booking({ status: 'completed' }), 'confirmed')).toBe(true);
    const request = booking({ status: 'new', paidInFull: false, ready: false });
    const waiting = booking({ status: 'contacted', waitingList: true, ready: false });
    for (const audience of ['confirmed', 'not-ready', 'not-paid'] as const) {
      expect(inAudience(request, audience)).toBe(false);
      expect(inAudience(waiting, audience)).toBe(false);
    }
  });

  it('requests and the waiting list are audiences of their own', () => {
    const request = booking({ status: 'new', paidInFull: false, ready: false });
    const waiting = booking({ status: 'new', waitingList: true });
    expect(inAudience(request, 'requests')).toBe(true);
    expect(inAudience(waiting, 'requests')).toBe(false);
    expect(inAudience(waiting, 'waiting-list')).toBe(true);
    expect(inAudience(request, 'waiting-list')).toBe(false);
    expect(inAudience(booking(), 'requests')).toBe(false);
    expect(audienceCounts([booking(), request, waiting, booking({ status: 'cancelled' })])).toEqual(
      { confirmed: 1, requests: 1, waitingList: 1 },
    );
  });

  it('"not-ready" keeps only bookings with a traveller not ready', () => {
    expect(inAudience(booking({ ready: false }), 'not-ready')).toBe(true);
    expect(inAudience(booking({ ready: true, paidInFull: false }), 'not-ready')).toBe(false);
  });

  it('"not-paid" keeps only bookings not paid in full', () => {
    expect(inAudience(booking({ paidInFull: false }), 'not-paid')).toBe(true);
    expect(inAudience(booking({ paidInFull: true, ready: false }), 'not-paid')).toBe(false);
  });
});

describe('the daily limit reset', () => {
  it('counts days on the agency clock (Toronto), not UTC', () => {
    // 02:30 UTC on 15 March is still the 14th in Toronto (EDT, UTC-4).
    expect(groupMessageDayOf(new Date('2026-03-15T02:30:00Z'))).toBe('2026-03-14');
  });

  it('resets at the next Toronto midnight', () => {
    expect(groupMessageLimitResetsAt(new Date('2026-06-10T15:20:31Z'))).toBe(
      '2026-06-11T04:00:00.000Z',
    );
    // Winter: UTC-5.
    expect(groupMessageLimitResetsAt(new Date('2026-01-10T23:59:59Z'))).toBe(
      '2026-01-11T05:00:00.000Z',
    );
  });

  it('finds midnight across a daylight-saving change (a 23-hour day)', () => {
    // 8 March 2026: clocks go forward at 02:00 in Toronto; the next midnight is 04:00 UTC.
    expect(groupMessageLimitResetsAt(new Date('2026-03-08T06:00:00Z'))).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    // 1 November 2026: clocks go back; that day is 25 hours, the next midnight is 05:00 UTC.
    expect(groupMessageLimitResetsAt(new Date('2026-11-01T05:00:00Z'))).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });
});

describe('groupWhatsappLink', () => {
  const texts = {
    en: { subject: 'New flight time', body: 'We now leave at 18:00.' },
    fr: { subject: 'Nouvel horaire', body: 'Nous partons à 18 h.' },
  };
  const recipient = (over: Partial<GroupRecipient>): GroupRecipient => ({
    bookingId: 'b1',
    reference: 'UMR-1',
    name: 'Amina',
    email: 'a@example.com',
    phone: '+1 (514) 555-0101',
    language: 'en',
    ...over,
  });

  it("prefills the text in the booking's language for its phone", () => {
    const link = groupWhatsappLink(recipient({ language: 'fr' }), texts);
    expect(link).toBe(
      `https://wa.me/15145550101?text=${encodeURIComponent('*Nouvel horaire*\n\nNous partons à 18 h.')}`,
    );
  });

  it('gives no link for a booking without a usable phone', () => {
    expect(groupWhatsappLink(recipient({ phone: '' }), texts)).toBeNull();
  });
});
