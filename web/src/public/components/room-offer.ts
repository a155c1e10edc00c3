// What the package page's room cards and the booking form's room choice say under the rooms.
import { formatAmount, formatDate } from '@umrah/domain/model/locale-format';
import type { Locale } from '@umrah/domain/model/locale';
import type { RoomOffer, RoomsOffer } from '@umrah/domain/model/pricing';
import type { Translate } from '@umrah/i18n/translate';

/**
 * The lines under the room cards: the single supplement, and for one date when its balance is
 * due (or that the whole price is, for a late booking). The booking form says the same.
 */
export function offerNotes(offer: RoomsOffer, today: string, locale: Locale, t: Translate) {
  const notes: string[] = [];
  if (offer.singleSupplementCents !== null) {
    const amount = formatAmount(offer.singleSupplementCents, locale);
    notes.push(t(offer.from ? 'rooms.singleFrom' : 'rooms.single', { amount }));
  }
  if (offer.balanceDueDate === today) notes.push(t('rooms.balanceNow'));
  else if (offer.balanceDueDate) {
    notes.push(t('rooms.balanceDue', { date: formatDate(offer.balanceDueDate, locale) }));
  }
  return notes;
}

/**
 * A room's deposit per person: what confirming asks, the whole price when that is all of it, ''
 * when the terms ask no deposit.
 */
export function depositText(room: RoomOffer, locale: Locale, t: Translate): string {
  if (room.depositCents >= room.priceCents) return t('pricing.paidInFull');
  if (room.depositCents === 0) return '';
  return t('pricing.deposit', { amount: formatAmount(room.depositCents, locale) });
}
